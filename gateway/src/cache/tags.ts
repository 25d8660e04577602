import { Kind, parse, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Module, Tag } from '../core/module';

type Data = Record<string, unknown> | null | undefined;

/** What each public root query field's answer shows (the modules' `answers`). */
export type AnswerTags = NonNullable<Module['answers']>;

/**
 * The most tokens a client's document may have (graphql-js's parse limit: 400 before anything
 * else). The frontend's longest operation has 65; a document at the limit already costs tens of
 * milliseconds to validate and price before it can be refused, so the limit keeps that small.
 */
export const MAX_TOKENS = 1000;

const documents = new LRUCache<string, DocumentNode | false>({ max: 500 });

/** Whether `query` was read (parsed) before: a lookup of its answer costs next to nothing. */
export const knownQuery = (query: string) => documents.has(query);

function parsed(query: string): DocumentNode | false {
  let document = documents.get(query);
  if (document === undefined) {
    try {
      document = parse(query, { maxTokens: MAX_TOKENS });
    } catch {
      document = false;
    }
    documents.set(query, document);
  }
  return document;
}

function operationOf(document: DocumentNode, name?: string | null): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return name ? operations.find((o) => o.name?.value === name) : operations.length === 1 ? operations[0] : undefined;
}

/** The operation a request runs, if `query` parses and names it unambiguously. */
export function operationIn(
  query: string,
  operationName: string | null | undefined,
): OperationDefinitionNode | undefined {
  const document = parsed(query);
  return (document && operationOf(document, operationName)) || undefined;
}

const canonical = new LRUCache<OperationDefinitionNode, string>({ max: 500 });

/**
 * The operation as GraphQL reads it, whatever its spelling (spaces, commas, comments, other
 * operations in the document): the operation printed, with the document's fragments.
 */
export function canonicalQuery(query: string, operationName: string | null | undefined): string | undefined {
  const operation = operationIn(query, operationName);
  if (!operation) return undefined;
  let text = canonical.get(operation);
  if (text === undefined) {
    const fragments = (parsed(query) as DocumentNode).definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    text = print({ kind: Kind.DOCUMENT, definitions: [operation, ...fragments] });
    canonical.set(operation, text);
  }
  return text;
}

/**
 * The tags of a query's answer, or null when it may not be cached: not a query, or it reads a
 * field that is not public the same for everyone (`me`, the admin's lists…), or its root is not
 * plain fields (fragments, directives).
 */
export function queryTags(
  fields: AnswerTags,
  query: string,
  operationName: string | null | undefined,
  data: Data,
): Tag[] | null {
  const operation = operationIn(query, operationName);
  if (!operation || operation.operation !== 'query') return null;
  const tags = new Set<Tag>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || selection.directives?.length) return null;
    const name = selection.name.value;
    if (name === '__typename') continue;
    const tagsOf = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!tagsOf) return null;
    for (const tag of tagsOf(data?.[selection.alias?.value ?? selection.name.value])) tags.add(tag);
  }
  return [...tags];
}
