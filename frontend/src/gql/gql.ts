/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query About {\n    about {\n      name\n      title\n      description\n      cvFile\n      experiences {\n        title\n        company\n        period\n        description\n      }\n      technologies\n    }\n  }\n": typeof types.AboutDocument,
    "\n  query BlogPosts {\n    blogs {\n      id\n      title\n      shortDescription\n      tags\n      publishDate\n      viewCount\n    }\n  }\n": typeof types.BlogPostsDocument,
    "\n  mutation ViewBlog($id: ID!) {\n    viewBlog(id: $id) {\n      id\n      title\n      shortDescription\n      content\n      tags\n      publishDate\n      viewCount\n    }\n  }\n": typeof types.ViewBlogDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query Settings {\n    settings {\n      socialMedia {\n        platform\n        url\n        isActive\n      }\n      contactInfo {\n        email\n        location\n      }\n    }\n  }\n": typeof types.SettingsDocument,
};
const documents: Documents = {
    "\n  query About {\n    about {\n      name\n      title\n      description\n      cvFile\n      experiences {\n        title\n        company\n        period\n        description\n      }\n      technologies\n    }\n  }\n": types.AboutDocument,
    "\n  query BlogPosts {\n    blogs {\n      id\n      title\n      shortDescription\n      tags\n      publishDate\n      viewCount\n    }\n  }\n": types.BlogPostsDocument,
    "\n  mutation ViewBlog($id: ID!) {\n    viewBlog(id: $id) {\n      id\n      title\n      shortDescription\n      content\n      tags\n      publishDate\n      viewCount\n    }\n  }\n": types.ViewBlogDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.SendContactMessageDocument,
    "\n  query Settings {\n    settings {\n      socialMedia {\n        platform\n        url\n        isActive\n      }\n      contactInfo {\n        email\n        location\n      }\n    }\n  }\n": types.SettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query About {\n    about {\n      name\n      title\n      description\n      cvFile\n      experiences {\n        title\n        company\n        period\n        description\n      }\n      technologies\n    }\n  }\n"): (typeof documents)["\n  query About {\n    about {\n      name\n      title\n      description\n      cvFile\n      experiences {\n        title\n        company\n        period\n        description\n      }\n      technologies\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPosts {\n    blogs {\n      id\n      title\n      shortDescription\n      tags\n      publishDate\n      viewCount\n    }\n  }\n"): (typeof documents)["\n  query BlogPosts {\n    blogs {\n      id\n      title\n      shortDescription\n      tags\n      publishDate\n      viewCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ViewBlog($id: ID!) {\n    viewBlog(id: $id) {\n      id\n      title\n      shortDescription\n      content\n      tags\n      publishDate\n      viewCount\n    }\n  }\n"): (typeof documents)["\n  mutation ViewBlog($id: ID!) {\n    viewBlog(id: $id) {\n      id\n      title\n      shortDescription\n      content\n      tags\n      publishDate\n      viewCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Settings {\n    settings {\n      socialMedia {\n        platform\n        url\n        isActive\n      }\n      contactInfo {\n        email\n        location\n      }\n    }\n  }\n"): (typeof documents)["\n  query Settings {\n    settings {\n      socialMedia {\n        platform\n        url\n        isActive\n      }\n      contactInfo {\n        email\n        location\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;