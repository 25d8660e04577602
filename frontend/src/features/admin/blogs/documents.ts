import {
  AdminBlogsDocument,
  AdminBlogDocument,
  AdminCreateBlogDocument,
  AdminUpdateBlogDocument,
  AdminDeleteBlogDocument,
} from '../../../gql/graphql';

/** The admin list: every post, newest first, without content. */
export const AdminBlogsQuery = AdminBlogsDocument;

/** One post to edit; `blog` does not count a view (unlike the public `viewBlog`). */
export const AdminBlogQuery = AdminBlogDocument;

export const CreateBlogMutation = AdminCreateBlogDocument;

export const UpdateBlogMutation = AdminUpdateBlogDocument;

export const DeleteBlogMutation = AdminDeleteBlogDocument;
