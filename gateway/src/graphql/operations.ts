import type { ApolloServer, GraphQLRequest } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import type { Tag } from '../core/module';
import { queryTags, type AnswerTags } from '../cache/tags';
import type { Context } from './context';

type Read = {
  result: FormattedExecutionResult;
  /** The answer's tags when it may be kept and shared: a public query, read without errors. */
  tags: Tag[] | null;
  /** The status and headers Apollo's own handler would answer with. */
  http: { status?: number; headers: Iterable<[string, string]> };
};

/**
 * The one way in for operations run inside the gateway, reads and writes: the site's pages, the
 * REST rows (a POST row's mutation too), the cached GraphQL queries, the feeds and the share cards
 * all run their operation here, in process, against the one schema (the same resolvers, rules and
 * errors as /graphql), and learn whether the answer is public and which cached answers it depends
 * on (`fields`: the modules' `answers`).
 */
export class Operations {
  constructor(
    private readonly apollo: ApolloServer<Context>,
    private readonly fields: AnswerTags,
  ) {}

  /** The tags of `query`'s answer, or null when it may not be kept (cache/tags.ts). */
  tags(query: string, operationName: string | null | undefined, data: Record<string, unknown> | null | undefined) {
    return queryTags(this.fields, query, operationName, data);
  }

  async run(request: GraphQLRequest, contextValue: Context): Promise<Read> {
    const response = await this.apollo.executeOperation(request, { contextValue });
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not used');
    const result = response.body.singleResult;
    const tags = result.errors?.length ? null : this.tags(request.query!, request.operationName, result.data);
    return { result, tags, http: response.http };
  }

  /**
   * `run` for the gateway's own reads (feeds, share cards, whether a page exists): the data, or
   * null when the reader's own input was refused (an address no post can have); a fault throws.
   */
  async data<T>(query: string, variables: Record<string, unknown>, contextValue: Context): Promise<T | null> {
    const { result } = await this.run({ query, variables }, contextValue);
    const error = result.errors?.[0];
    if (!error) return result.data as T;
    if (error.extensions?.code === 'BAD_USER_INPUT') return null;
    throw new Error(error.message);
  }
}
