import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BeforeInsert, BeforeUpdate, Column, Entity, Index } from 'typeorm';
import { Row, timestamp } from '../../core/db/columns';
import { longText } from '../../core/db/dialect';
import type { Alternate, Locale } from '../../core/locale';

/** Stored as the lower-case value, which is also the REST spelling; GraphQL names it by the key. */
export enum BlogStatus {
  PUBLISHED = 'published',
  DRAFT = 'draft',
}

registerEnumType(BlogStatus, {
  name: 'BlogStatus',
  description:
    'PUBLISHED: public from its publishDate on (a later publishDate schedules it); DRAFT: only the admin sees it. REST spells them "published" and "draft".',
});

/**
 * The indexes of the lists (blog.reads.ts, each checked by modules/blog/index-plans.test.ts):
 * visible posts newest first (and their count) by (status, publishDate, createdAt), every post
 * newest first (the admin's list) by (publishDate, createdAt).
 */
@ObjectType({ description: 'A blog post. Lists do not load `content`; ask for it on a single post.' })
@Entity('blog_posts')
@Index(['status', 'publishDate', 'createdAt'])
@Index(['publishDate', 'createdAt'])
export class BlogPost extends Row {
  @Field(() => String)
  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** Made once from the title (blog.service.ts); every slug the post has had is in blog_slugs. */
  @Field(() => String, {
    description:
      "The post's address: /blog/{slug}. Made from the title when the post is created and kept when the title changes; `blog`, `viewBlog` and GET /api/blogs/{id} also accept a former slug and answer with the current one here.",
  })
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 200 })
  shortDescription: string;

  /** Sanitised rich HTML, its headings with ids (withHeadingIds); may be far larger than 64 KB. */
  @Field(() => String, {
    description:
      'Sanitised rich HTML. Each heading has an id, the slug of its text (`-2`, `-3`… for repeats): /blog/{slug}#{id} links to it.',
  })
  @Column({ type: longText })
  content: string;

  @Field(() => [String])
  @Column({ type: 'simple-json' })
  tags: string[];

  /** Lists are ordered newest first by this (then by createdAt). */
  @Field(() => Date, { description: 'A published post is public from this moment on.' })
  @Column(timestamp)
  publishDate: Date;

  @Field(() => BlogStatus)
  @Column({ type: 'varchar', length: 20, default: BlogStatus.PUBLISHED })
  status: BlogStatus;

  /** 'Abonelere gönder': modules/subscribers reads it through the blog's `announced` (module.ts). */
  @Field(() => Boolean, {
    description:
      "'Abonelere gönder': whether the site's confirmed subscribers get a mail about the post when it becomes visible (published now, or its scheduled publishDate reached), once; off, it goes out quietly. Turned on for a post already visible, it mails nothing.",
  })
  @Column({ type: 'boolean', default: true })
  mailSubscribers: boolean;

  /** 'Yorumlara açık': modules/comments reads it through the blog's `discussed` (module.ts). */
  @Field(() => Boolean, {
    description:
      "'Yorumlara açık': whether readers may comment on the post (also closed by the comment settings' closeAfterDays). Off, the approved comments stay shown and no new one is taken.",
  })
  @Column({ type: 'boolean', default: true })
  commentsOpen: boolean;

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  viewCount: number;

  /** Made from `content` whenever it is written (blog.service.ts). */
  @Field(() => Int, {
    description:
      "Minutes a reader needs, an estimate: 180 words a minute plus Ghost's rule for images (12 s for the first, a second less for each next, at least 3 s); at least 1.",
  })
  @Column({ type: 'int', default: 1 })
  readingMinutes: number;

  /**
   * The stored content's size in UTF-8 bytes (the larger of the Turkish and the English one), set
   * whenever the content is written: what reading and sending it costs. Not in the schema; the cost limit prices a body by the largest (its index).
   */
  @Index()
  @Column({ type: 'int', default: 0 })
  contentBytes: number;

  @Field(() => Date)
  @Column(timestamp)
  updatedAt: Date;

  /*
   * The English version (issue 50, docs/product/languages.md), all null without one: its texts, its
   * slug (/en/blog/{enSlug}; every one it has had is in blog_slugs under 'en') and its reading time,
   * made as the Turkish ones are (blog.service.ts). Not in the schema as columns: the admin reads
   * them as `english`, and a read with `locale: EN` answers them in `title`, `slug`… (inLocale).
   */
  @Column({ type: 'varchar', length: 200, nullable: true })
  enTitle: string | null;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 80, nullable: true })
  enSlug: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  enShortDescription: string | null;

  @Column({ type: longText, nullable: true })
  enContent: string | null;

  @Column({ type: 'int', nullable: true })
  enReadingMinutes: number | null;

  /**
   * Not stored: the language of the texts this object carries (blog.reads.ts inLocale), Turkish
   * when not said, and with English ones the pages it has (its Turkish slug is no longer in `slug`).
   */
  locale?: Locale;
  alternates?: Alternate[];

  @BeforeInsert()
  @BeforeUpdate()
  protected stampUpdated(): void {
    this.updatedAt = new Date();
    this.publishDate ??= this.createdAt ?? this.updatedAt;
    // The larger body prices a post's reads (blog.cost.ts bodyCost), whichever language is asked.
    if (typeof this.content === 'string')
      this.contentBytes = Math.max(Buffer.byteLength(this.content), Buffer.byteLength(this.enContent ?? ''));
  }
}
