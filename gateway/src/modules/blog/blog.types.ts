import { Field, Int, ObjectType } from 'type-graphql';
import { BlogPost } from './blog-post.entity';

@ObjectType({ description: 'One page of the newest-first list of posts (without content), and where it stands.' })
export class BlogPage {
  @Field(() => [BlogPost], { description: 'Empty on a page past the end.' })
  items: BlogPost[];

  @Field(() => Int, { description: 'This page, from 1.' })
  page: number;

  @Field(() => Int, { description: 'Posts a page (1..100).' })
  perPage: number;

  @Field(() => Int, { description: 'Posts in the whole list.' })
  total: number;

  @Field(() => Int, { description: 'Pages in the whole list: ceil(total / perPage); 0 without posts.' })
  pages: number;
}

@ObjectType({ description: 'A post that matches a search, with what matched highlighted.' })
export class SearchHit {
  @Field(() => BlogPost, { description: 'The post, without content.' })
  post: BlogPost;

  @Field(() => String, { description: "The post's title as HTML: escaped, every word the query matches in <mark>." })
  highlightedTitle: string;

  @Field(() => String, {
    description:
      "About 200 characters of the post's text around its first match within the text's first 2 000 characters, as HTML: escaped, matches in <mark>, '…' where cut; the beginning when only the title, summary or tags match, or the text only further on.",
  })
  snippet: string;
}

@ObjectType({ description: 'One page of the posts that match a search, the best first, and where it stands.' })
export class SearchPage {
  @Field(() => [SearchHit], { description: 'Empty on a page past the end, or when nothing matches.' })
  items: SearchHit[];

  @Field(() => Int, { description: 'This page, from 1.' })
  page: number;

  @Field(() => Int, { description: 'Results a page (1..20).' })
  perPage: number;

  @Field(() => Int, { description: 'Posts that match.' })
  total: number;

  @Field(() => Int, { description: 'Pages of results: ceil(total / perPage); 0 when nothing matches.' })
  pages: number;
}

/** A post's English version as the admin reads it (`BlogPost.english`; issue 50). */
@ObjectType({ description: "A post's English version, as the admin wrote it: its page is /en/blog/{slug}." })
export class BlogTranslation {
  @Field(() => String)
  title: string;

  @Field(() => String, { description: 'The address /en/blog/{slug}: made from the English title, kept after.' })
  slug: string;

  @Field(() => String)
  shortDescription: string;

  @Field(() => String, { description: 'Sanitised rich HTML, as `content`.' })
  content: string;

  @Field(() => Int, { description: 'As `readingMinutes`, of the English content.' })
  readingMinutes: number;
}
