import type { Module, Tag } from '../../core/module';
import { Search1797300000000 } from './1797300000000-search';
import { SearchWords1797400000000 } from './1797400000000-search-words';
import { SearchAsciiIds1797500000000 } from './1797500000000-search-ascii-ids';
import { SearchPostings1798000000000 } from './1798000000000-search-postings';
import { SearchExcerpts1798130000000 } from './1798130000000-search-excerpts';
import { SearchKinds1798500000000 } from './1798500000000-search-kinds';
import { SearchLocales1799805000000 } from './1799805000000-search-locales';
import { indexWrite, rebuildIndex, searchablesOf } from './indexing';
import { SEARCH_COST } from './search.cost';
import { SearchResolver } from './search.resolver';
import { SearchService } from './search.service';

declare module '../../core/context' {
  interface Services {
    search: SearchService;
  }
}

/**
 * What a kept answer of `search` shows: every searchable kind's results (their `result.tags`), known
 * once the app's modules are, when the services are made.
 */
const shown: { tags: Tag[] } = { tags: [] };

/**
 * The site's search: it finds what the other modules declare `searchable` in their manifests
 * (the blog's posts), indexed by its write hook inside the transaction of every write of such a
 * row, whichever module makes it. `search` shows what the public finds of every kind; a module
 * shows its own results (the blog's `searchPosts`) with `services.search.find`.
 */
export const searchModule: Module = {
  name: 'search',
  // Its tables were the blog's first: the migrations keep their names, and run by their timestamps.
  migrations: [
    Search1797300000000,
    SearchWords1797400000000,
    SearchAsciiIds1797500000000,
    SearchPostings1798000000000,
    SearchExcerpts1798130000000,
    SearchKinds1798500000000,
    SearchLocales1799805000000,
  ],
  resolvers: [SearchResolver],
  services: ({ dataSource, modules }) => {
    const searchables = searchablesOf(modules);
    shown.tags = [...new Set(searchables.flatMap(({ result }) => result.tags))];
    return { search: new SearchService(dataSource, searchables) };
  },
  publicFields: ['query.search'],
  answers: { search: () => shown.tags },
  cost: SEARCH_COST,
  written: [['*', indexWrite]],
  // The index is made from the rows, not carried by a backup.
  restored: (manager, modules) => rebuildIndex(manager, searchablesOf(modules)),
};
