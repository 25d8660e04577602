import { screen } from '@testing-library/react';
import {
  AdminAboutDocument,
  DeleteCvDocument,
  UpdateAboutDocument,
  UploadCvDocument,
  type AdminAboutFieldsFragment,
} from '../../../gql/admin/graphql';
import { about as publicAbout, type Mock, type RecordedOperation } from '../../../test/render';

/** The About page as its editor reads it: the public fields and the English texts (issue 50). */
export type About = AdminAboutFieldsFragment;

/** What the about editor's suites share: the page, the mocks of its calls, and its controls. */
export const about = (overrides: Partial<About> = {}): About => {
  const page = publicAbout();
  return {
    ...page,
    english: null,
    experiences: page.experiences.map((experience) => ({ ...experience, english: null })),
    ...overrides,
  };
};

export const experiences: About['experiences'] = [
  {
    title: 'Kıdemli Geliştirici',
    company: 'Acme A.Ş.',
    period: '2022 - Devam ediyor',
    description: 'Web uygulamaları',
    english: null,
  },
  { title: 'Geliştirici', company: 'Beta Ltd.', period: '2019 - 2022', description: 'API tasarımı', english: null },
  { title: 'Stajyer', company: 'Gama', period: '2018', description: 'İlk adımlar', english: null },
];
export const saved = about({ experiences });

export const typed = (data: About) => ({
  __typename: 'About',
  ...data,
  english: data.english && { __typename: 'AboutTranslation', ...data.english },
  experiences: data.experiences.map((experience) => ({
    __typename: 'Experience',
    ...experience,
    english: experience.english && { __typename: 'ExperienceTranslation', ...experience.english },
  })),
});

/** The editor's query answered with `data` (null: a page never saved). */
export const aboutMock = (data: About | null, extra: Partial<Mock> = {}): Mock => ({
  request: { query: AdminAboutDocument },
  result: { data: { about: data && typed(data) } },
  ...extra,
});

export type AboutInput = Omit<About, 'cvFile'>;
export const inputOf = ({ cvFile: _cvFile, ...rest }: About): AboutInput => rest;

export const updateMock = (input: AboutInput, answer: About, extra: Partial<Mock> = {}): Mock => ({
  request: { query: UpdateAboutDocument, variables: { input } },
  result: { data: { updateAbout: typed(answer) } },
  ...extra,
});
export const uploadMock = (file: File, answer: About, extra: Partial<Mock> = {}): Mock => ({
  request: { query: UploadCvDocument, variables: { file } },
  result: { data: { uploadCv: typed(answer) } },
  ...extra,
});
export const deleteCvMock = (answer: About, extra: Partial<Mock> = {}): Mock => ({
  request: { query: DeleteCvDocument },
  result: { data: { deleteCv: typed(answer) } },
  ...extra,
});

export const pdf = (name = 'yeni-cv.pdf', size?: number) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

export const positions = () => screen.getAllByLabelText<HTMLInputElement>('Pozisyon *').map((input) => input.value);
export const named = (operations: RecordedOperation[], name: string) => operations.filter((item) => item.name === name);
export const saveButton = () => screen.getByRole('button', { name: 'Kaydet' });
export const cvSection = () => screen.getByRole('region', { name: 'CV Yönetimi' });
export const toasts = () => document.querySelector('.toasts') as HTMLElement;
