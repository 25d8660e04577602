import { localePath, postPath, postShareImagePath } from '@portfolio/content-rules';
import DataLoader from 'dataloader';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { perRequest, type Context, type Services, type Viewer } from '../../core/context';
import { forbidden } from '../../core/errors';
import { Alternate, alternatesOf, Locale, LOCALE_ARG } from '../../core/locale';
import { addressGroup } from '../../core/rate-limits';
import { bodyCost, everyPost, NEIGHBOUR_COST, onePage, relatedCost, searchCost } from './blog.cost';
import { BlogPost } from './blog-post.entity';
import { BlogDraftInput, BlogInput } from './blog.inputs';
import { PER_PAGE, SEARCH_PER_PAGE } from './blog.reads';
import { BlogService } from './blog.service';
import { BlogPage, BlogTranslation, SearchPage } from './blog.types';
import { firstShareableImage } from './post-image';

const INCLUDE_UNPUBLISHED = {
  defaultValue: false,
  description: 'Admin only (else FORBIDDEN): drafts and scheduled posts too.',
};

const SEARCH_LOCALE = {
  ...LOCALE_ARG,
  description: "The language searched: EN finds the posts' English versions alone, folded as English is (I is i).",
};

const EXPECTED_UPDATED_AT = {
  nullable: true,
  description:
    "Optimistic concurrency: the version the edit began from — the post's `updatedAt`, or its `pendingEdit.savedAt` when it has one. When the post has changed since, the write is refused (CONFLICT, extensions.updatedAt: the newest version) and nothing changes. Absent: not checked.",
};

/**
 * An argument only the admin may use (`includeUnpublished`, `preview`): the resolver checks it,
 * since `@Authorized` (and authorize-first) know fields, not arguments. Anyone else, signed in or
 * not, is FORBIDDEN: the same read without the argument is public.
 */
function requireAdmin(services: Services, user: Viewer | null): void {
  if (!services.sessions.isAdmin(user)) throw forbidden();
}

@Resolver(() => BlogPost)
export class BlogResolver {
  @Query(() => [BlogPost], {
    description:
      'Posts newest first, without content: the visible ones (published, publishDate reached), the same for every caller. Costs its selection once per post: a long list is refused (BAD_USER_INPUT) to anyone but the admin; ask `blogPage` for it page by page.',
    complexity: everyPost,
  })
  blogs(
    @Arg('includeUnpublished', () => Boolean, INCLUDE_UNPUBLISHED) includeUnpublished: boolean,
    @Arg('locale', () => Locale, LOCALE_ARG) locale: Locale,
    @Ctx() { services, user }: Context,
  ): Promise<BlogPost[]> {
    if (includeUnpublished) requireAdmin(services, user);
    return services.blog.list({ includeUnpublished }, locale);
  }

