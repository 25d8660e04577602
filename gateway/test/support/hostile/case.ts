import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { buildSchema, isEnumType, isInputObjectType, isListType, isNonNullType, type GraphQLInputType } from 'graphql';
import {
  clone,
  deepValue,
  hostileKey,
  hostileString,
  hostileValue,
  hugeString,
  Obj,
  POLLUTION_KEYS,
  Raw,
  Ref,
  sizeOf,
  type Draw,
  type J,
  type RefKind,
} from './values';

/**
 * What a case of the hostile corpus is, and what every door's cases are drawn from: who sends
 * them, valid values of the schema's input types, and those values broken in a few random places.
 */

/** `schema.graphql` as committed (`npm test` checks that it is what the code produces). */
export const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../schema.graphql'), 'utf8'));

export type Door = 'rest' | 'plain' | 'graphql' | 'multipart' | 'raw';
export const DOORS: Door[] = ['rest', 'graphql', 'multipart', 'raw', 'plain'];
export type Auth = 'none' | 'admin' | 'user' | 'junk';

/** A part of a multipart body: its header lines and its content. */
export type Part = { headers: string[]; content: { json: J } | Buffer | string | 'big-pdf' };
export type Multipart = {
  parts: Part[];
  boundary: string;
  /** The boundary the Content-Type header names; null leaves the parameter out. */
  declared: string | null;
  closing: boolean;
  /** Cut the encoded body to this share of its length (the HTTP message itself stays well framed). */
  cut?: number;
  newline: '\r\n' | '\n';
};

export type Case = {
  door: Door;
  /** What the case is, for the failure report. */
  label: string;
  method: string;
  /** `{{blog}}`/`{{contact}}` stand for the id of a stored row, chosen when sent. */
  path: string;
  auth: Auth;
  headers: Record<string, string>;
  body?: { json: J } | { text: string } | { multipart: Multipart };
  /** Socket-level cases: a Content-Length far beyond the limit, or a connection cut mid-body. */
  raw?: 'huge-length' | 'cut';
};

/** One of the items, by index (fc.constantFrom would compare the items, some of them huge or deep). */
export const pick = <T>(g: Draw, items: readonly T[]): T => items[g(fc.integer, { min: 0, max: items.length - 1 })]!;
export const chance = (g: Draw, percent: number) => g(fc.integer, { min: 1, max: 100 }) <= percent;

