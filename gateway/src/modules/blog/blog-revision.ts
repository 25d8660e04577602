import { RevisionKind } from '@portfolio/content-rules';
import { Field, ID, ObjectType } from 'type-graphql';
import type { Versioned } from '../../core/module';
import { BlogPost } from './blog-post.entity';

/** What a version of a post holds: the texts of the form. */
export type PostTexts = Pick<BlogPost, 'title' | 'slug' | 'shortDescription' | 'content' | 'tags' | 'publishDate'>;

export const textsOf = (post: BlogPost): PostTexts => ({
  title: post.title,
  slug: post.slug,
  shortDescription: post.shortDescription,
  content: post.content,
  tags: post.tags,
  publishDate: post.publishDate,
});

export const EDIT_CONFLICT =
  'Bu yazı siz düzenlerken başka bir sekmede ya da cihazda kaydedildi; üzerine yazılmadı. Son hâlini görmek için yazıyı yeniden açın.';

/**
 * The posts' versions (modules/revisions): every save, an autosave at most every 10 minutes (the
 * last 50 of those two per post), and a published post's pending edits. Deleting the post deletes
 * them (BlogService.delete).
 */
export const POST_VERSIONS: Versioned = {
  entity: BlogPost,
  subject: 'post',
  body: 'content',
  dates: ['publishDate'],
  conflict: EDIT_CONFLICT,
};

/** A version of a post's texts, as the GraphQL schema shows it (a version of modules/revisions, under its post's id). */
@ObjectType({ description: "A saved version of a post's texts, as the admin wrote them." })
export class BlogRevision {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  postId: string;

  @Field(() => RevisionKind)
  kind: RevisionKind;

  /** When this version was saved; a pending edit's, when it was last saved. */
  @Field(() => Date)
  savedAt: Date;

  @Field(() => String)
  title: string;

  @Field(() => String, { nullable: true, description: 'The slug asked for, if any (a pending edit may change it).' })
  slug: string | null;

  @Field(() => String)
  shortDescription: string;

  /** Sanitised as the post's content is (blog.service.ts storedContent); absent from a list, read when asked (revisions.resolver.ts). */
  @Field(() => String, { description: 'Sanitised rich HTML, as the post would store it.' })
  content: string;

  @Field(() => [String])
  tags: string[];

  @Field(() => Date, { nullable: true, description: 'The publish date asked for, if any.' })
  publishDate: Date | null;
}
