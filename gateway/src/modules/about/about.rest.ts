import { route } from '../../core/rest-route';

const ABOUT = 'name title description cvFile experiences { title company period description } technologies';

export const aboutRoutes = [
  route({
    method: 'get',
    path: '/api/about',
    summary: 'The About page (null before the owner first saves it or uploads a CV)',
    access: 'public',
    operation: `query { about { ${ABOUT} } }`,
    result: 'about',
  }),
  route({
    method: 'put',
    path: '/api/about',
    summary: 'Replace the About page (the CV stays)',
    access: 'admin',
    operation: `mutation ($input: AboutInput!) { updateAbout(input: $input) { ${ABOUT} } }`,
    variables: { input: 'body' },
    result: 'updateAbout',
  }),
  route({
    method: 'post',
    path: '/api/about/cv',
    summary: 'Upload the CV: multipart/form-data, a PDF of at most 5 MiB in the field `cv`',
    access: 'admin',
    operation: `mutation ($file: Upload) { uploadCv(file: $file) { ${ABOUT} } }`,
    variables: { file: 'file:cv' },
    result: 'uploadCv',
    status: 201,
  }),
  route({
    method: 'delete',
    path: '/api/about/cv',
    summary: 'Delete the CV',
    access: 'admin',
    operation: `mutation { deleteCv { ${ABOUT} } }`,
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
