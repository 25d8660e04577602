import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorBox, Spinner } from '../../../components/States';
import { AdminProjectDocument } from '../../../gql/admin/graphql';
import '../blogs/blog-form.css';
import { ProjectForm, ProjectFormLayout } from './ProjectForm';
import { EDIT_HEADING, LOAD_ERROR, NOT_FOUND } from './projectTexts';
import { LIST } from './useProjectForm';
import './projects.css';

/**
 * Issue 46: new at /projects/new, edit at /projects/edit/:id (the project read with
 * `project(preview: true)`, drafts too). A new project that autosave stored moves to its edit
 * address and keeps its form.
 */
export default function ProjectFormPage() {
  const { id } = useParams();
  const [created, setCreated] = useState<string | null>(null);
  if (!id || id === created) return <ProjectForm key="form" onCreated={setCreated} />;
  return <EditProject key={id} id={id} />;
}

function EditProject({ id }: { id: string }) {
  const { data, loading, error } = useQuery(AdminProjectDocument, { variables: { id }, fetchPolicy: 'network-only' });
  if (loading) {
    return (
      <ProjectFormLayout heading={EDIT_HEADING}>
        <Spinner />
      </ProjectFormLayout>
    );
  }
  if (error || !data?.project) {
    return (
      <ProjectFormLayout heading={EDIT_HEADING}>
        <ErrorBox message={error ? LOAD_ERROR : NOT_FOUND} />
        <div className="form-actions">
          <Link to={LIST} className="button">
            Proje listesine dön
          </Link>
        </div>
      </ProjectFormLayout>
    );
  }
  return <ProjectForm project={data.project} />;
}
