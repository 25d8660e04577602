import { FEDIVERSE_HANDLE } from '@portfolio/content-rules';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

/** Stored as the lower-case value; GraphQL names it by the key. */
export enum FollowerStatusEnum {
  ACCEPTED = 'accepted',
  PENDING = 'pending',
}
registerEnumType(FollowerStatusEnum, {
  name: 'FollowerStatus',
  description: 'ACCEPTED: follows the owner and gets every post; PENDING: asked while follows wait for approval.',
});

export enum FollowerAction {
  APPROVE = 'approve',
  REJECT = 'reject',
  REMOVE = 'remove',
  BLOCK = 'block',
  BLOCK_INSTANCE = 'blockInstance',
}
registerEnumType(FollowerAction, {
  name: 'FollowerAction',
  description:
    'APPROVE: a pending follower accepted (a signed Accept is sent); REJECT, REMOVE: a Reject of its Follow is sent and it is removed; BLOCK: removed and its later activities refused; BLOCK_INSTANCE: every follower of its instance removed and everything from that instance refused.',
});

@ObjectType({ description: "The owner's account on the fediverse." })
export class FediverseSettings {
  @Field(() => String, { description: `The account's name: 1–${FEDIVERSE_HANDLE.max} of a–z, 0–9 and _.` })
  handle: string;

  @Field(() => String, { description: "'@handle@host', as readers search for it (the host is PUBLIC_URL's)." })
  account: string;

  @Field(() => Boolean, { description: "'Takip isteklerini onayla': a new follower waits for the owner." })
  approveFollows: boolean;

  @Field(() => Int, { description: 'Accepted followers.' })
  followers: number;

  @Field(() => Int, { description: 'Follows waiting for the owner.' })
  pending: number;
}

@InputType({ description: `The fediverse settings: handle 1–${FEDIVERSE_HANDLE.max} of a–z, 0–9 and _.` })
export class FediverseSettingsInput {
  @Field(() => String)
  handle: string;

  @Field(() => Boolean)
  approveFollows: boolean;
}

@ObjectType('FediverseFollower', { description: 'A remote account that follows the owner, or asked to.' })
export class FollowerView {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: "Its actor's id (a URL)." })
  actor: string;

  @Field(() => String, { description: "'@name@instance'." })
  handle: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true, description: 'Its profile page.' })
  url: string | null;

  @Field(() => String, { description: "Its server's host." })
  instance: string;

  @Field(() => FollowerStatusEnum)
  status: FollowerStatusEnum;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType('FediverseFollowerPage', { description: 'A page of followers, oldest first.' })
export class FollowerPage {
  @Field(() => [FollowerView])
  items: FollowerView[];

  @Field(() => Int)
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  perPage: number;

  @Field(() => Int, { description: 'At least 1.' })
  pages: number;
}

@ObjectType('FediverseBlock', { description: 'An account or a whole instance whose activities are refused.' })
export class BlockView {
  @Field(() => ID, { description: "'actor:…' or 'host:…'." })
  key: string;

  @Field(() => String, { description: "'actor' or 'instance'." })
  kind: string;

  @Field(() => String, { description: 'The handle, or the host.' })
  label: string;

  @Field(() => Date)
  createdAt: Date;
}
