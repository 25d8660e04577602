import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorBox, Spinner } from '../../../components/States';
import { AdminBlogDocument } from '../../../gql/admin/graphql';
import { BlogForm, BlogFormLayout } from './BlogForm';
import { LOAD_ERROR, NOT_FOUND } from './blogFormTexts';
import { LIST } from './useBlogForm';
import './blog-form.css';

/**
 * docs/product/admin.md#blog-form: new at /blogs/new, edit at /blogs/edit/:id (the post read with
 * `blog`, no view counted). A new post that autosave stored moves to its edit address and keeps its
 * form.
 */
export default function BlogFormPage() {
  const { id } = useParams();
  const [created, setCreated] = useState<string | null>(null);
  if (!id || id === created) return <BlogForm key="form" onCreated={setCreated} />;
  return <EditBlog key={id} id={id} />;
}

function EditBlog({ id }: { id: string }) {
  const { data, loading, error } = useQuery(AdminBlogDocument, { variables: { id }, fetchPolicy: 'network-only' });
  if (loading) {
    return (
      <BlogFormLayout heading="Blog Düzenle">
        <Spinner />
      </BlogFormLayout>
    );
  }
  if (error || !data?.blog) {
    return (
      <BlogFormLayout heading="Blog Düzenle">
        <ErrorBox message={error ? LOAD_ERROR : NOT_FOUND} />
        <div className="form-actions">
          <Link to={LIST} className="button">
            Blog listesine dön
          </Link>
        </div>
      </BlogFormLayout>
    );
  }
  return <BlogForm post={data.blog} />;
}
