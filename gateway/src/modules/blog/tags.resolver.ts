import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { perRequest, type Context } from '../../core/context';
import { everyTag, onePage } from './blog.cost';
import { PER_PAGE } from './blog.reads';
import { BlogPage } from './blog.types';
import { BlogTag } from './tags.types';

const SLUG = { description: "The tag's slug, as in /tags/{slug}." };

/** Tags and their posts: the visible posts' only, the same for every caller. */
@Resolver(() => BlogTag)
export class TagResolver {
  @Query(() => [BlogTag], {
    description:
      'Every tag of the visible posts with how many visible posts carry it, in Turkish alphabetical order of their names.',
    complexity: everyTag,
  })
  tags(@Ctx() context: Context): Promise<BlogTag[]> {
    // Read once a request, however many aliases ask.
    return perRequest(context, 'tags', () => context.services.tags.list());
  }

  @Query(() => BlogTag, {
    nullable: true,
    description: 'The tag of this slug, or null when no visible post carries it.',
  })
  tag(@Arg('slug', () => String, SLUG) slug: string, @Ctx() { services }: Context): Promise<BlogTag | null> {
    return services.tags.find(slug);
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
    @Ctx() { services }: Context,
  ): Promise<BlogPage | null> {
    return services.tags.page(slug, page, perPage);
  }
}
