import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ErrorBox, Spinner } from '../../components/States';
import { SettingsDocument, type SettingsQuery as SettingsData } from '../../gql/admin/graphql';
import { errorText } from '../../lib/errors';

/**
 * A screen that edits the site settings (social media, contact info): the settings are loaded
 * afresh, then handed to the screen's form; a failed load shows `loadError` or the server's text.
 */
export function SettingsScreen({
  title,
  loadError,
  children,
}: {
  title: string;
  loadError: string;
  children: (settings: SettingsData['settings']) => ReactNode;
}) {
  const { data, loading, error } = useQuery(SettingsDocument, { fetchPolicy: 'network-only' });
  return (
    <div className="admin-page admin-form-page">
      <h1>{title}</h1>
      {loading ? (
        <Spinner />
      ) : error || !data ? (
        <ErrorBox message={errorText(error, loadError)} />
      ) : (
        children(data.settings)
      )}
    </div>
  );
}
