import { parseSearch, type SearchQuery } from '@portfolio/content-rules';
import type { DataSource } from 'typeorm';
import { badInput } from '../../core/errors';
import { SearchLimit } from './search-limit';
import { excerptsOf, searchPage } from './search-reads';
import { highlighted, snippet } from './search-results';

/** A document that matches: its row's id and kind, its snippet, and how to mark the query's words in a text of its own. */
export type SearchHit = {
  id: string;
  kind: string;
  /** A few lines of its text around the first match, as HTML (search-results.ts). */
  snippet: string;
  /** `text` (its title) as HTML, escaped, every word the query matches in `<mark>`. */
  highlight: (text: string) => string;
};

/** What a search asks: a page of one or more kinds, and whose turn it takes. */
export type SearchRequest = {
  query: string;
  /** Where the page begins, and how many results it holds (the caller checked them). */
  offset: number;
  limit: number;
  /** The kinds of documents to find ('post'); every kind when not given. */
  kinds?: readonly string[];
  /** The admin's search: documents the public does not find yet, or never, too. */
  hidden?: boolean;
  /** Whose turn it takes (SearchLimit): the client's address group. */
  client?: string;
};

/**
 * The site's search: the documents the modules declare `searchable` (indexing.ts keeps the index
 * current), matched and ranked by search-reads.ts, shown by search-results.ts.
 */
export class SearchService {
  private readonly searches = new SearchLimit();

  constructor(private readonly dataSource: DataSource) {}

  /**
   * The page of matches of `query` (content-rules' parseSearch: every word begins a word of the
   * document, folded; every quoted phrase stands in it), the best first, and how many match;
   * `show` makes the results of the hits (reads the rows it shows, without their bodies). The
   * whole of it, `show` too, runs in the client's turn (SearchLimit); a query content-rules
   * refuses is refused (BAD_USER_INPUT) before anything is read.
   */
  async find<T>(
    request: SearchRequest,
    show: (hits: SearchHit[]) => Promise<T[]>,
  ): Promise<{ items: T[]; total: number }> {
    const search = parseSearch(request.query);
    if ('error' in search) throw badInput(search.error);
    const now = request.hidden ? null : new Date();
    const manager = this.dataSource.manager;
    return this.searches.run(request.client ?? '', async () => {
      // One statement at a time: a search holds one of the database's connections at most.
      const { ids, total } = await searchPage(manager, search, now, request.offset, request.limit, request.kinds);
      const excerpts = await excerptsOf(manager, ids);
      const hits = ids.flatMap((id) => {
        const found = excerpts.get(id);
        return found ? [hitOf(id, found.kind, found.excerpt, search)] : [];
      });
      return { items: await show(hits), total };
    });
  }
}

const hitOf = (id: string, kind: string, excerpt: string, search: SearchQuery): SearchHit => ({
  id,
  kind,
  snippet: snippet(excerpt, search),
  highlight: (text) => highlighted(text, search),
});
