import { useQuery } from '@apollo/client/react';
import { SettingsDocument } from '../../gql/graphql';

/** Social links and contact details; the public site shows only active links with a URL. */
export function useSettings() {
  const { data, loading, error } = useQuery(SettingsDocument);
  const settings = data?.settings;
  return {
    loading,
    error,
    socialLinks: settings?.socialMedia.filter((link) => link.isActive && link.url) ?? [],
    contactInfo: settings?.contactInfo ?? { email: '', location: '' },
  };
}
