/**
 * A REST route is data: which GraphQL operation it runs, where each variable comes from, which
 * part of the result it answers with. The facade has no rules of its own about users,
 * validation or storage; the resolvers decide, on both doors alike.
 */
export type VariableSource =
  | 'path' // the path parameter of the same name
  | 'body' // the whole JSON body
  | `body.${string}` // one field of the JSON body
  | `file:${string}`; // the multipart file part of that name, as an Upload

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
  /** 201 for a create. */
  status?: 200 | 201;
  /** When the result is null: 404 with this message. */
  notFound?: string;
  /** The result is `{ name, downloadName }` of a stored file, sent as an attachment. */
  download?: true;
};

export const route = (definition: RestRoute) => definition;

/**
 * Fields the API itself answers with. A client that edits what a GET returned and sends it back
 * may keep them: the facade drops them; any other unknown field is still refused by the input
 * type, which names it.
 */
export const READ_ONLY_FIELDS = ['_id', 'cvFile', 'createdAt', 'updatedAt', 'viewCount', '__v'];
