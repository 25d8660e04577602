import { BLOG_TAGS_RULE, checkList, normalizeList } from '@portfolio/content-rules';
import type { DataSource } from 'typeorm';
import { badInput, notFound } from '../../errors';
import { BlogPost } from './blog-post.entity';
import type { BlogInput } from './blog.inputs';
import { sanitizeBlogHtml } from './sanitize-html';

export const BLOG_NOT_FOUND = 'Blog bulunamadı';

function normalizeTags(values: string[]): string[] {
  const tags = normalizeList(values);
  const refused = checkList(BLOG_TAGS_RULE, tags);
  if (refused) throw badInput(refused);
  return tags;
}

export class BlogService {
  constructor(private readonly dataSource: DataSource) {}

  private get posts() {
    return this.dataSource.getRepository(BlogPost);
  }

  /** Newest first, without the (possibly large) content. */
  list(): Promise<BlogPost[]> {
    return this.posts.find({
      select: {
        id: true,
        title: true,
        shortDescription: true,
        tags: true,
        publishDate: true,
        viewCount: true,
        createdAt: true,
        updatedAt: true,
      },
      order: { publishDate: 'DESC', createdAt: 'DESC' },
    });
  }

  find(id: string): Promise<BlogPost | null> {
    return this.posts.findOneBy({ id });
  }

  async content(id: string): Promise<string> {
    const post = await this.posts.findOne({ select: { id: true, content: true }, where: { id } });
    return post?.content ?? '';
  }

  /** Counts one view atomically in SQL and returns the post, or null for an unknown id. */
  async view(id: string): Promise<BlogPost | null> {
    const result = await this.posts.increment({ id }, 'viewCount', 1);
    return result.affected ? this.find(id) : null;
  }

  create(input: BlogInput): Promise<BlogPost> {
    return this.posts.save(
      this.posts.create({
        title: input.title,
        shortDescription: input.shortDescription,
        content: sanitizeBlogHtml(input.content),
        tags: normalizeTags(input.tags),
        publishDate: input.publishDate ?? new Date(),
        viewCount: 0,
      }),
    );
  }

  async update(id: string, input: BlogInput): Promise<BlogPost> {
    const tags = normalizeTags(input.tags);
    const post = await this.find(id);
    if (!post) throw notFound(BLOG_NOT_FOUND);
    Object.assign(post, {
      title: input.title,
      shortDescription: input.shortDescription,
      content: sanitizeBlogHtml(input.content),
      tags,
      publishDate: input.publishDate ?? post.publishDate,
    });
    return this.posts.save(post);
  }

  async delete(id: string): Promise<void> {
    const result = await this.posts.delete({ id });
    if (!result.affected) throw notFound(BLOG_NOT_FOUND);
  }

  count(): Promise<number> {
    return this.posts.count();
  }

  /** The `limit` newest posts with their content (the feeds). */
  latest(limit: number): Promise<BlogPost[]> {
    return this.posts.find({ order: { publishDate: 'DESC', createdAt: 'DESC' }, take: limit });
  }
}