  @Query(() => BlogPage, {
    description:
      'One page of `blogs`: `perPage` 1..100 and `page` from 1 (else BAD_USER_INPUT); a page past the end has no items.',
    complexity: onePage,
  })
  blogPage(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { defaultValue: PER_PAGE.default }) perPage: number,
    @Arg('includeUnpublished', () => Boolean, INCLUDE_UNPUBLISHED) includeUnpublished: boolean,
    @Arg('locale', () => Locale, LOCALE_ARG) locale: Locale,
    @Ctx() { services, user }: Context,
  ): Promise<BlogPage> {
    if (includeUnpublished) requireAdmin(services, user);
    return services.blog.page(page, perPage, { includeUnpublished }, locale);
  }

  @Query(() => SearchPage, {
    description:
      "The visible posts that match `query`, the best first, a page at a time (`perPage` 1..20, `page` from 1). Turkish-aware: letters are folded (ı, I, İ → i; ş → s, ğ → g, ü → u, ö → o, ç → c), every word must begin a word of the post ('gözl' finds 'gözlük'), a quoted phrase must stand as written ('\"açık kaynak\"'). Ranked by whether the words are written as searched (a post with 'ılık' above one with only 'ilik'), where they stand (title, summary and tags, content), and recency. At most 200 characters and 10 words; a query with no letter or digit, or a `perPage` out of range, is refused (BAD_USER_INPUT). A client's searches take turns with everyone's: beyond its own line of 15, TOO_MANY_REQUESTS.",
    complexity: searchCost,
  })
  searchPosts(
    @Arg('query', () => String, {
      description:
        "What to find: words (each begins a word of the post; 'isik' finds 'ışık', 'gözl' finds 'gözlük') and \"quoted phrases\". At most 200 characters and 10 words.",
    })
    query: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { defaultValue: SEARCH_PER_PAGE.default }) perPage: number,
    @Arg('includeUnpublished', () => Boolean, INCLUDE_UNPUBLISHED) includeUnpublished: boolean,
    @Arg('locale', () => Locale, SEARCH_LOCALE) locale: Locale,
    @Ctx() { services, user, address }: Context,
  ): Promise<SearchPage> {
    if (includeUnpublished) requireAdmin(services, user);
    return services.blog.search(query, page, perPage, { includeUnpublished }, addressGroup(address), locale);
  }

  @Query(() => BlogPost, {
    nullable: true,
    description:
      'One visible post by its id or its slug (current or former), or null; reading does not count a view. With `locale: EN`, by its id or English slug (current or former), in English; null for a post without an English version.',
  })
  blog(
    @Arg('id', () => ID, { description: "The post's id, its slug or one of its former slugs." }) id: string,
    @Arg('preview', () => Boolean, {
      defaultValue: false,
      description: 'Admin only (else FORBIDDEN): the post even if it is a draft or scheduled.',
    })
    preview: boolean,
    @Arg('locale', () => Locale, LOCALE_ARG) locale: Locale,
    @Ctx() { services, user }: Context,
  ): Promise<BlogPost | null> {
    if (preview) requireAdmin(services, user);
    return services.blog.find(id, { preview, locale });
  }

  @Authorized('admin')
  @Query(() => [String], {
    description:
      "Which of `slugs` (of links to the site's posts, `/blog/{slug}`) no post answers to, as `blog(id, preview: true)` would: a post's slug, current or former, a draft's too, or its id. Each missing one once, in the order given; more than 100 is refused (BAD_USER_INPUT).",
  })
  missingPostLinks(@Arg('slugs', () => [String]) slugs: string[], @Ctx() { services }: Context): Promise<string[]> {
    return services.blog.missingPostLinks(slugs);
  }

  @Mutation(() => BlogPost, {
    nullable: true,
    description:
      "Counts one view of a visible post (by id or slug, current or former) and returns it (null if unknown, a draft or scheduled). A visitor's views of one post count once in 30 minutes, in either language. With `locale: EN`, as `blog`'s.",
  })
  viewBlog(
    @Arg('id', () => ID, { description: "The post's id, its slug or one of its former slugs." }) id: string,
    @Arg('locale', () => Locale, LOCALE_ARG) locale: Locale,
    @Ctx() { services, address }: Context,
  ): Promise<BlogPost | null> {
    return services.blog.view(id, addressGroup(address), locale);
  }

  @Authorized('admin')
  @Mutation(() => BlogPost)
  createBlog(@Arg('input', () => BlogInput) input: BlogInput, @Ctx() { services }: Context): Promise<BlogPost> {
    return services.blog.create(input);
  }

  @Authorized('admin')
  @Mutation(() => BlogPost, {
    description:
      "Replaces a post's texts (and publishes a draft whose status becomes PUBLISHED). Its pending edit, if any, goes: this save holds the words now. Kept as a version of the post.",
  })
  updateBlog(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => BlogInput) input: BlogInput,
    @Arg('expectedUpdatedAt', () => Date, EXPECTED_UPDATED_AT) expectedUpdatedAt: Date | null,
    @Ctx() { services }: Context,
  ): Promise<BlogPost> {
    return services.blog.update(id, input, expectedUpdatedAt);
  }

  @Authorized('admin')
  @Mutation(() => BlogPost, {
    description:
      'What the editor saves by itself while the admin types: a post with a title is enough (BlogDraftInput). Without `id`: a new post, always a DRAFT. A draft takes the texts at once and stays a draft; a published or scheduled post stays as the public sees it and the texts become its `pendingEdit` until `updateBlog`, which requires what BlogInput requires. `input.status` is ignored. An autosave is kept as a version at most every 10 minutes.',
  })
  autosaveBlog(
    @Arg('id', () => ID, { nullable: true, description: 'The post; absent or null for a new one.' }) id: string | null,
    @Arg('input', () => BlogDraftInput) input: BlogDraftInput,
    @Arg('expectedUpdatedAt', () => Date, EXPECTED_UPDATED_AT) expectedUpdatedAt: Date | null,
    @Ctx() { services }: Context,
  ): Promise<BlogPost> {
    return services.blog.autosave(id ?? null, input, expectedUpdatedAt);
  }

  @Authorized('admin')
  @Mutation(() => Boolean)
  async deleteBlog(@Arg('id', () => ID) id: string, @Ctx() { services }: Context): Promise<boolean> {
    await services.blog.delete(id);
    return true;
  }

  @FieldResolver(() => String, {
    description:
      "The image link previews show: the post's first image (a site path or an https URL), else its generated card.",
    complexity: bodyCost,
  })
  async shareImage(@Root() post: BlogPost, @Ctx() context: Context): Promise<string> {
    const content = post.content ?? (await contents(context, localeOf(post)).load(post.id));
    return firstShareableImage(content) ?? localePath(localeOf(post), postShareImagePath(post.slug));
  }

  @FieldResolver(() => Locale, {
    description:
      'The language of the texts this answer carries (`title`, `slug`, `shortDescription`, `content`, `readingMinutes`): the `locale` it was read in.',
  })
  locale(@Root() post: BlogPost): Locale {
    return localeOf(post);
  }

  @FieldResolver(() => [Alternate], {
    description:
      "The post's public page in each language it has, its own included: /blog/{slug}, and /en/blog/{english slug} when it has an English version (a draft's or a scheduled post's too, as the addresses it will have).",
  })
  alternates(@Root() post: BlogPost): Alternate[] {
    return post.alternates ?? alternatesOf(postPath, post.slug, post.enSlug);
  }

  @FieldResolver(() => BlogTranslation, {
    nullable: true,
    description: 'Admin only: the English version as stored (its page /en/blog/{slug}), or null without one.',
    complexity: bodyCost,
  })
  @Authorized('admin')
  async english(@Root() post: BlogPost, @Ctx() context: Context): Promise<BlogTranslation | null> {
    if (!post.enSlug) return null;
    return {
      title: post.enTitle!,
      slug: post.enSlug,
      shortDescription: post.enShortDescription!,
      content: post.enContent ?? (await contents(context, Locale.EN).load(post.id)),
      readingMinutes: post.enReadingMinutes ?? 1,
    };
  }

  @FieldResolver(() => BlogPost, {
    nullable: true,
    description: 'The visible post published just before this one (without content); null for the oldest.',
    complexity: NEIGHBOUR_COST,
  })
  previous(@Root() post: BlogPost, @Ctx() { services }: Context): Promise<BlogPost | null> {
    return services.blog.neighbour(post, false);
  }

  @FieldResolver(() => BlogPost, {
    nullable: true,
    description: 'The visible post published just after this one (without content); null for the newest.',
    complexity: NEIGHBOUR_COST,
  })
  next(@Root() post: BlogPost, @Ctx() { services }: Context): Promise<BlogPost | null> {
    return services.blog.neighbour(post, true);
  }

  @FieldResolver(() => [BlogPost], {
    description:
      "Three visible posts to read after this one (without content), the most alike first: shared tags, shared words of the titles and summaries (folded: 'ışık' is 'isik'), then recency. Chosen among the 500 newest.",
    complexity: relatedCost,
  })
  async related(@Root() post: BlogPost, @Ctx() context: Context): Promise<BlogPost[]> {
    const locale = localeOf(post);
    const candidates = perRequest(context, `related candidates ${locale}`, () =>
      context.services.blog.relatedCandidates(locale),
    );
    return BlogService.related(post, await candidates);
  }

  /** Lists leave `content` out; it is loaded only when a client asks for it, for all of a list's posts at once. */
  @FieldResolver(() => String, { complexity: bodyCost })
  content(@Root() post: BlogPost, @Ctx() context: Context): string | Promise<string> {
    return post.content ?? contents(context, localeOf(post)).load(post.id);
  }
}

/** The language of the texts `post` carries (blog.reads.ts inLocale): Turkish unless read in English. */
const localeOf = (post: BlogPost): Locale => post.locale ?? Locale.TR;

/** Posts' contents by id in one language, for one request: a list's posts ask together (a few statements, not one each). */
const contents = (context: Context, locale: Locale) =>
  perRequest(
    context,
    `blog contents ${locale}`,
    () => new DataLoader((ids: readonly string[]) => context.services.blog.contents(ids, locale)),
  );
