import { parseSearch, SEARCH_LIMITS, SEARCH_MESSAGES, type SearchQuery } from '@portfolio/content-rules';
import { In, type DataSource, type ObjectLiteral } from 'typeorm';
import { badInput } from '../../core/errors';
import { Locale } from '../../core/locale';
import type { Searchable } from '../../core/module';
import { SearchLimit } from './search-limit';
import { excerptsOf, searchPage } from './search-reads';
import { EXCERPT, highlighted, snippet } from './search-results';
import type { SearchResult, SiteSearchPage } from './search.types';

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
  /** The language of the documents searched, and of the query's folding: Turkish when not given. */
  locale?: Locale;
};

/**
 * The site's search: the documents the modules declare `searchable` (indexing.ts keeps the index
 * current), matched and ranked by search-reads.ts, shown by search-results.ts.
 */
export class SearchService {
  private readonly searches = new SearchLimit();
  private resultRead?: number;

  /** `searchables`: every module's (`search` shows their results; `find` needs none). */
  constructor(
    private readonly dataSource: DataSource,
    private readonly searchables: readonly Searchable[] = [],
  ) {}

  /**
   * Page `page` of what the public finds of every searchable kind (`search`): as `find`, in the
   * client's turn, each result its row's `result` columns (never a body: `resultBytes`) and its
   * snippet. A page size out of 1..SEARCH_LIMITS.perPage, a page below 1 or a query content-rules
   * refuses are refused (BAD_USER_INPUT) before anything is read.
   */
  async results(
    query: string,
    page: number,
    perPage: number,
    client = '',
    locale = Locale.TR,
  ): Promise<SiteSearchPage> {
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > SEARCH_LIMITS.perPage)
      throw badInput(SEARCH_MESSAGES.perPage);
    if (!Number.isInteger(page) || page < 1) throw badInput(SEARCH_MESSAGES.page);
    const kinds = this.searchables.map(({ kind }) => kind);
    const { items, total } = await this.find(
      { query, offset: (page - 1) * perPage, limit: perPage, kinds, client, locale },
      (hits) => this.shown(hits, locale),
    );
    return { items, page, perPage, total, pages: Math.ceil(total / perPage) };
  }

  /** The hits as results, in their order: one statement a kind of them, of its `result` columns. */
  private async shown(hits: SearchHit[], locale: Locale): Promise<SearchResult[]> {
    const found = new Map<string, Omit<SearchResult, 'highlightedTitle' | 'snippet'>>();
    for (const searchable of this.searchables) {
      const ids = hits.filter(({ kind }) => kind === searchable.kind).map(({ id }) => id);
      if (!ids.length) continue;
      const rows: ObjectLiteral[] = await this.dataSource.manager.find(searchable.entity, {
        select: Object.fromEntries(['id', ...searchable.result.columns].map((column) => [column, true])),
        where: { id: In(ids) },
      });
      const show = searchable.result.show as (
        row: ObjectLiteral,
        locale: Locale,
      ) => ReturnType<Searchable['result']['show']>;
      for (const row of rows) found.set(row.id as string, { kind: searchable.kind, ...show(row, locale) });
    }
    // A row deleted since the index was read is left out.
    return hits.flatMap(({ id, snippet, highlight }) => {
      const result = found.get(id);
      return result ? [{ ...result, highlightedTitle: highlight(result.title), snippet }] : [];
    });
  }

  /**
   * The most bytes one result of `search` reads, whatever its kind: its row of the docs (its id and
   * excerpt) and its row's `result` columns (a UTF-16 unit 3 bytes of utf8mb4; an id, a date or a
   * number 36 units), from the entities' columns as TypeORM declares them. A `result` column of
   * no bounded length (a body) is a mistake of its module's, refused here.
   */
  resultBytes(): number {
    this.resultRead ??= Math.max(
      0,
      ...this.searchables.map(({ entity, kind, result }) => {
        const metadata = this.dataSource.getMetadata(entity);
        const units = ['id', ...result.columns].reduce((sum, name) => {
          const column = metadata.findColumnWithPropertyPath(name);
          if (!column) throw new Error(`Aranan tür ${kind}: sonuç sütunu ${name} yok.`);
          const length = Number(column.length);
          if (length > 0) return sum + length;
          if (column.type === Date || /date|time|int|bool|uuid/i.test(String(column.type))) return sum + 36;
          throw new Error(`Aranan tür ${kind}: sonuç sütunu ${name} sınırsız uzunlukta.`);
        }, 0);
        return 3 * (units + 36 + EXCERPT) + 64;
      }),
    );
    return this.resultRead;
  }

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
    const locale = request.locale ?? Locale.TR;
    const search = parseSearch(request.query, locale);
    if ('error' in search) throw badInput(search.error);
    const now = request.hidden ? null : new Date();
    const manager = this.dataSource.manager;
    return this.searches.run(request.client ?? '', async () => {
      // One statement at a time: a search holds one of the database's connections at most.
      const { ids, total } = await searchPage(
        manager,
        search,
        now,
        request.offset,
        request.limit,
        request.kinds,
        locale,
      );
      const excerpts = await excerptsOf(manager, ids, locale);
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
