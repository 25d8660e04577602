import fc from 'fast-check';
import { getNamedType } from 'graphql';
import { chance, hostile, pick, who, type Case, type Multipart, type Part } from './case';
import { selection, UPLOAD_ROOTS } from './graphql-cases';
import { FILE_ROUTES } from './rest-cases';
import { hostileString, hugeString, Obj, POLLUTION_KEYS, Raw, type Draw, type J } from './values';

/** The multipart door's cases: GraphQL uploads and the REST rows that take a file. */

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function fileContent(g: Draw): Buffer | string | 'big-pdf' {
  switch (g(fc.integer, { min: 0, max: 12 })) {
    case 0:
      return Buffer.alloc(0);
    case 1:
      return PNG;
    case 2:
      return Buffer.from(g(fc.uint8Array, { maxLength: 2000 }));
    case 3:
      return '<script>alert(1)</script>';
    case 4:
      return 'big-pdf';
    default:
      return PDF;
  }
}

function filePart(g: Draw, name: string): Part {
  const filename = chance(g, 80)
    ? 'cv.pdf'
    : pick(g, ['../../etc/passwd', 'a\u0000.pdf', '\u202efdp.exe', 'ş'.repeat(300), '', 'cv.PDF', 'x.png']);
  const type = chance(g, 80) ? 'application/pdf' : pick(g, ['image/png', 'text/html', '', 'application/pdf; x=\u0001']);
  const disposition = chance(g, 95)
    ? `Content-Disposition: form-data; name="${name}"; filename="${filename}"`
    : pick(g, ['Content-Disposition: form-data', `Content-Disposition: attachment; filename="${filename}"`, '']);
  return {
    headers: [disposition, ...(type ? [`Content-Type: ${type}`] : [])].filter(Boolean),
    content: fileContent(g),
  };
}

/** A text field: JSON (operations, map) or any text as is. */
export const field = (name: string, content: J | { text: string }): Part => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  content: typeof content === 'object' && content !== null && 'text' in content ? content.text : { json: content as J },
});

/** A map of the GraphQL multipart spec, valid or shaped to pollute or confuse. */
function uploadMap(g: Draw, variable: string): J {
  if (chance(g, 50)) return new Obj([['0', [`variables.${variable}`]]]);
  return pick(g, [
    new Obj([['0', [`${pick(g, POLLUTION_KEYS)}`]]]),
    new Obj([['0', [`variables.${pick(g, POLLUTION_KEYS)}`]]]),
    new Obj([['0', [`variables.${variable}.${pick(g, POLLUTION_KEYS)}`]]]),
    new Obj([['0', ['hasOwnProperty.call']]]),
    new Obj([['0', ['__proto__.polluted']]]),
    new Obj([['0', ['constructor.prototype.polluted']]]),
    new Obj([['__proto__', [`variables.${variable}`]]]),
    new Obj([['0', [`variables.${variable}`, `variables.${variable}`]]]),
    new Obj([['0', `variables.${variable}`]]),
    new Obj([['0', []]]),
    new Obj([['1', [`variables.${variable}`]]]),
    new Obj([['0', ['variables']]]),
    new Obj([['0', ['query']]]),
    new Obj([['0', [`variables.${variable}.0.1.2`]]]),
    new Obj([]),
    [],
    null,
    'x',
    new Raw('{"0": ['),
  ]);
}

/** A multipart body with its hostile variations: parts, order, boundary, framing. */
function multipartBody(g: Draw, parts: Part[]): Multipart {
  if (chance(g, 20))
    parts.splice(
      g(fc.integer, { min: 0, max: parts.length }),
      0,
      filePart(g, pick(g, ['1', 'cv', '__proto__', 'constructor', 'file'])),
    );
  if (chance(g, 10))
    parts.splice(
      g(fc.integer, { min: 0, max: parts.length }),
      0,
      field(pick(g, ['operations', 'map', 'cv', 'x']), { text: hostileString(g) }),
    );
  if (chance(g, 10)) parts.reverse();
  if (chance(g, 8)) parts.splice(g(fc.integer, { min: 0, max: Math.max(0, parts.length - 1) }), 1);
  if (chance(g, 3)) parts.push(field('big', { text: hugeString(g) }));
  const boundary = chance(g, 90)
    ? `----hostile${g(fc.integer, { min: 0, max: 1e9 })}`
    : pick(g, ['a', '"quoted"', 'x'.repeat(80), 'with space', '--']);
  return {
    parts,
    boundary,
    declared: chance(g, 90) ? boundary : pick(g, [null, 'other-boundary', '']),
    closing: chance(g, 90),
    cut: chance(g, 15) ? g(fc.integer, { min: 0, max: 99 }) / 100 : undefined,
    newline: chance(g, 95) ? '\r\n' : '\n',
  };
}

export function multipartCase(g: Draw): Case {
  const headers: Record<string, string> = {};
  const auth = who(g, headers);
  if (chance(g, 50) || !FILE_ROUTES.length) {
    const root = pick(g, UPLOAD_ROOTS);
    const upload = root.field.args.find((arg) => getNamedType(arg.type).name === 'Upload')!;
    const inner = selection(root.field.type);
    const query = `mutation ($${upload.name}: Upload) { ${root.field.name}(${upload.name}: $${upload.name})${inner ? ` { ${inner} }` : ''} }`;
    const operations = hostile(
      g,
      new Obj([
        ['query', query],
        ['variables', new Obj([[upload.name, null]])],
      ]),
      ['query', 'variables', upload.name],
    );
    if (chance(g, 75)) headers['apollo-require-preflight'] = 'true';
    const body = multipartBody(g, [
      field('operations', operations),
      field('map', uploadMap(g, upload.name)),
      filePart(g, '0'),
    ]);
    return {
      door: 'multipart',
      label: `multipart /graphql ${root.field.name}`,
      method: 'POST',
      path: '/graphql',
      auth,
      headers,
      body: { multipart: body },
    };
  }
  const row = pick(g, FILE_ROUTES);
  const name = Object.values(row.variables ?? {})
    .find((source) => source.startsWith('file:'))!
    .slice(5);
  const body = multipartBody(g, [filePart(g, name)]);
  return {
    door: 'multipart',
    label: `multipart ${row.method.toUpperCase()} ${row.path}`,
    method: row.method.toUpperCase(),
    path: row.path,
    auth,
    headers,
    body: { multipart: body },
  };
}
