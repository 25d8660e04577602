import { MoreThan } from 'typeorm';
import type { Module, Tag, WrittenRow } from '../../core/module';
import { ReadingTime1797100000000 } from './1797100000000-reading-time';
import { Search1797300000000 } from './1797300000000-search';
import { BlogPost, BlogStatus } from './blog-post.entity';
import { BlogSlug } from './blog-slug.entity';
import { BlogResolver } from './blog.resolver';
import { blogRoutes } from './blog.rest';
import { BlogService } from './blog.service';

declare module '../../core/context' {
  interface Services {
    blog: BlogService;
  }
}

const LIST = () => ['blog'];

/** A write of a post drops the lists and that post's answers; a view (viewCount alone) drops nothing. */
function postWritten(row: WrittenRow, ...before: WrittenRow[]): Tag[] {
  if (row && Object.keys(row).length === 1 && 'viewCount' in row) return [];
  const id = [row, ...before].find((r) => typeof r?.id === 'string')?.id as string | undefined;
  return ['blog', id ? `post:${id}` : 'post:*'];
}

/** The blog: posts (drafts, schedules, slugs and their history), their views and pages. */
export const blogModule: Module = {
  name: 'blog',
  entities: [BlogPost, BlogSlug],
  migrations: [ReadingTime1797100000000, Search1797300000000],
  resolvers: [BlogResolver],
  routes: blogRoutes,
  services: ({ dataSource }) => ({ blog: new BlogService(dataSource) }),
  publicFields: ['query.blogs', 'query.blogPage', 'query.searchPosts', 'query.blog', 'mutation.viewBlog'],
  answers: {
    blogs: LIST,
    blogPage: LIST,
    searchPosts: LIST,
    // A post's answer names the post, and the list: it may show the posts beside it (previous,
    // next, related), which change with any post's write.
    blog: (post) => {
      const id = (post as { id?: unknown } | null)?.id;
      return typeof id === 'string' ? ['blog', `post:${id}`] : ['blog'];
    },
  },
  writes: [
    [BlogPost, postWritten],
    [BlogSlug, LIST],
  ],
  // A post dated later appears at its moment: the lists change then, with no write.
  schedule: {
    tags: ['blog'],
    next: async (dataSource, after) => {
      const next = await dataSource.getRepository(BlogPost).findOne({
        select: { id: true, publishDate: true },
        where: { status: BlogStatus.PUBLISHED, publishDate: MoreThan(after) },
        order: { publishDate: 'ASC' },
      });
      return next?.publishDate ?? null;
    },
  },
};
