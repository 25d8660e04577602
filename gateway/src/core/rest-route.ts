/**
 * A REST route is data: which GraphQL operation it runs, where each variable comes from, which
 * part of the result it answers with. The facade has no rules of its own about users,
 * validation or storage; the resolvers decide, on both doors alike.
 */
export type VariableSource =
  | 'path' // the path parameter of the same name
  | 'body' // the whole JSON body
  | `body.${string}` // one field of the JSON body
  // A query-string parameter, read as the variable's type (an integer, true/false, an enum's REST
  // spelling) or through the row's `queryValues`; absent, the operation's default applies.
  | `query.${string}`
  // A request header (lower case), its entity-tag quotes dropped: `If-Match: "…"` → `…`.
  | `header.${string}`
  | `file:${string}`; // the multipart file part of that name, as an Upload

/**
 * Another operation on the same method and path, which answers instead of the row when the query
 * string names one of `when` (e.g. `page`): a listed post with its preview, a list with its pages.
 */
export type RestVariant = Pick<RestRoute, 'operation' | 'variables' | 'result' | 'meta' | 'notFound'> & {
  when: string[];
  /** For the OpenAPI document: what the variant answers. */
  summary: string;
};

export type RestRoute = {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Express syntax, e.g. `/api/blogs/:id`. */
  path: string;
  summary: string;
  /** Longer documentation for the OpenAPI document, when the summary is not enough. */
  description?: string;
  /** Documentation only (the resolver enforces it): who may call the route. */
  access: 'public' | 'signed-in' | 'admin';
  operation: string;
  variables?: Record<string, VariableSource>;
  /** What `data` answers with: a field of the result, a shape built from fields, or nothing. */
  result: string | Record<string, string> | null;
  /** Beside `data`, `meta`: a shape built from fields of the result (e.g. a page's numbers). */
  meta?: Record<string, string>;
  /** Query parameters whose REST values stand for other values of their variable (`status=all` → true). */
  queryValues?: Record<string, Record<string, unknown>>;
  /** Other operations on this method and path, chosen by the query string (the first that matches). */
  variants?: RestVariant[];
  /** 201 for a create; 202 for a request taken whose outcome the answer does not tell (a subscription). */
  status?: 200 | 201 | 202;
  /** When the result is null: 404 with this message. */
  notFound?: string;
  /** The result is `{ name, downloadName }` of a stored file, sent as an attachment. */
  download?: true;
};

export const route = (definition: RestRoute) => definition;

/**
 * Fields the API itself answers with. A client that edits what a GET returned and sends it back
 * may keep them: the facade drops them; any other unknown field is still refused by the input
 * type, which names it. `order` is a project's place, which only PUT /api/projects/order sets.
 */
export const READ_ONLY_FIELDS = [
  '_id',
  'cvFile',
  'createdAt',
  'updatedAt',
  'viewCount',
  'readingMinutes',
  'order',
  '__v',
  // An item's language and pages in each (issue 50): what it is, never what a write says.
  'locale',
  'alternates',
];

/** An enum value as REST spells it, both ways: in lower case (`PUBLISHED` ↔ `published`; Platform's already are). */
export const restEnumValue = (name: string) => name.toLowerCase();
