import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Tag } from './response-cache';

type Data = Record<string, unknown> | null | undefined;

/** What each public root field shows; `blog` names its post, or the list when there is none (yet). */
const ROOT_FIELDS: Record<string, (value: unknown) => Tag[]> = {
  __typename: () => [],
  blogs: () => ['blog'],
  blogPage: () => ['blog'],
  blog: (post) => {
    const id = (post as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? [`post:${id}`] : ['blog'];
  },
  about: () => ['about'],
  settings: () => ['settings'],
};

const documents = new LRUCache<string, DocumentNode | false>({ max: 500 });

function parsed(query: string): DocumentNode | false {
  let document = documents.get(query);
  if (document === undefined) {
    try {
      document = parse(query, { maxTokens: 3000 });
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

/**
 * The tags of a query's answer, or null when it may not be cached: not a query, or it reads a
 * field that is not public the same for everyone (`me`, the admin's lists…), or its root is not
 * plain fields (fragments, directives).
 */
export function queryTags(query: string, operationName: string | null | undefined, data: Data): Tag[] | null {
  const document = parsed(query);
  const operation = document && operationOf(document, operationName);
  if (!operation || operation.operation !== 'query') return null;
  const tags = new Set<Tag>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || selection.directives?.length) return null;
    const tagsOf = Object.hasOwn(ROOT_FIELDS, selection.name.value) ? ROOT_FIELDS[selection.name.value] : undefined;
    if (!tagsOf) return null;
    for (const tag of tagsOf(data?.[selection.alias?.value ?? selection.name.value])) tags.add(tag);
  }
  return [...tags];
}
