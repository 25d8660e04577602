import { useQuery } from '@apollo/client/react';
import { splitList } from '@portfolio/content-rules';
import {
  AdminBlogRevisionDocument,
  AdminBlogRevisionsDocument,
  type AdminBlogRevisionQuery,
} from '../../../gql/admin/graphql';
import { loaded, RevisionHistory, type ComparedField } from '../revisions/RevisionHistory';

export {
  compareContent,
  KIND_LABELS,
  NO_REVISIONS,
  RESTORE,
  REVISION_LOAD_ERROR,
  REVISIONS_LOAD_ERROR,
} from '../revisions/RevisionHistory';

type Revision = NonNullable<AdminBlogRevisionQuery['blogRevision']>;

const FIELDS: readonly ComparedField[] = [
  { key: 'title', label: 'Başlık', kind: 'text' },
  { key: 'shortDescription', label: 'Kısa Açıklama', kind: 'text' },
  { key: 'tags', label: 'Etiketler', kind: 'list' },
  { key: 'content', label: 'İçerik', kind: 'html' },
];

/** Issue 23: a post's saved versions (RevisionHistory with the blog's queries and fields). */
export function RevisionsPanel({
  postId,
  current,
  onRestore,
  onClose,
}: {
  postId: string;
  /** The form as it stands now. */
  current: { title: string; shortDescription: string; content: string; tags: string };
  onRestore: (revision: Revision) => void;
  onClose: () => void;
}) {
  const list = useQuery(AdminBlogRevisionsDocument, { variables: { id: postId }, fetchPolicy: 'network-only' });
  const useRevision = (id: string) => {
    const one = useQuery(AdminBlogRevisionDocument, { variables: { postId, id } });
    return loaded(one.data?.blogRevision ?? undefined, one);
  };
  return (
    <RevisionHistory
      list={loaded(list.data?.blog?.revisions, list)}
      useRevision={useRevision}
      fields={FIELDS}
      current={{ ...current, tags: splitList(current.tags) }}
      onRestore={onRestore}
      onClose={onClose}
    />
  );
}
