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
    "fragment AboutFields on About {\n  name\n  title\n  description\n  cvFile\n  experiences {\n    title\n    company\n    period\n    description\n  }\n  technologies\n}\n\nquery About {\n  about {\n    ...AboutFields\n  }\n}": typeof types.AboutFieldsFragmentDoc,
    "query BlogPage($page: Int!, $perPage: Int!) {\n  blogPage(page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      id\n      slug\n      title\n      shortDescription\n      tags\n      publishDate\n      viewCount\n      readingMinutes\n    }\n  }\n}\n\nfragment BlogPostFields on BlogPost {\n  id\n  slug\n  title\n  shortDescription\n  content\n  tags\n  publishDate\n  updatedAt\n  viewCount\n  readingMinutes\n  shareImage\n  previous {\n    id\n    slug\n    title\n  }\n  next {\n    id\n    slug\n    title\n  }\n  related {\n    id\n    slug\n    title\n    shortDescription\n    tags\n    publishDate\n    readingMinutes\n  }\n}\n\nquery BlogPost($id: ID!) {\n  blog(id: $id) {\n    ...BlogPostFields\n  }\n}\n\nquery BlogPreview($id: ID!) {\n  blog(id: $id, preview: true) {\n    ...BlogPostFields\n    status\n  }\n}\n\nmutation ViewBlog($id: ID!) {\n  viewBlog(id: $id) {\n    id\n    viewCount\n  }\n}\n\nquery SearchPosts($query: String!, $page: Int!, $perPage: Int!) {\n  searchPosts(query: $query, page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      highlightedTitle\n      snippet\n      post {\n        id\n        slug\n        title\n        tags\n        publishDate\n        readingMinutes\n      }\n    }\n  }\n}\n\nquery Tags {\n  tags {\n    slug\n    name\n    count\n  }\n}\n\nquery TagPage($slug: String!, $page: Int!, $perPage: Int!) {\n  tag(slug: $slug) {\n    slug\n    name\n    count\n  }\n  tagPosts(slug: $slug, page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      id\n      slug\n      title\n      shortDescription\n      tags\n      publishDate\n      readingMinutes\n    }\n  }\n}": typeof types.BlogPageDocument,
    "mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input)\n}": typeof types.SendContactMessageDocument,
    "fragment SettingsFields on Settings {\n  socialMedia {\n    platform\n    url\n    isActive\n  }\n  contactInfo {\n    email\n    location\n  }\n}\n\nquery Settings {\n  settings {\n    ...SettingsFields\n  }\n}": typeof types.SettingsFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment AboutFields on About {\n  name\n  title\n  description\n  cvFile\n  experiences {\n    title\n    company\n    period\n    description\n  }\n  technologies\n}\n\nquery About {\n  about {\n    ...AboutFields\n  }\n}": types.AboutFieldsFragmentDoc,
    "query BlogPage($page: Int!, $perPage: Int!) {\n  blogPage(page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      id\n      slug\n      title\n      shortDescription\n      tags\n      publishDate\n      viewCount\n      readingMinutes\n    }\n  }\n}\n\nfragment BlogPostFields on BlogPost {\n  id\n  slug\n  title\n  shortDescription\n  content\n  tags\n  publishDate\n  updatedAt\n  viewCount\n  readingMinutes\n  shareImage\n  previous {\n    id\n    slug\n    title\n  }\n  next {\n    id\n    slug\n    title\n  }\n  related {\n    id\n    slug\n    title\n    shortDescription\n    tags\n    publishDate\n    readingMinutes\n  }\n}\n\nquery BlogPost($id: ID!) {\n  blog(id: $id) {\n    ...BlogPostFields\n  }\n}\n\nquery BlogPreview($id: ID!) {\n  blog(id: $id, preview: true) {\n    ...BlogPostFields\n    status\n  }\n}\n\nmutation ViewBlog($id: ID!) {\n  viewBlog(id: $id) {\n    id\n    viewCount\n  }\n}\n\nquery SearchPosts($query: String!, $page: Int!, $perPage: Int!) {\n  searchPosts(query: $query, page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      highlightedTitle\n      snippet\n      post {\n        id\n        slug\n        title\n        tags\n        publishDate\n        readingMinutes\n      }\n    }\n  }\n}\n\nquery Tags {\n  tags {\n    slug\n    name\n    count\n  }\n}\n\nquery TagPage($slug: String!, $page: Int!, $perPage: Int!) {\n  tag(slug: $slug) {\n    slug\n    name\n    count\n  }\n  tagPosts(slug: $slug, page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      id\n      slug\n      title\n      shortDescription\n      tags\n      publishDate\n      readingMinutes\n    }\n  }\n}": types.BlogPageDocument,
    "mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input)\n}": types.SendContactMessageDocument,
    "fragment SettingsFields on Settings {\n  socialMedia {\n    platform\n    url\n    isActive\n  }\n  contactInfo {\n    email\n    location\n  }\n}\n\nquery Settings {\n  settings {\n    ...SettingsFields\n  }\n}": types.SettingsFieldsFragmentDoc,
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
export function graphql(source: "fragment AboutFields on About {\n  name\n  title\n  description\n  cvFile\n  experiences {\n    title\n    company\n    period\n    description\n  }\n  technologies\n}\n\nquery About {\n  about {\n    ...AboutFields\n  }\n}"): (typeof documents)["fragment AboutFields on About {\n  name\n  title\n  description\n  cvFile\n  experiences {\n    title\n    company\n    period\n    description\n  }\n  technologies\n}\n\nquery About {\n  about {\n    ...AboutFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BlogPage($page: Int!, $perPage: Int!) {\n  blogPage(page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      id\n      slug\n      title\n      shortDescription\n      tags\n      publishDate\n      viewCount\n      readingMinutes\n    }\n  }\n}\n\nfragment BlogPostFields on BlogPost {\n  id\n  slug\n  title\n  shortDescription\n  content\n  tags\n  publishDate\n  updatedAt\n  viewCount\n  readingMinutes\n  shareImage\n  previous {\n    id\n    slug\n    title\n  }\n  next {\n    id\n    slug\n    title\n  }\n  related {\n    id\n    slug\n    title\n    shortDescription\n    tags\n    publishDate\n    readingMinutes\n  }\n}\n\nquery BlogPost($id: ID!) {\n  blog(id: $id) {\n    ...BlogPostFields\n  }\n}\n\nquery BlogPreview($id: ID!) {\n  blog(id: $id, preview: true) {\n    ...BlogPostFields\n    status\n  }\n}\n\nmutation ViewBlog($id: ID!) {\n  viewBlog(id: $id) {\n    id\n    viewCount\n  }\n}\n\nquery SearchPosts($query: String!, $page: Int!, $perPage: Int!) {\n  searchPosts(query: $query, page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      highlightedTitle\n      snippet\n      post {\n        id\n        slug\n        title\n        tags\n        publishDate\n        readingMinutes\n      }\n    }\n  }\n}\n\nquery Tags {\n  tags {\n    slug\n    name\n    count\n  }\n}\n\nquery TagPage($slug: String!, $page: Int!, $perPage: Int!) {\n  tag(slug: $slug) {\n    slug\n    name\n    count\n  }\n  tagPosts(slug: $slug, page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      id\n      slug\n      title\n      shortDescription\n      tags\n      publishDate\n      readingMinutes\n    }\n  }\n}"): (typeof documents)["query BlogPage($page: Int!, $perPage: Int!) {\n  blogPage(page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      id\n      slug\n      title\n      shortDescription\n      tags\n      publishDate\n      viewCount\n      readingMinutes\n    }\n  }\n}\n\nfragment BlogPostFields on BlogPost {\n  id\n  slug\n  title\n  shortDescription\n  content\n  tags\n  publishDate\n  updatedAt\n  viewCount\n  readingMinutes\n  shareImage\n  previous {\n    id\n    slug\n    title\n  }\n  next {\n    id\n    slug\n    title\n  }\n  related {\n    id\n    slug\n    title\n    shortDescription\n    tags\n    publishDate\n    readingMinutes\n  }\n}\n\nquery BlogPost($id: ID!) {\n  blog(id: $id) {\n    ...BlogPostFields\n  }\n}\n\nquery BlogPreview($id: ID!) {\n  blog(id: $id, preview: true) {\n    ...BlogPostFields\n    status\n  }\n}\n\nmutation ViewBlog($id: ID!) {\n  viewBlog(id: $id) {\n    id\n    viewCount\n  }\n}\n\nquery SearchPosts($query: String!, $page: Int!, $perPage: Int!) {\n  searchPosts(query: $query, page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      highlightedTitle\n      snippet\n      post {\n        id\n        slug\n        title\n        tags\n        publishDate\n        readingMinutes\n      }\n    }\n  }\n}\n\nquery Tags {\n  tags {\n    slug\n    name\n    count\n  }\n}\n\nquery TagPage($slug: String!, $page: Int!, $perPage: Int!) {\n  tag(slug: $slug) {\n    slug\n    name\n    count\n  }\n  tagPosts(slug: $slug, page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      id\n      slug\n      title\n      shortDescription\n      tags\n      publishDate\n      readingMinutes\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input)\n}"): (typeof documents)["mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SettingsFields on Settings {\n  socialMedia {\n    platform\n    url\n    isActive\n  }\n  contactInfo {\n    email\n    location\n  }\n}\n\nquery Settings {\n  settings {\n    ...SettingsFields\n  }\n}"): (typeof documents)["fragment SettingsFields on Settings {\n  socialMedia {\n    platform\n    url\n    isActive\n  }\n  contactInfo {\n    email\n    location\n  }\n}\n\nquery Settings {\n  settings {\n    ...SettingsFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;