import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "What the site's search found: a post or a project, with what matched marked." })
export class SearchResult {
  @Field(() => String, { description: "What it is: 'post' (a post, 'Yazı') or 'project' (a project, 'Proje')." })
  kind: string;

  @Field(() => String, { description: 'Its title, as written (plain text).' })
  title: string;

  @Field(() => String, {
    description:
      'Its title as HTML: escaped, every word the query matches in <mark> (as searchPosts’ highlightedTitle).',
  })
  highlightedTitle: string;

  @Field(() => String, { description: "Its page's address on the site: `/blog/{slug}`, `/projects/{slug}`." })
  path: string;

  @Field(() => String, { description: 'Its summary, as written (plain text).' })
  summary: string;

  @Field(() => String, {
    description:
      "About 200 characters of its text around its first match within the text's first 2 000 characters, as HTML: escaped, matches in <mark>, '…' where cut; the beginning when only the title, summary or tags match, or the text only further on.",
  })
  snippet: string;

  @Field(() => Date, { description: "A post's publication date, a project's creation date." })
  date: Date;
}

/** `SiteSearchPage`: the blog's `searchPosts` answers a `SearchPage` already (its hits are posts). */
@ObjectType('SiteSearchPage', {
  description: 'One page of what the site’s search finds, of every kind, the best first, and where it stands.',
})
export class SiteSearchPage {
  @Field(() => [SearchResult], { description: 'Empty on a page past the end, or when nothing matches.' })
  items: SearchResult[];

  @Field(() => Int, { description: 'This page, from 1.' })
  page: number;

  @Field(() => Int, { description: 'Results a page (1..20).' })
  perPage: number;

  @Field(() => Int, { description: 'Results that match.' })
  total: number;

  @Field(() => Int, { description: 'Pages of results: ceil(total / perPage); 0 when nothing matches.' })
  pages: number;
}
