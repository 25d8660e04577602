import { readingMinutes } from '@portfolio/content-rules';
import { Arg, Authorized, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context';
import { BlogPost } from './blog-post.entity';
import { BlogRevision } from './blog-revision';
import { BlogTranslation } from './blog.types';

/** A post's versions (blog-revision.ts, modules/revisions), for the admin alone: its pending edit, its saved versions, one of them. */
@Resolver(() => BlogPost)
export class PostRevisionsResolver {
  @FieldResolver(() => BlogRevision, {
    nullable: true,
    description:
      "Admin only: a published post's edits that the editor saved by itself and `updateBlog` has not published yet, or null.",
  })
  @Authorized('admin')
  pendingEdit(@Root() post: BlogPost, @Ctx() { services }: Context): Promise<BlogRevision | null> {
    return services.blog.pendingEdit(post.id);
  }

  @FieldResolver(() => [BlogRevision], {
    description:
      'Admin only: the saved versions of the post, newest first: every save and an autosave at most every 10 minutes, the last 50.',
  })
  @Authorized('admin')
  revisions(@Root() post: BlogPost, @Ctx() { services }: Context): Promise<BlogRevision[]> {
    return services.blog.revisions(post.id);
  }

  @Authorized('admin')
  @Query(() => BlogRevision, {
    nullable: true,
    description: 'One version of a post, with its content, or null.',
  })
  blogRevision(
    @Arg('postId', () => ID) postId: string,
    @Arg('id', () => ID) id: string,
    @Ctx() { services }: Context,
  ): Promise<BlogRevision | null> {
    return services.blog.revision(postId, id);
  }
}

@Resolver(() => BlogRevision)
export class RevisionResolver {
  /** A list of versions comes without contents; each is read when asked for. */
  @FieldResolver(() => String, { description: 'Sanitised rich HTML, as the post would store it.' })
  content(@Root() revision: BlogRevision, @Ctx() { services }: Context): string | Promise<string> {
    return revision.content ?? services.blog.revisionContent(revision.id);
  }

  @FieldResolver(() => BlogTranslation, {
    nullable: true,
    description:
      "The post's English version as this version held it (its slug null when none was asked for yet), or null without one: restoring a version restores it with the Turkish texts.",
  })
  async english(@Root() revision: BlogRevision, @Ctx() { services }: Context): Promise<BlogTranslation | null> {
    if (!revision.english) return null;
    const content = revision.englishContent ?? (await services.blog.revisionEnglishContent(revision.id));
    return { ...revision.english, slug: revision.english.slug ?? '', content, readingMinutes: readingMinutes(content) };
  }
}
