import { BLOG_RULES, BLOG_SLUG_RULE } from '@portfolio/content-rules';
import { IsOptional, MaxDate, MinDate, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { MultiLine, Rules, Trim } from '../../core/validation';
import { BlogStatus } from './blog-post.entity';

/**
 * Dates both databases store exactly (MySQL's DATETIME holds the years 1000 to 9999; outside them
 * MariaDB stored 0001-01-01 as 2001), narrowed to what a post's date can sensibly be.
 */
export const PUBLISH_DATE_RANGE = {
  min: new Date('1900-01-01T00:00:00.000Z'),
  max: new Date('2999-12-31T23:59:59.999Z'),
  message: 'Yayın tarihi 1 Ocak 1900 ile 31 Aralık 2999 (UTC) arasında olmalıdır',
};

/**
 * A post's English version as the admin writes it (issue 50): the Turkish texts' rules and
 * messages, its slug made from its title when absent (blog.service.ts).
 */
@InputType({ description: "A post's English version: as BlogInput's texts, with the same rules." })
export class BlogTranslationInput {
  @Field(() => String)
  @Trim()
  @Rules(BLOG_RULES.title)
  title: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The address /en/blog/{slug}: as BlogInput.slug. Absent or null: made from the English title when the post gets its English version, unchanged after. An English slug another post has or had is refused.',
  })
  @IsOptional()
  @Trim()
  @Rules(BLOG_SLUG_RULE)
  slug?: string | null;

  @Field(() => String)
  @Trim()
  @MultiLine()
  @Rules(BLOG_RULES.shortDescription)
  shortDescription: string;

  @Field(() => String, { description: 'Rich HTML from the editor.' })
  @MultiLine()
  content: string;
}

/** `english` of BlogInput and BlogDraftInput. */
const ENGLISH = {
  nullable: true,
  description:
    "The post's English version (its page /en/blog/{slug}). Absent: kept as it is; null: removed (the post has no English page any more).",
} as const;

/**
 * What every save of a post names: its title, its address, its status, its date and whether it is mailed. Named by no
 * operation, so it is not in the schema: BlogInput and BlogDraftInput each hold these fields.
 */
@InputType('BlogPostFields')
abstract class PostFields {
  @Field(() => String)
  @Trim()
  @Rules(BLOG_RULES.title)
  title: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The address /blog/{slug}: lower-case letters a-z, digits and single dashes, at most 80 characters. Absent or null: made from the title on create, unchanged on update. A slug another post has or had is refused.',
  })
  @IsOptional()
  @Trim()
  @Rules(BLOG_SLUG_RULE)
  slug?: string | null;

  @Field(() => BlogStatus, {
    nullable: true,
    description:
      'Absent or null: PUBLISHED on create (docs/publishing.md#drafts-and-schedules: a new post is public), unchanged on update. DRAFT keeps the post to the admin; PUBLISHED with a future publishDate schedules it.',
  })
  @IsOptional()
  status?: BlogStatus | null;

  @Field(() => Date, {
    nullable: true,
    description: 'Defaults to now on create, unchanged on update. A published post is public from this moment on.',
  })
  @IsOptional()
  @MinDate(PUBLISH_DATE_RANGE.min, { message: PUBLISH_DATE_RANGE.message })
  @MaxDate(PUBLISH_DATE_RANGE.max, { message: PUBLISH_DATE_RANGE.message })
  publishDate?: Date | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "'Abonelere gönder': whether the subscribers get a mail when the post becomes visible. Absent or null: true on create, unchanged on update. An autosave sets a draft's; a published or scheduled post's changes on update alone.",
  })
  @IsOptional()
  mailSubscribers?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "'Yorumlara açık': whether readers may comment on the post. Absent or null: true on create, unchanged on update and on an autosave.",
  })
  @IsOptional()
  commentsOpen?: boolean | null;

  @Field(() => BlogTranslationInput, ENGLISH)
  @IsOptional()
  @ValidateNested()
  english?: BlogTranslationInput | null;
}

@InputType({ description: 'A post as the admin writes it; `content` is sanitised on the server.' })
export class BlogInput extends PostFields {
  @Field(() => String)
  @Trim()
  @MultiLine()
  @Rules(BLOG_RULES.shortDescription)
  shortDescription: string;

  @Field(() => String, { description: 'Rich HTML from the editor.' })
  @MultiLine()
  content: string;

  @Field(() => [String], {
    description: 'Also accepts comma-separated entries; trimmed, empties and duplicates dropped.',
  })
  @Trim()
  tags: string[];
}

/**
 * A post as the editor saves it by itself (issue 43): the owner's words reach the server as soon as
 * the post has a title. Publishing (createBlog, updateBlog) asks for BlogInput, whose short
 * description is required, so a published post never lacks what docs/product/admin.md#blog-form
 * requires.
 */
@InputType({
  description:
    'A post as the editor saves it by itself (autosaveBlog): as BlogInput, but only the title is required; a short description, content or tags left out (or null) are empty.',
})
export class BlogDraftInput extends PostFields {
  @Field(() => String, { nullable: true, defaultValue: '' })
  @IsOptional()
  @Trim()
  @MultiLine()
  @Rules({ ...BLOG_RULES.shortDescription, required: undefined })
  shortDescription?: string | null;

  @Field(() => String, { nullable: true, defaultValue: '', description: 'Rich HTML from the editor.' })
  @MultiLine()
  content?: string | null;

  @Field(() => [String], { nullable: true, defaultValue: [], description: 'As in BlogInput.' })
  @Trim()
  tags?: string[] | null;
}

/** A draft's fields as a post's: what it left out, empty. */
export const draftTexts = (input: BlogDraftInput): BlogInput => ({
  ...input,
  shortDescription: input.shortDescription ?? '',
  content: input.content ?? '',
  tags: input.tags ?? [],
});
