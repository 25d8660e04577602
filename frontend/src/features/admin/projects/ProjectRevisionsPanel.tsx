import { useQuery } from '@apollo/client/react';
import { splitList } from '@portfolio/content-rules';
import { AdminProjectRevisionDocument, AdminProjectRevisionsDocument } from '../../../gql/admin/graphql';
import { loaded, RevisionHistory, type ComparedField } from '../revisions/RevisionHistory';
import type { ProjectFormFields } from './projectFields';
import type { Revision } from './useProjectForm';

const FIELDS: readonly ComparedField[] = [
  { key: 'title', label: 'Başlık', kind: 'text' },
  { key: 'summary', label: 'Özet', kind: 'text' },
  { key: 'technologies', label: 'Teknolojiler', kind: 'list' },
  { key: 'cover', label: 'Kapak görseli', kind: 'text' },
  { key: 'content', label: 'İçerik', kind: 'html' },
  // Issue 50: a version holds the English version beside the Turkish texts.
  { key: 'enTitle', label: 'İngilizce başlık', kind: 'text' },
  { key: 'enSummary', label: 'İngilizce özet', kind: 'text' },
  { key: 'enContent', label: 'İngilizce içerik', kind: 'html' },
];

/** A version with its English texts by the form's keys ('' for none), to compare with the form. */
const withEnglish = (revision: Revision) => ({
  ...revision,
  enTitle: revision.english?.title ?? '',
  enSummary: revision.english?.summary ?? '',
  enContent: revision.english?.content ?? '',
});

/** A project's saved versions (the blog's RevisionHistory with the project's queries and fields). */
export function ProjectRevisionsPanel({
  projectId,
  current,
  onRestore,
  onClose,
}: {
  projectId: string;
  current: ProjectFormFields;
  onRestore: (revision: Revision) => void;
  onClose: () => void;
}) {
  const list = useQuery(AdminProjectRevisionsDocument, { variables: { id: projectId }, fetchPolicy: 'network-only' });
  const useRevision = (id: string) => {
    const one = useQuery(AdminProjectRevisionDocument, { variables: { projectId, id } });
    const revision = one.data?.projectRevision;
    return loaded(revision ? withEnglish(revision) : undefined, one);
  };
  return (
    <RevisionHistory
      list={loaded(list.data?.project?.revisions, list)}
      useRevision={useRevision}
      fields={FIELDS}
      current={{ ...current, technologies: splitList(current.technologies) }}
      onRestore={onRestore}
      onClose={onClose}
    />
  );
}
