import type { Auth, Case, Multipart, Part } from './case';
import { field, PDF } from './multipart-cases';
import { Obj, type J } from './values';

/**
 * The most dangerous multipart shapes (dangerous.ts sends them first): prototype pollution
 * through the upload map, truncated forms on both doors, control characters in a part's headers,
 * refused uploads whose body nobody reads.
 */

export const PREFLIGHT = { 'apollo-require-preflight': 'true' };
const cvPart: Part = {
  headers: ['Content-Disposition: form-data; name="cv"; filename="cv.pdf"', 'Content-Type: application/pdf'],
  content: PDF,
};
const filePart: Part = {
  ...cvPart,
  headers: ['Content-Disposition: form-data; name="0"; filename="cv.pdf"', 'Content-Type: application/pdf'],
};

function multipart(parts: Part[], options: Partial<Multipart> = {}): { multipart: Multipart } {
  return {
    multipart: {
      parts,
      boundary: 'hostile-boundary',
      declared: 'hostile-boundary',
      closing: true,
      newline: '\r\n',
      ...options,
    },
  };
}

const upload = (map: J, query = 'mutation ($file: Upload) { uploadCv(file: $file) { cvFile } }') => [
  field(
    'operations',
    new Obj([
      ['query', query],
      ['variables', new Obj([['file', null]])],
    ]),
  ),
  field('map', map),
  filePart,
];

const graphqlUpload = (
  label: string,
  auth: Auth,
  map: J,
  headers: Record<string, string> = {},
  options: Partial<Multipart> = {},
): Case => ({
  door: 'multipart',
  label,
  method: 'POST',
  path: '/graphql',
  auth,
  headers,
  body: multipart(upload(map), options),
});

/** The uploads in the order they are sent; dangerousCases() sends the other shapes after them. */
export function dangerousUploads(): Case[] {
  const maps: J[] = [
    new Obj([['0', ['hasOwnProperty.call']]]),
    new Obj([['0', ['__proto__.polluted']]]),
    new Obj([['0', ['constructor.prototype.polluted']]]),
    new Obj([['0', ['variables.__proto__.polluted']]]),
    new Obj([['0', ['toString']]]),
    new Obj([['0', ['valueOf']]]),
    new Obj([['__proto__', ['variables.file']]]),
  ];
  const cases: Case[] = [];
  for (const map of maps) {
    const text = JSON.stringify(map instanceof Obj ? Object.fromEntries(map.entries) : map);
    cases.push(graphqlUpload(`upload map ${text}, anonymous, no preflight`, 'none', map));
    cases.push(graphqlUpload(`upload map ${text}, admin`, 'admin', map, PREFLIGHT));
  }
  cases.push(
    // Truncated multipart: the HTTP message is complete, the form inside it is cut.
    {
      door: 'multipart',
      label: 'truncated multipart POST /api/about/cv, anonymous',
      method: 'POST',
      path: '/api/about/cv',
      auth: 'none',
      headers: {},
      body: multipart([cvPart], { cut: 0.6 }),
    },
    {
      door: 'multipart',
      label: 'truncated multipart POST /api/about/cv, admin',
      method: 'POST',
      path: '/api/about/cv',
      auth: 'admin',
      headers: {},
      body: multipart([cvPart], { cut: 0.6 }),
    },
    {
      door: 'multipart',
      label: 'multipart POST /api/about/cv without the closing boundary, admin',
      method: 'POST',
      path: '/api/about/cv',
      auth: 'admin',
      headers: {},
      body: multipart([cvPart], { closing: false }),
    },
    {
      door: 'multipart',
      label: 'multipart POST /api/about/cv with another boundary declared',
      method: 'POST',
      path: '/api/about/cv',
      auth: 'admin',
      headers: {},
      body: multipart([cvPart], { declared: 'other' }),
    },
    graphqlUpload(
      'truncated multipart /graphql uploadCv, admin',
      'admin',
      new Obj([['0', ['variables.file']]]),
      PREFLIGHT,
      { cut: 0.7 },
    ),
    graphqlUpload(
      'truncated multipart /graphql uploadCv, anonymous',
      'none',
      new Obj([['0', ['variables.file']]]),
      PREFLIGHT,
      { cut: 0.7 },
    ),
    graphqlUpload(
      'multipart /graphql without the closing boundary',
      'admin',
      new Obj([['0', ['variables.file']]]),
      PREFLIGHT,
      { closing: false },
    ),
    // A control character in a part's headers: the form parser gives up on the part.
    graphqlUpload(
      'upload whose file name holds a NUL, anonymous, no preflight',
      'none',
      new Obj([['0', ['variables.file']]]),
      {},
      {
        parts: [
          ...upload(new Obj([['0', ['variables.file']]])).slice(0, 2),
          { ...filePart, headers: ['Content-Disposition: form-data; name="0"; filename="cv\u0000.pdf"'] },
        ],
      },
    ),
    graphqlUpload(
      'upload whose part Content-Type holds a control character, admin',
      'admin',
      new Obj([['0', ['variables.file']]]),
      PREFLIGHT,
      {
        parts: [
          ...upload(new Obj([['0', ['variables.file']]])).slice(0, 2),
          { ...filePart, headers: [filePart.headers[0]!, 'Content-Type: application/pdf; x=\u0001'] },
        ],
      },
    ),
    ...(['none', 'admin'] as const).map((auth) => ({
      door: 'multipart' as const,
      label: `CV whose file name holds a NUL, ${auth === 'none' ? 'anonymous' : 'admin'}`,
      method: 'POST',
      path: '/api/about/cv',
      auth,
      headers: {},
      body: multipart([
        {
          ...cvPart,
          headers: [
            'Content-Disposition: form-data; name="cv"; filename="cv\u0000.pdf"',
            'Content-Type: application/pdf',
          ],
        },
      ]),
    })),
    // A refused upload whose body nobody reads, then a request on the same connection.
    {
      door: 'multipart',
      label: 'refused upload (anonymous) with an unread 1 MB body',
      method: 'POST',
      path: '/api/about/cv',
      auth: 'none',
      headers: {},
      body: multipart([{ ...cvPart, content: Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)]) }]),
    },
    {
      door: 'rest',
      label: 'the next request on the same connection',
      method: 'GET',
      path: '/api/blogs',
      auth: 'none',
      headers: {},
    },
    {
      door: 'multipart',
      label: 'refused upload (too large) on /api/about/cv',
      method: 'POST',
      path: '/api/about/cv',
      auth: 'admin',
      headers: {},
      body: multipart([{ ...cvPart, content: 'big-pdf' }]),
    },
    {
      door: 'rest',
      label: 'the next request on the same connection',
      method: 'GET',
      path: '/api/settings',
      auth: 'none',
      headers: {},
    },
  );
  return cases;
}
