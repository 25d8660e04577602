import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';
import { Locale, LOCALE_ARG } from '../../core/locale';
import { addressGroup } from '../../core/rate-limits';
import { siteSearchCost } from './search.cost';
import { SiteSearchPage } from './search.types';

/** The site's search, of every kind the modules declare `searchable`. */
@Resolver()
export class SearchResolver {
  @Query(() => SiteSearchPage, {
    description:
      "What the public finds of every kind (published posts and projects), the best first, a page at a time (`perPage` 1..20, `page` from 1). As `searchPosts`: Turkish-aware folding, every word begins a word of the document, a quoted phrase stands as written, ranked by the words written as searched, where they stand and recency. At most 200 characters and 10 words; a query with no letter or digit, or a `page` or `perPage` out of range, is refused (BAD_USER_INPUT). A client's searches take turns with everyone's: beyond its own line of 15, TOO_MANY_REQUESTS.",
    complexity: siteSearchCost,
  })
  search(
    @Arg('query', () => String, {
      description: "What to find: words ('isik' finds 'ışık', 'gözl' finds 'gözlük') and \"quoted phrases\".",
    })
    query: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { defaultValue: 10 }) perPage: number,
    @Arg('locale', () => Locale, {
      ...LOCALE_ARG,
      description:
        "The language searched: each has its own documents. EN finds what has an English version, in English, folded as English is ('I' is 'i'); TR folds Turkish ('I' is 'ı' as written, 'i' folded).",
    })
    locale: Locale,
    @Ctx() { services, address }: Context,
  ): Promise<SiteSearchPage> {
    return services.search.results(query, page, perPage, addressGroup(address), locale);
  }
}
