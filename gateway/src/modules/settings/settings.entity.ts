import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The twelve platforms of docs/product/data.md#social-media-entry, in the order the site shows them. */
export const PLATFORMS = [
  'github',
  'linkedin',
  'twitter',
  'instagram',
  'facebook',
  'youtube',
  'medium',
  'tiktok',
  'discord',
  'telegram',
  'whatsapp',
  'email',
] as const;
export type Platform = (typeof PLATFORMS)[number];
export const Platform = Object.fromEntries(PLATFORMS.map((platform) => [platform, platform])) as {
  [P in Platform]: P;
};
registerEnumType(Platform, { name: 'Platform', description: 'The twelve social platforms the site knows.' });

@ObjectType()
export class ContactInfo {
  @Field(() => String)
  @Column({ type: 'varchar', length: 254, default: '' })
  email: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 500, default: '' })
  location: string;
}

/** Site-wide settings: a single row (id 1). Social links live in their own table. */
@Entity('settings')
export class Settings {
  static readonly ID = 1;

  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column(() => ContactInfo, { prefix: 'contact' })
  contactInfo: ContactInfo;
}

/** One social profile; at most one per platform. */
@ObjectType('SocialMedia')
@Entity('social_links')
export class SocialLink {
  @Field(() => Platform)
  @PrimaryColumn({ type: 'varchar', length: 20 })
  platform: Platform;

  @Field(() => String)
  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Field(() => Boolean)
  @Column({ type: 'boolean', default: true })
  isActive: boolean;
}