const AUTHS: Auth[] = ['none', 'none', 'none', 'admin', 'admin', 'admin', 'admin', 'user', 'junk'];
const JUNK_TOKENS = [
  'Bearer x',
  `Bearer ${'a'.repeat(9000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Bearer null',
  'Bearer',
  'bearer    ',
];

/** Who sends the request; a junk credential goes straight into the headers. */
export function who(g: Draw, headers: Record<string, string>): Auth {
  const auth = pick(g, AUTHS);
  if (auth === 'junk') headers.authorization = pick(g, JUNK_TOKENS);
  return auth;
}

/** Valid text for a field, by its name. */
export function goodString(g: Draw, name: string): string {
  if (/email/i.test(name)) return pick(g, ['ali@example.com', 'deniz.yilmaz@ornek.com.tr', 'ADMIN@EXAMPLE.COM']);
  if (/url/i.test(name)) return pick(g, ['https://github.com/deniz', 'mailto:ali@example.com', '']);
  if (/content/i.test(name)) return pick(g, ['<p>İçerik <strong>kalın</strong></p>', '<h2>Başlık</h2><p>x</p>']);
  if (/message/i.test(name)) return 'Merhaba, bu bir deneme mesajıdır.';
  if (/password/i.test(name)) return pick(g, ['test-password', 'yanlis-sifre']);
  if (/website/i.test(name)) return '';
  if (/period/i.test(name)) return '2020 - Devam ediyor';
  if (/code|token/i.test(name)) return '123456';
  return pick(g, ['Deniz Yılmaz', 'Geliştirici', 'Kısa açıklama', 'TypeScript, React', 'İzmir']);
}

export function refKind(name: string): RefKind {
  return /blog/i.test(name) ? 'blog' : /contact/i.test(name) ? 'contact' : 'uuid';
}

/** A valid value of an input type (optional fields sometimes left out). */
export function validValue(g: Draw, type: GraphQLInputType, name: string, owner: string): J {
  if (isNonNullType(type)) return validValue(g, type.ofType, name, owner);
  if (isListType(type)) {
    return Array.from({ length: g(fc.integer, { min: 0, max: 3 }) }, () => validValue(g, type.ofType, name, owner));
  }
  if (isInputObjectType(type)) {
    const entries: Array<[string, J]> = [];
    for (const field of Object.values(type.getFields())) {
      if (!isNonNullType(field.type) && chance(g, 30)) continue;
      entries.push([field.name, validValue(g, field.type, field.name, owner)]);
    }
    return new Obj(entries);
  }
  if (isEnumType(type)) return pick(g, type.getValues()).name;
  switch (type.name) {
    case 'ID':
      return new Ref(refKind(owner));
    case 'Int':
      return g(fc.integer, { min: 1, max: 20 });
    case 'Float':
      return 1.5;
    case 'Boolean':
      return g(fc.boolean);
    case 'DateTimeISO':
      return pick(g, ['2024-05-01T10:00:00.000Z', '2019-12-31T23:59:59Z', '2030-01-01T00:00:00+03:00']);
    case 'Upload':
      return null;
    default:
      return goodString(g, name);
  }
}

/** Every place in a modelled value where something can be changed: a container and a key or index. */
function places(value: J, found: Array<[Obj | J[], number]> = []): Array<[Obj | J[], number]> {
  if (value instanceof Obj) {
    value.entries.forEach((entry, index) => {
      found.push([value, index]);
      places(entry[1], found);
    });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push([value, index]);
      places(item, found);
    });
  }
  return found;
}

/** Breaks one place of a value (in place); the root itself when it has no inner place. */
function breakOnce(g: Draw, root: J, realKeys: string[]): J {
  const spots = places(root);
  const wrongType = (): J =>
    pick(g, [0, -1, 1e308, true, null, [], new Obj([]), 'x', new Raw('1e999'), [hostileString(g)]]);
  if (!spots.length || chance(g, 10)) {
    return pick(g, [hostileValue(g), wrongType(), deepValue(g), new Obj([[hostileKey(g), hostileValue(g)]])]);
  }
  const [container, index] = pick(g, spots);
  const isObj = container instanceof Obj;
  const current = isObj ? container.entries[index]![1] : container[index]!;
  const set = (value: J) => (isObj ? (container.entries[index]![1] = value) : (container[index] = value));
  switch (g(fc.integer, { min: 0, max: 9 })) {
    case 0:
    case 1:
    case 2:
      set(typeof current === 'string' || chance(g, 50) ? hostileString(g) : hostileValue(g));
      break;
    case 3:
      set(wrongType());
      break;
    case 4:
      if (isObj) container.entries.splice(index, 1);
      else container.splice(index, 1);
      break;
    case 5:
    case 6:
      // A pollution-shaped key (or a real one again, as a duplicate) beside the real ones.
      if (isObj) container.entries.splice(index, 0, [hostileKey(g, realKeys), hostileValue(g)]);
      else container.push(new Obj([[pick(g, POLLUTION_KEYS), new Obj([['polluted', true]])]]));
      break;
    case 7: {
      // Many copies of the value (bounded, so that a body stays a few MB at most), or ~1 MB of text.
      const copies = Math.min(pick(g, [51, 1000, 20_000]), Math.floor(2_000_000 / sizeOf(current, 2_000_000)));
      set(chance(g, 10) ? hugeString(g) : Array.from({ length: Math.max(copies, 2) }, () => clone(current)));
      break;
    }
    case 8:
      set(deepValue(g));
      break;
    default:
      set(isObj ? [current] : new Obj([['__proto__', current]]));
  }
  return root;
}

/** A valid value broken in 0..3 places (a quarter stay valid, so writes also succeed). */
export function hostile(g: Draw, valid: J, realKeys: string[]): J {
  let value = valid;
  const breaks = pick(g, [0, 0, 1, 1, 1, 2, 2, 3]);
  for (let i = 0; i < breaks; i++) value = breakOnce(g, value, realKeys);
  return value;
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/graphql',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'multipart/form-data',
  '',
];

export function contentType(g: Draw): string {
  return chance(g, 90) ? pick(g, JSON_TYPES) : pick(g, OTHER_TYPES);
}
export const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

export function queryString(g: Draw): string {
  if (!chance(g, 15)) return '';
  return `?${pick(g, [
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    'status=all&preview=true',
    'page=-1&perPage=1e9',
    'page=0&perPage=0',
    'id=1&id=2',
    'a[b][c][d][e][f]=1',
    `q=${'%00'.repeat(100)}`,
    `x=${'a'.repeat(6_000)}`,
  ])}`;
}
/** The path the server routes: percent-decoded dots and dot segments resolved, as the URL standard does. */
export const routedPath = (path: string) => new URL(path, 'http://gateway').pathname;
