import { postShareImagePath } from '@portfolio/content-rules';
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { BlogPost } from './blog-post.entity';
import { BlogInput } from './blog.inputs';
import { firstShareableImage } from './post-image';

@Resolver(() => BlogPost)
export class BlogResolver {
  @Query(() => [BlogPost], { description: 'Every post, newest first.' })
  blogs(@Ctx() { services }: Context): Promise<BlogPost[]> {
    return services.blog.list();
  }

  @Query(() => BlogPost, {
    nullable: true,
    description: 'One post by its id or its slug (current or former), or null; reading does not count a view.',
  })
  blog(
    @Arg('id', () => ID, { description: "The post's id, its slug or one of its former slugs." }) id: string,
    @Ctx() { services }: Context,
  ): Promise<BlogPost | null> {
    return services.blog.find(id);
  }

  @Mutation(() => BlogPost, {
    nullable: true,
    description: 'Counts one view of a post (by id or slug, current or former) and returns it (null if unknown).',
  })
  viewBlog(
    @Arg('id', () => ID, { description: "The post's id, its slug or one of its former slugs." }) id: string,
    @Ctx() { services }: Context,
  ): Promise<BlogPost | null> {
    return services.blog.view(id);
  }

  @Authorized('admin')
  @Mutation(() => BlogPost)
  createBlog(@Arg('input', () => BlogInput) input: BlogInput, @Ctx() { services }: Context): Promise<BlogPost> {
    return services.blog.create(input);
  }

  @Authorized('admin')
  @Mutation(() => BlogPost)
  updateBlog(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => BlogInput) input: BlogInput,
    @Ctx() { services }: Context,
  ): Promise<BlogPost> {
    return services.blog.update(id, input);
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
  })
  async shareImage(@Root() post: BlogPost, @Ctx() { services }: Context): Promise<string> {
    const content = post.content ?? (await services.blog.content(post.id));
    return firstShareableImage(content) ?? postShareImagePath(post.slug);
  }

  /** Lists leave `content` out; it is loaded only when a client asks for it. */
  @FieldResolver(() => String)
  content(@Root() post: BlogPost, @Ctx() { services }: Context): string | Promise<string> {
    return post.content ?? services.blog.content(post.id);
  }
}
