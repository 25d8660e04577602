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
    "mutation UpdateAbout($input: AboutInput!) {\n  updateAbout(input: $input) {\n    ...AboutFields\n  }\n}\n\nmutation UploadCv($file: Upload) {\n  uploadCv(file: $file) {\n    ...AboutFields\n  }\n}\n\nmutation DeleteCv {\n  deleteCv {\n    ...AboutFields\n  }\n}": typeof types.UpdateAboutDocument,
    "query DashboardStats {\n  dashboardStats {\n    blogCount\n    messageCount\n    draftCount\n    scheduledCount\n  }\n}": typeof types.DashboardStatsDocument,
    "fragment AdminBlogFields on BlogPost {\n  id\n  title\n  slug\n  shortDescription\n  content\n  tags\n  publishDate\n  status\n}\n\nquery AdminBlogs {\n  blogs(includeUnpublished: true) {\n    id\n    slug\n    title\n    shortDescription\n    tags\n    publishDate\n    status\n  }\n}\n\nquery AdminBlog($id: ID!) {\n  blog(id: $id, preview: true) {\n    ...AdminBlogFields\n  }\n}\n\nmutation AdminCreateBlog($input: BlogInput!) {\n  createBlog(input: $input) {\n    ...AdminBlogFields\n  }\n}\n\nmutation AdminUpdateBlog($id: ID!, $input: BlogInput!) {\n  updateBlog(id: $id, input: $input) {\n    ...AdminBlogFields\n  }\n}\n\nmutation AdminDeleteBlog($id: ID!) {\n  deleteBlog(id: $id)\n}": typeof types.AdminBlogFieldsFragmentDoc,
    "mutation UpdateContactInfo($input: ContactInfoInput!) {\n  updateContactInfo(input: $input) {\n    ...SettingsFields\n  }\n}": typeof types.UpdateContactInfoDocument,
    "mutation EditorUploadImage($file: Upload!) {\n  uploadImage(file: $file)\n}": typeof types.EditorUploadImageDocument,
    "query ContactMessages {\n  contactMessages {\n    id\n    name\n    email\n    message\n    createdAt\n    readAt\n  }\n}\n\nmutation DeleteContactMessage($id: ID!) {\n  deleteContactMessage(id: $id)\n}\n\nmutation MarkContactMessageRead($id: ID!, $read: Boolean!) {\n  markContactMessageRead(id: $id, read: $read) {\n    id\n    readAt\n  }\n}": typeof types.ContactMessagesDocument,
    "mutation SetupTwoFactor {\n  setupTwoFactor {\n    secret\n    otpauthUrl\n    qrCode\n  }\n}\n\nmutation EnableTwoFactor($code: String!) {\n  enableTwoFactor(code: $code) {\n    recoveryCodes\n    user {\n      id\n      twoFactorEnabled\n    }\n  }\n}\n\nmutation DisableTwoFactor($code: String!) {\n  disableTwoFactor(code: $code) {\n    id\n    twoFactorEnabled\n  }\n}": typeof types.SetupTwoFactorDocument,
    "mutation UpdateSocialMedia($socialMedia: [SocialMediaInput!]!) {\n  updateSocialMedia(socialMedia: $socialMedia) {\n    ...SettingsFields\n  }\n}": typeof types.UpdateSocialMediaDocument,
    "fragment SessionUser on User {\n  id\n  email\n  username\n  role\n  twoFactorEnabled\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($email: String!, $password: String!, $code: String) {\n  login(email: $email, password: $password, code: $code) {\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}": typeof types.SessionUserFragmentDoc,
    "query BlogPage($page: Int!, $perPage: Int!) {\n  blogPage(page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      id\n      slug\n      title\n      shortDescription\n      tags\n      publishDate\n      viewCount\n      readingMinutes\n    }\n  }\n}\n\nfragment BlogPostFields on BlogPost {\n  id\n  slug\n  title\n  shortDescription\n  content\n  tags\n  publishDate\n  updatedAt\n  viewCount\n  readingMinutes\n  shareImage\n  previous {\n    id\n    slug\n    title\n  }\n  next {\n    id\n    slug\n    title\n  }\n  related {\n    id\n    slug\n    title\n    shortDescription\n    tags\n    publishDate\n    readingMinutes\n  }\n}\n\nquery BlogPost($id: ID!) {\n  blog(id: $id) {\n    ...BlogPostFields\n  }\n}\n\nquery BlogPreview($id: ID!) {\n  blog(id: $id, preview: true) {\n    ...BlogPostFields\n    status\n  }\n}\n\nmutation ViewBlog($id: ID!) {\n  viewBlog(id: $id) {\n    id\n    viewCount\n  }\n}\n\nquery Tags {\n  tags {\n    slug\n    name\n    count\n  }\n}\n\nquery TagPage($slug: String!, $page: Int!, $perPage: Int!) {\n  tag(slug: $slug) {\n    slug\n    name\n    count\n  }\n  tagPosts(slug: $slug, page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      id\n      slug\n      title\n      shortDescription\n      tags\n      publishDate\n      readingMinutes\n    }\n  }\n}": typeof types.BlogPageDocument,
    "mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input)\n}": typeof types.SendContactMessageDocument,
    "fragment SettingsFields on Settings {\n  socialMedia {\n    platform\n    url\n    isActive\n  }\n  contactInfo {\n    email\n    location\n  }\n}\n\nquery Settings {\n  settings {\n    ...SettingsFields\n  }\n}": typeof types.SettingsFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment AboutFields on About {\n  name\n  title\n  description\n  cvFile\n  experiences {\n    title\n    company\n    period\n    description\n  }\n  technologies\n}\n\nquery About {\n  about {\n    ...AboutFields\n  }\n}": types.AboutFieldsFragmentDoc,
    "mutation UpdateAbout($input: AboutInput!) {\n  updateAbout(input: $input) {\n    ...AboutFields\n  }\n}\n\nmutation UploadCv($file: Upload) {\n  uploadCv(file: $file) {\n    ...AboutFields\n  }\n}\n\nmutation DeleteCv {\n  deleteCv {\n    ...AboutFields\n  }\n}": types.UpdateAboutDocument,
    "query DashboardStats {\n  dashboardStats {\n    blogCount\n    messageCount\n    draftCount\n    scheduledCount\n  }\n}": types.DashboardStatsDocument,
    "fragment AdminBlogFields on BlogPost {\n  id\n  title\n  slug\n  shortDescription\n  content\n  tags\n  publishDate\n  status\n}\n\nquery AdminBlogs {\n  blogs(includeUnpublished: true) {\n    id\n    slug\n    title\n    shortDescription\n    tags\n    publishDate\n    status\n  }\n}\n\nquery AdminBlog($id: ID!) {\n  blog(id: $id, preview: true) {\n    ...AdminBlogFields\n  }\n}\n\nmutation AdminCreateBlog($input: BlogInput!) {\n  createBlog(input: $input) {\n    ...AdminBlogFields\n  }\n}\n\nmutation AdminUpdateBlog($id: ID!, $input: BlogInput!) {\n  updateBlog(id: $id, input: $input) {\n    ...AdminBlogFields\n  }\n}\n\nmutation AdminDeleteBlog($id: ID!) {\n  deleteBlog(id: $id)\n}": types.AdminBlogFieldsFragmentDoc,
    "mutation UpdateContactInfo($input: ContactInfoInput!) {\n  updateContactInfo(input: $input) {\n    ...SettingsFields\n  }\n}": types.UpdateContactInfoDocument,
    "mutation EditorUploadImage($file: Upload!) {\n  uploadImage(file: $file)\n}": types.EditorUploadImageDocument,
    "query ContactMessages {\n  contactMessages {\n    id\n    name\n    email\n    message\n    createdAt\n    readAt\n  }\n}\n\nmutation DeleteContactMessage($id: ID!) {\n  deleteContactMessage(id: $id)\n}\n\nmutation MarkContactMessageRead($id: ID!, $read: Boolean!) {\n  markContactMessageRead(id: $id, read: $read) {\n    id\n    readAt\n  }\n}": types.ContactMessagesDocument,
    "mutation SetupTwoFactor {\n  setupTwoFactor {\n    secret\n    otpauthUrl\n    qrCode\n  }\n}\n\nmutation EnableTwoFactor($code: String!) {\n  enableTwoFactor(code: $code) {\n    recoveryCodes\n    user {\n      id\n      twoFactorEnabled\n    }\n  }\n}\n\nmutation DisableTwoFactor($code: String!) {\n  disableTwoFactor(code: $code) {\n    id\n    twoFactorEnabled\n  }\n}": types.SetupTwoFactorDocument,
    "mutation UpdateSocialMedia($socialMedia: [SocialMediaInput!]!) {\n  updateSocialMedia(socialMedia: $socialMedia) {\n    ...SettingsFields\n  }\n}": types.UpdateSocialMediaDocument,
    "fragment SessionUser on User {\n  id\n  email\n  username\n  role\n  twoFactorEnabled\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($email: String!, $password: String!, $code: String) {\n  login(email: $email, password: $password, code: $code) {\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}": types.SessionUserFragmentDoc,
    "query BlogPage($page: Int!, $perPage: Int!) {\n  blogPage(page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      id\n      slug\n      title\n      shortDescription\n      tags\n      publishDate\n      viewCount\n      readingMinutes\n    }\n  }\n}\n\nfragment BlogPostFields on BlogPost {\n  id\n  slug\n  title\n  shortDescription\n  content\n  tags\n  publishDate\n  updatedAt\n  viewCount\n  readingMinutes\n  shareImage\n  previous {\n    id\n    slug\n    title\n  }\n  next {\n    id\n    slug\n    title\n  }\n  related {\n    id\n    slug\n    title\n    shortDescription\n    tags\n    publishDate\n    readingMinutes\n  }\n}\n\nquery BlogPost($id: ID!) {\n  blog(id: $id) {\n    ...BlogPostFields\n  }\n}\n\nquery BlogPreview($id: ID!) {\n  blog(id: $id, preview: true) {\n    ...BlogPostFields\n    status\n  }\n}\n\nmutation ViewBlog($id: ID!) {\n  viewBlog(id: $id) {\n    id\n    viewCount\n  }\n}\n\nquery Tags {\n  tags {\n    slug\n    name\n    count\n  }\n}\n\nquery TagPage($slug: String!, $page: Int!, $perPage: Int!) {\n  tag(slug: $slug) {\n    slug\n    name\n    count\n  }\n  tagPosts(slug: $slug, page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      id\n      slug\n      title\n      shortDescription\n      tags\n      publishDate\n      readingMinutes\n    }\n  }\n}": types.BlogPageDocument,
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
export function graphql(source: "mutation UpdateAbout($input: AboutInput!) {\n  updateAbout(input: $input) {\n    ...AboutFields\n  }\n}\n\nmutation UploadCv($file: Upload) {\n  uploadCv(file: $file) {\n    ...AboutFields\n  }\n}\n\nmutation DeleteCv {\n  deleteCv {\n    ...AboutFields\n  }\n}"): (typeof documents)["mutation UpdateAbout($input: AboutInput!) {\n  updateAbout(input: $input) {\n    ...AboutFields\n  }\n}\n\nmutation UploadCv($file: Upload) {\n  uploadCv(file: $file) {\n    ...AboutFields\n  }\n}\n\nmutation DeleteCv {\n  deleteCv {\n    ...AboutFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardStats {\n  dashboardStats {\n    blogCount\n    messageCount\n    draftCount\n    scheduledCount\n  }\n}"): (typeof documents)["query DashboardStats {\n  dashboardStats {\n    blogCount\n    messageCount\n    draftCount\n    scheduledCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminBlogFields on BlogPost {\n  id\n  title\n  slug\n  shortDescription\n  content\n  tags\n  publishDate\n  status\n}\n\nquery AdminBlogs {\n  blogs(includeUnpublished: true) {\n    id\n    slug\n    title\n    shortDescription\n    tags\n    publishDate\n    status\n  }\n}\n\nquery AdminBlog($id: ID!) {\n  blog(id: $id, preview: true) {\n    ...AdminBlogFields\n  }\n}\n\nmutation AdminCreateBlog($input: BlogInput!) {\n  createBlog(input: $input) {\n    ...AdminBlogFields\n  }\n}\n\nmutation AdminUpdateBlog($id: ID!, $input: BlogInput!) {\n  updateBlog(id: $id, input: $input) {\n    ...AdminBlogFields\n  }\n}\n\nmutation AdminDeleteBlog($id: ID!) {\n  deleteBlog(id: $id)\n}"): (typeof documents)["fragment AdminBlogFields on BlogPost {\n  id\n  title\n  slug\n  shortDescription\n  content\n  tags\n  publishDate\n  status\n}\n\nquery AdminBlogs {\n  blogs(includeUnpublished: true) {\n    id\n    slug\n    title\n    shortDescription\n    tags\n    publishDate\n    status\n  }\n}\n\nquery AdminBlog($id: ID!) {\n  blog(id: $id, preview: true) {\n    ...AdminBlogFields\n  }\n}\n\nmutation AdminCreateBlog($input: BlogInput!) {\n  createBlog(input: $input) {\n    ...AdminBlogFields\n  }\n}\n\nmutation AdminUpdateBlog($id: ID!, $input: BlogInput!) {\n  updateBlog(id: $id, input: $input) {\n    ...AdminBlogFields\n  }\n}\n\nmutation AdminDeleteBlog($id: ID!) {\n  deleteBlog(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateContactInfo($input: ContactInfoInput!) {\n  updateContactInfo(input: $input) {\n    ...SettingsFields\n  }\n}"): (typeof documents)["mutation UpdateContactInfo($input: ContactInfoInput!) {\n  updateContactInfo(input: $input) {\n    ...SettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EditorUploadImage($file: Upload!) {\n  uploadImage(file: $file)\n}"): (typeof documents)["mutation EditorUploadImage($file: Upload!) {\n  uploadImage(file: $file)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactMessages {\n  contactMessages {\n    id\n    name\n    email\n    message\n    createdAt\n    readAt\n  }\n}\n\nmutation DeleteContactMessage($id: ID!) {\n  deleteContactMessage(id: $id)\n}\n\nmutation MarkContactMessageRead($id: ID!, $read: Boolean!) {\n  markContactMessageRead(id: $id, read: $read) {\n    id\n    readAt\n  }\n}"): (typeof documents)["query ContactMessages {\n  contactMessages {\n    id\n    name\n    email\n    message\n    createdAt\n    readAt\n  }\n}\n\nmutation DeleteContactMessage($id: ID!) {\n  deleteContactMessage(id: $id)\n}\n\nmutation MarkContactMessageRead($id: ID!, $read: Boolean!) {\n  markContactMessageRead(id: $id, read: $read) {\n    id\n    readAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetupTwoFactor {\n  setupTwoFactor {\n    secret\n    otpauthUrl\n    qrCode\n  }\n}\n\nmutation EnableTwoFactor($code: String!) {\n  enableTwoFactor(code: $code) {\n    recoveryCodes\n    user {\n      id\n      twoFactorEnabled\n    }\n  }\n}\n\nmutation DisableTwoFactor($code: String!) {\n  disableTwoFactor(code: $code) {\n    id\n    twoFactorEnabled\n  }\n}"): (typeof documents)["mutation SetupTwoFactor {\n  setupTwoFactor {\n    secret\n    otpauthUrl\n    qrCode\n  }\n}\n\nmutation EnableTwoFactor($code: String!) {\n  enableTwoFactor(code: $code) {\n    recoveryCodes\n    user {\n      id\n      twoFactorEnabled\n    }\n  }\n}\n\nmutation DisableTwoFactor($code: String!) {\n  disableTwoFactor(code: $code) {\n    id\n    twoFactorEnabled\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateSocialMedia($socialMedia: [SocialMediaInput!]!) {\n  updateSocialMedia(socialMedia: $socialMedia) {\n    ...SettingsFields\n  }\n}"): (typeof documents)["mutation UpdateSocialMedia($socialMedia: [SocialMediaInput!]!) {\n  updateSocialMedia(socialMedia: $socialMedia) {\n    ...SettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  email\n  username\n  role\n  twoFactorEnabled\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($email: String!, $password: String!, $code: String) {\n  login(email: $email, password: $password, code: $code) {\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  email\n  username\n  role\n  twoFactorEnabled\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($email: String!, $password: String!, $code: String) {\n  login(email: $email, password: $password, code: $code) {\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BlogPage($page: Int!, $perPage: Int!) {\n  blogPage(page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      id\n      slug\n      title\n      shortDescription\n      tags\n      publishDate\n      viewCount\n      readingMinutes\n    }\n  }\n}\n\nfragment BlogPostFields on BlogPost {\n  id\n  slug\n  title\n  shortDescription\n  content\n  tags\n  publishDate\n  updatedAt\n  viewCount\n  readingMinutes\n  shareImage\n  previous {\n    id\n    slug\n    title\n  }\n  next {\n    id\n    slug\n    title\n  }\n  related {\n    id\n    slug\n    title\n    shortDescription\n    tags\n    publishDate\n    readingMinutes\n  }\n}\n\nquery BlogPost($id: ID!) {\n  blog(id: $id) {\n    ...BlogPostFields\n  }\n}\n\nquery BlogPreview($id: ID!) {\n  blog(id: $id, preview: true) {\n    ...BlogPostFields\n    status\n  }\n}\n\nmutation ViewBlog($id: ID!) {\n  viewBlog(id: $id) {\n    id\n    viewCount\n  }\n}\n\nquery Tags {\n  tags {\n    slug\n    name\n    count\n  }\n}\n\nquery TagPage($slug: String!, $page: Int!, $perPage: Int!) {\n  tag(slug: $slug) {\n    slug\n    name\n    count\n  }\n  tagPosts(slug: $slug, page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      id\n      slug\n      title\n      shortDescription\n      tags\n      publishDate\n      readingMinutes\n    }\n  }\n}"): (typeof documents)["query BlogPage($page: Int!, $perPage: Int!) {\n  blogPage(page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      id\n      slug\n      title\n      shortDescription\n      tags\n      publishDate\n      viewCount\n      readingMinutes\n    }\n  }\n}\n\nfragment BlogPostFields on BlogPost {\n  id\n  slug\n  title\n  shortDescription\n  content\n  tags\n  publishDate\n  updatedAt\n  viewCount\n  readingMinutes\n  shareImage\n  previous {\n    id\n    slug\n    title\n  }\n  next {\n    id\n    slug\n    title\n  }\n  related {\n    id\n    slug\n    title\n    shortDescription\n    tags\n    publishDate\n    readingMinutes\n  }\n}\n\nquery BlogPost($id: ID!) {\n  blog(id: $id) {\n    ...BlogPostFields\n  }\n}\n\nquery BlogPreview($id: ID!) {\n  blog(id: $id, preview: true) {\n    ...BlogPostFields\n    status\n  }\n}\n\nmutation ViewBlog($id: ID!) {\n  viewBlog(id: $id) {\n    id\n    viewCount\n  }\n}\n\nquery Tags {\n  tags {\n    slug\n    name\n    count\n  }\n}\n\nquery TagPage($slug: String!, $page: Int!, $perPage: Int!) {\n  tag(slug: $slug) {\n    slug\n    name\n    count\n  }\n  tagPosts(slug: $slug, page: $page, perPage: $perPage) {\n    page\n    perPage\n    total\n    pages\n    items {\n      id\n      slug\n      title\n      shortDescription\n      tags\n      publishDate\n      readingMinutes\n    }\n  }\n}"];
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