import { RevisionKind } from '@portfolio/content-rules';
import { Field, ID, ObjectType } from 'type-graphql';
import type { Versioned } from '../../core/module';
import { BlogPost } from './blog-post.entity';

/** A version's English texts but its content (issue 50): null when the post had no English version. */
export type EnglishTexts = { title: string; slug: string | null; shortDescription: string } | null;

/**
 * What a version of a post holds: the texts of the form, both languages' (the English content a
 * further body). Without an English version, neither English field: a version stored so is the same
 * row as one from before issue 50, so an older backup restores to the archive of now.
 */
export type PostTexts = Pick<BlogPost, 'title' | 'slug' | 'shortDescription' | 'content' | 'tags' | 'publishDate'> & {
  english?: EnglishTexts;
  englishContent?: string;
};

export const textsOf = (post: BlogPost): PostTexts => ({
  title: post.title,
  slug: post.slug,
  shortDescription: post.shortDescription,
  content: post.content,
  tags: post.tags,
  publishDate: post.publishDate,
  ...(post.enSlug && {
    english: { title: post.enTitle!, slug: post.enSlug, shortDescription: post.enShortDescription! },
    englishContent: post.enContent ?? '',
  }),
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
  bodies: ['englishContent'],
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

  /** Its English texts (shown as `english`, revisions.resolver.ts); absent from a version kept before issue 50. */
  english?: EnglishTexts;

  /** Its English content; absent from a list, read when asked. */
  englishContent?: string;
}
