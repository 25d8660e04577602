import { LANG_QUERY } from '../../core/locale';
import { route } from '../../core/rest-route';

/** The page; the admin's rows (`withEnglish`) with its English version and its experiences'. */
const page = (withEnglish: boolean) => {
  const english = (fields: string) => (withEnglish ? `english { ${fields} }` : '');
  return `name title description cvFile experiences { title company period description ${english('title period description')} } technologies locale ${english('name title description')}`;
};
const ABOUT = page(false);
const EDITED = page(true);

export const aboutRoutes = [
  route({
    method: 'get',
    path: '/api/about',
    summary: 'The About page (null before the owner first saves it or uploads a CV)',
    description:
      '`lang=en` answers in English: null until the page has an English version, and only the experiences with English texts (`lang` is `tr` or `en`, else 400).',
    access: 'public',
    operation: `query ($locale: Locale) { about(locale: $locale) { ${ABOUT} } }`,
    variables: { locale: 'query.lang' },
    queryValues: LANG_QUERY,
    result: 'about',
  }),
  route({
    method: 'put',
    path: '/api/about',
    summary: 'Replace the About page (the CV stays)',
    description:
      'The body is an AboutInput: name, title, description, experiences [{title, company, period, description, english {title, period, description}}], technologies, and `english` {name, title, description}: the English version, absent kept, null removed. An experience without `english` keeps the English texts of a stored one with the same Turkish texts.',
    access: 'admin',
    operation: `mutation ($input: AboutInput!) { updateAbout(input: $input) { ${EDITED} } }`,
    variables: { input: 'body' },
    result: 'updateAbout',
  }),
  route({
    method: 'post',
    path: '/api/about/cv',
    summary: 'Upload the CV: multipart/form-data, a PDF of at most 5 MiB in the field `cv`',
    access: 'admin',
    operation: `mutation ($file: Upload) { uploadCv(file: $file) { ${EDITED} } }`,
    variables: { file: 'file:cv' },
    result: 'uploadCv',
    status: 201,
  }),
  route({
    method: 'delete',
    path: '/api/about/cv',
    summary: 'Delete the CV',
    access: 'admin',
    operation: `mutation { deleteCv { ${EDITED} } }`,
    result: 'deleteCv',
  }),
  route({
    method: 'get',
    path: '/api/about/cv/download',
    summary: 'The CV as a PDF attachment',
    access: 'public',
    operation: 'query { about { cv { name downloadName } } }',
    result: 'about.cv',
    notFound: 'CV dosyası bulunamadı',
    download: true,
  }),
];
