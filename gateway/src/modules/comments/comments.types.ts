import { COMMENT_RULES } from '@portfolio/content-rules';
import { IsOptional } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MultiLine, Rules, Trim } from '../../core/validation';
import { CommentKind, CommentOrigin, CommentStatus } from './comment.entities';
import { itemsCost, reactionsCost, repliesCost } from './comments.cost';

export enum CommentAction {
  APPROVE = 'approve',
  SPAM = 'spam',
  DELETE = 'delete',
}
registerEnumType(CommentAction, {
  name: 'CommentAction',
  description:
    "APPROVE: public (a spam one's address or host is no longer remembered); SPAM: hidden, its address or host remembered; DELETE: gone, with its replies.",
});

@ObjectType({ description: 'An approved answer as the public sees it: never its e-mail address, photo or status.' })
export class PublicComment {
  @Field(() => ID)
  id: string;

  @Field(() => CommentKind)
  kind: CommentKind;

  @Field(() => CommentOrigin)
  origin: CommentOrigin;

  @Field(() => String)
  authorName: string;

  @Field(() => String, {
    nullable: true,
    description: "A remote author's page (Webmention, fediverse); null for the site's form.",
  })
  authorUrl: string | null;

  @Field(() => Boolean, { description: "The owner's reply ('Yazar')." })
  isOwner: boolean;

  @Field(() => String, { description: 'Plain text as written (line breaks as \\n); never HTML.' })
  text: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "The source's own date (a Webmention's `published`)." })
  publishedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The page it came from (a Webmention, a fediverse post).' })
  sourceUrl: string | null;

  @Field(() => [PublicComment], {
    description: "The owner's approved replies to it, oldest first (at most 50).",
    complexity: repliesCost,
  })
  replies: PublicComment[];
}

@ObjectType({ description: "A post's conversation, a page of it." })
export class CommentThread {
  @Field(() => ID, { description: "The post's id (the cache drops a kept answer by it)." })
  postId: string;

  @Field(() => Int, {
    description: "Approved comments, replies and mentions, the owner's replies included ('3 yorum').",
  })
  total: number;

  @Field(() => Int, { description: "Approved likes, all of them ('12 beğeni')." })
  likes: number;

  @Field(() => Int, { description: "Approved reposts (boosts), all of them ('3 paylaşım')." })
  reposts: number;

  @Field(() => Boolean, { description: 'Whether a new comment is taken now.' })
  open: boolean;

  @Field(() => Int)
  page: number;

  @Field(() => Int, { description: 'Pages of top-level answers; at least 1.' })
  pages: number;

  @Field(() => [PublicComment], {
    description:
      "Approved top-level comments, replies and mentions, oldest first, 50 a page, each with the owner's replies.",
    complexity: itemsCost,
  })
  items: PublicComment[];

  @Field(() => [PublicComment], {
    description: 'Approved likes and reposts, newest first (at most 100).',
    complexity: reactionsCost,
  })
  reactions: PublicComment[];
}

@InputType({ description: "A reader's comment on a post." })
export class CommentInput {
  @Field(() => String)
  @Trim()
  @Rules(COMMENT_RULES.name)
  name: string;

  @Field(() => String, { description: 'Never shown; the owner sees it.' })
  @Trim()
  @Rules(COMMENT_RULES.email)
  email: string;

  @Field(() => String, { description: 'Plain text; line breaks are kept.' })
  @Trim()
  @MultiLine()
  @Rules(COMMENT_RULES.text)
  text: string;

  @Field(() => String, { nullable: true, description: 'Leave empty: a hidden form field that only bots fill in.' })
  @IsOptional()
  website?: string | null;
}

@ObjectType({ description: 'What became of a comment sent.' })
export class AddedComment {
  @Field(() => ID)
  id: string;

  @Field(() => CommentStatus, { description: 'PENDING (waits for the owner) or APPROVED (published at once).' })
  status: CommentStatus;
}

@ObjectType({ description: 'What an answer answers, as the admin lists it.' })
export class CommentPost {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  title: string;

  @Field(() => String, { description: 'Its page on the site (`/blog/{slug}`).' })
  path: string;
}

@ObjectType({ description: 'An answer as the owner sees it.' })
export class AdminComment extends PublicComment {
  @Field(() => CommentStatus)
  status: CommentStatus;

  @Field(() => String, { nullable: true })
  authorEmail: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A remote author's photo's address, as received (never loaded by a public page).",
  })
  authorPhoto: string | null;

  @Field(() => ID, { nullable: true, description: 'The answer an owner reply is under.' })
  parentId: string | null;

  @Field(() => CommentPost)
  post: CommentPost;
}

@ObjectType({ description: 'A page of answers of one status, newest first.' })
export class AdminCommentPage {
  @Field(() => [AdminComment])
  items: AdminComment[];

  @Field(() => Int)
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  perPage: number;

  @Field(() => Int, { description: 'ceil(total / perPage); 0 without answers.' })
  pages: number;
}

@ObjectType({ description: "Answers by status (the side menu's badge, the dashboard)." })
export class CommentCounts {
  @Field(() => Int)
  pending: number;

  @Field(() => Int)
  approved: number;

  @Field(() => Int)
  spam: number;
}

@ObjectType({ description: "The comments' settings ('Ayarlar')." })
export class CommentSettings {
  @Field(() => Boolean, { description: 'A comment from an address the owner approved before is published at once.' })
  approveKnown: boolean;

  @Field(() => Int, {
    nullable: true,
    description: "Comments close this many days after the post's date; null: never.",
  })
  closeAfterDays: number | null;

  @Field(() => Boolean, { description: 'The owner gets a mail of each new answer (when mail is on).' })
  mailOwner: boolean;
}

@InputType({ description: "The comments' settings: closeAfterDays null (never) or 1..3650." })
export class CommentSettingsInput {
  @Field(() => Boolean)
  approveKnown: boolean;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  closeAfterDays?: number | null;

  @Field(() => Boolean)
  mailOwner: boolean;
}
