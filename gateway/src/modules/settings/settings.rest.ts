import { route } from '../../core/rest-route';

const SETTINGS = 'socialMedia { platform url isActive } contactInfo { email location }';

const replaceSocialMedia = (path: string) =>
  route({
    method: 'put',
    path,
    summary: 'Replace every social link; entries with an empty URL are dropped',
    access: 'admin',
    operation: `mutation ($socialMedia: [SocialMediaInput!]!) { updateSocialMedia(socialMedia: $socialMedia) { ${SETTINGS} } }`,
    variables: { socialMedia: 'body.socialMedia' },
    result: 'updateSocialMedia',
  });

export const settingsRoutes = [
  route({
    method: 'get',
    path: '/api/settings',
    summary: 'Social links and contact details',
    access: 'public',
    operation: `query { settings { ${SETTINGS} } }`,
    result: 'settings',
  }),
  replaceSocialMedia('/api/settings/social-media'),
  replaceSocialMedia('/api/social-media'),
  route({
    method: 'put',
    path: '/api/settings/contact-info',
    summary: 'Set the contact email and location',
    access: 'admin',
    operation: `mutation ($input: ContactInfoInput!) { updateContactInfo(input: $input) { ${SETTINGS} } }`,
    variables: { input: 'body' },
    result: 'updateContactInfo',
  }),
];
