import { screen } from '@testing-library/react';
import {
  AdminProjectDocument,
  AdminProjectsDocument,
  type AdminProjectsQuery,
  type AdminProjectQuery,
} from '../../../gql/admin/graphql';
import { type Mock } from '../../../test/render';
import { adminPath } from '../paths';

/** What the project screens' suites share: projects, their mocks, the form's fields by their labels. */
export type Project = NonNullable<AdminProjectQuery['project']>;
export type ListItem = AdminProjectsQuery['projects']['items'][number];

export const UPDATED_AT = '2026-11-22T09:30:00.000Z';

export const project: Project = {
  id: 'j1',
  title: 'Portfolyo Sitesi',
  slug: 'portfolyo-sitesi',
  summary: 'Kendi sitem',
  content: '<p>Nasıl yaptım</p>',
  cover: '/uploads/kapak.jpg',
  technologies: ['React', 'Node.js'],
  links: { __typename: 'ProjectLinks', repo: 'https://github.com/ornek/site', demo: '' },
  startDate: '2024-05',
  endDate: null,
  featured: true,
  status: 'DRAFT',
  updatedAt: UPDATED_AT,
  pendingEdit: null,
  english: null,
} as Project;

export const projectMock = (value: Project | null, extra: Partial<Mock> = {}): Mock => ({
  request: { query: AdminProjectDocument, variables: { id: 'j1' } },
  result: { data: { project: value && { __typename: 'Project', ...value } } },
  ...extra,
});

export const item = (overrides: Partial<ListItem> & { id: string; title: string }): ListItem => ({
  slug: overrides.id,
  summary: '',
  cover: '',
  featured: false,
  status: 'PUBLISHED',
  english: null,
  order: 0,
  ...overrides,
});

export const listMock = (items: ListItem[], inMenu = false, extra: Partial<Mock> = {}): Mock => ({
  request: { query: AdminProjectsDocument },
  result: {
    data: {
      projects: {
        __typename: 'ProjectPage',
        items: items.map((entry) => ({ __typename: 'Project', ...entry })),
        total: items.length,
      },
      projectsInMenu: inMenu,
    },
  },
  ...extra,
});

export const NEW = { route: adminPath('projects', 'new'), path: adminPath('projects', 'new') };
export const EDIT = { route: adminPath('projects', 'edit', 'j1'), path: adminPath('projects', 'edit', ':id') };

export const field = {
  title: () => screen.getByLabelText('Başlık *'),
  slug: () => screen.getByLabelText('Bağlantı adresi'),
  summary: () => screen.getByLabelText('Özet'),
  technologies: () => screen.getByLabelText('Teknolojiler'),
  repo: () => screen.getByLabelText('Kaynak kod (https)'),
  demo: () => screen.getByLabelText('Canlı site (https)'),
  start: () => screen.getByLabelText('Başlangıç (ay)'),
  end: () => screen.getByLabelText('Bitiş (ay)'),
  featured: () => screen.getByLabelText('Öne çıkan proje'),
};
