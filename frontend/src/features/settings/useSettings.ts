import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const SettingsQuery = graphql(`
  query Settings {
    settings {
      socialMedia {
        platform
        url
        isActive
      }
      contactInfo {
        email
        location
      }
    }
  }
`);

/** Social links and contact details; the public site shows only active links with a URL. */
export function useSettings() {
  const { data, loading, error } = useQuery(SettingsQuery);
  const settings = data?.settings;
  return {
    loading,
    error,
    socialLinks: settings?.socialMedia.filter((link) => link.isActive && link.url) ?? [],
    contactInfo: settings?.contactInfo ?? { email: '', location: '' },
  };
}
