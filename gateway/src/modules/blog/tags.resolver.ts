import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { perRequest, type Context } from '../../core/context';
import { Locale, LOCALE_ARG } from '../../core/locale';
import { everyTag, onePage } from './blog.cost';
import { PER_PAGE } from './blog.reads';
import { BlogPage } from './blog.types';
import { BlogTag } from './tags.types';

const SLUG = { description: "The tag's slug, as in /tags/{slug}." };

/** With EN: the tags of the posts that have an English version, counting and listing those alone. */
const TAG_LOCALE = {
  ...LOCALE_ARG,
  description: 'EN: only the visible posts that have an English version count, and are listed in English.',
};

/** Tags and their posts: the visible posts' only, the same for every caller. */
@Resolver(() => BlogTag)
export class TagResolver {
  @Query(() => [BlogTag], {
    description:
      'Every tag of the visible posts with how many visible posts carry it, in Turkish alphabetical order of their names.',
    complexity: everyTag,
  })
  tags(@Arg('locale', () => Locale, TAG_LOCALE) locale: Locale, @Ctx() context: Context): Promise<BlogTag[]> {
    // Read once a request (and language), however many aliases ask.
    return perRequest(context, `tags ${locale}`, () => context.services.tags.list(locale));
  }

  @Query(() => BlogTag, {
    nullable: true,
    description: 'The tag of this slug, or null when no visible post carries it.',
  })
  tag(
    @Arg('slug', () => String, SLUG) slug: string,
    @Arg('locale', () => Locale, TAG_LOCALE) locale: Locale,
    @Ctx() { services }: Context,
  ): Promise<BlogTag | null> {
    return services.tags.find(slug, new Date(), locale);
  }

  @Query(() => BlogPage, {
    nullable: true,
    description:
      "One page of the tag's visible posts, newest first, without content, as `blogPage`: `perPage` 1..100 and `page` from 1 (else BAD_USER_INPUT); a page past the end has no items; null when no visible post carries the tag.",
    complexity: onePage,
  })
  tagPosts(
    @Arg('slug', () => String, SLUG) slug: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { defaultValue: PER_PAGE.default }) perPage: number,
    @Arg('locale', () => Locale, TAG_LOCALE) locale: Locale,
    @Ctx() { services }: Context,
  ): Promise<BlogPage | null> {
    return services.tags.page(slug, page, perPage, locale);
  }
}
