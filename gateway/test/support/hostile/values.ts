import fc from 'fast-check';

/**
 * The hostile values of the generated corpus, drawn with fast-check. JSON is modelled rather
 * than built with JavaScript objects so that a body can carry what objects cannot express:
 * duplicate keys, `__proto__` as a plain key, numbers like `1e999`, and cut or broken text.
 */

/** fast-check's generator handle (`fc.gen()`): draws one value from an arbitrary, reproducibly. */
export type Draw = fc.GeneratorValue;

/** An object as its list of entries (keys may repeat), in order. */
export class Obj {
  constructor(public entries: Array<[string, J]>) {}
}
/** JSON text inserted as is (numbers JSON.stringify cannot write, cut-off text, …). */
export class Raw {
  constructor(public text: string) {}
}
/** An id of a stored row, chosen when the request is sent (the corpus is made before any data exists). */
export class Ref {
  constructor(public kind: RefKind) {}
}
export type RefKind = 'blog' | 'contact' | 'uuid';
export type J = null | boolean | number | string | Obj | Raw | Ref | J[];

/** JSON text of a modelled value; `ref` turns a Ref into the id it stands for at send time. */
export function toJson(value: J, ref: (kind: RefKind) => string): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Ref) return JSON.stringify(ref(value.kind));
  if (value instanceof Obj) {
    return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item, ref)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map((item) => toJson(item, ref)).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

/** A copy that can be changed without changing the original. */
export function clone(value: J): J {
  if (value instanceof Obj) return new Obj(value.entries.map(([key, item]) => [key, clone(item)]));
  return Array.isArray(value) ? value.map(clone) : value;
}

/** About how long the JSON text of a value is, counted only up to `limit`. */
export function sizeOf(value: J, limit = Infinity): number {
  if (value instanceof Raw) return value.text.length;
  if (typeof value === 'string') return value.length + 2;
  const items =
    value instanceof Obj
      ? value.entries.map(([key, item]) => [key.length + 3, item] as const)
      : Array.isArray(value)
        ? value.map((item) => [1, item] as const)
        : undefined;
  if (!items) return 40; // numbers, booleans, null, a stored id
  let size = 2;
  for (const [extra, item] of items) {
    size += extra + sizeOf(item, limit - size);
    if (size > limit) break;
  }
  return size;
}

/** A plain JavaScript value of a modelled one (the last of duplicate keys wins, as in JSON.parse). */
export function toPlain(value: J, ref: (kind: RefKind) => string): unknown {
  return JSON.parse(toJson(value, ref));
}

/** Keys that pollute prototypes when code copies or deep-sets them carelessly. */
export const POLLUTION_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'constructor.prototype',
  '__proto__.polluted',
  'constructor.prototype.polluted',
  'hasOwnProperty',
  'hasOwnProperty.call',
  'toString',
  'valueOf',
  'toJSON',
  'then',
  'isAdmin',
  'role',
];

/** Text pieces that break naive handling of Unicode. */
export const UNICODE = [
  '\u0000',
  'a\u0000b',
  '\ud800', // lone high surrogate
  '\udfff', // lone low surrogate
  'x\udc00\ud800y', // surrogates in the wrong order
  '\u202e', // right-to-left override
  '\u202egnp.exe',
  '\u200b\u200c\u200d\u2060', // zero-width characters
  '\ufeff', // byte-order mark
  '\u0085\u2028\u2029', // next line, line and paragraph separators
  '\u0001\u0007\u001b[31m\u007f', // control characters, an ANSI escape
  '\r\n\t\v\f',
  'e\u0301\u0302\u0303\u0304\u0305', // combining marks
  'Z\u0351\u036b\u0343\u036a\u0302\u036b\u033d\u034f\u0334\u0319',
  '\u2764\ufe0f', // emoji with a variation selector
  '\u{1F469}\u200d\u{1F469}\u200d\u{1F467}\u200d\u{1F466}', // family: one grapheme, 11 code units
  '\u{1F3F3}\ufe0f\u200d\u{1F308}',
  '\u{1D54F}\u{10FFFF}\u{E0001}', // 4-byte characters, the last code point, a tag character
  'İıŞşĞğÜüÖöÇç',
  '\u0130'.toLowerCase(), // "i̇": one character that grows when its case changes
  'ﷺ',
  '𒐫',
];

/** One repeated unit of these, at a length limit of the contract, one under or one over. */
const LENGTH_UNITS = ['a', 'ş', ' ', '\u2764\ufe0f', '\u{1F600}', 'e\u0301', '\u{1F469}\u200d\u{1F467}', '\u0000'];
const LIMITS = [10, 40, 50, 80, 100, 200, 254, 500, 2048, 5000, 10_000];

/** Text shaped like an attack on whatever stores or shows it. */
export const INJECTION = [
  "' OR '1'='1",
  "'; DROP TABLE blog_posts; --",
  '" OR ""="',
  "1' AND SLEEP(5)#",
  '\\',
  "\\'",
  '%',
  '_',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '<iframe src="https://evil.example"></iframe>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '$where',
  '{"$gt": ""}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'true',
  '0',
  '-1',
  '',
  ' ',
];

const NUMBERS: J[] = [
  0,
  -0,
  1,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
  new Raw('1e999'),
  new Raw('-1e999'),
  new Raw('123456789012345678901234567890'),
  new Raw('0.1e-400'),
];

const DATES = [
  '0001-01-01T00:00:00.000Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00Z',
  '1969-12-31T23:59:59.999Z',
  '2038-01-19T03:14:08Z',
  '2024-02-30T00:00:00Z',
  '2024-13-01T00:00:00Z',
  '2024-05-01',
  '2024-05-01T10:00:00',
  '2024-05-01T10:00:00+14:00',
  '2024-05-01T10:00:00.123456789Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  'yarın',
];

/** A string that breaks naive code: Unicode edge cases, injection shapes, sizes at the limits. */
export function hostileString(g: Draw): string {
  switch (g(fc.integer, { min: 0, max: 9 })) {
    case 0:
    case 1:
      return g(fc.constantFrom, ...UNICODE);
    case 2:
    case 3:
      return g(fc.constantFrom, ...INJECTION);
    case 4: {
      const limit = g(fc.constantFrom, ...LIMITS);
      return g(fc.constantFrom, ...LENGTH_UNITS).repeat(limit + g(fc.integer, { min: -1, max: 1 }));
    }
    case 5:
      return g(fc.string, { unit: 'binary', maxLength: 40 });
    case 6:
      return g(fc.string, { unit: 'grapheme', maxLength: 40 });
    case 7:
      return g(fc.constantFrom, ...DATES);
    case 8:
      // A valid-looking value with something glued around it.
      return `${g(fc.constantFrom, ' ', '\u0000', '\ud800', '\u202e', '')}ali@example.com${g(fc.constantFrom, ' ', '\u0000', '\n', '\udfff', '')}`;
    default:
      return g(fc.string, { unit: 'binary-ascii', maxLength: 20 });
  }
}

/** Rarely: a value of about 1 MB, the body limit, just under or over. */
export function hugeString(g: Draw): string {
  return g(fc.constantFrom, 'x', 'ş', '\u{1F600}').repeat(g(fc.constantFrom, 300_000, 1_048_000, 1_100_000));
}

export function hostileKey(g: Draw, realKeys: string[] = []): string {
  switch (g(fc.integer, { min: 0, max: 2 })) {
    case 0:
      return g(fc.constantFrom, ...POLLUTION_KEYS);
    case 1:
      return g(fc.constantFrom, ...(realKeys.length ? realKeys : ['id']));
    default:
      return g(fc.constantFrom, '', ' ', '0', '-1', 'a.b', 'a[b]', '\u0000', '\ud800', '$gt', '_id', 'id');
  }
}

/** Any JSON value, hostile at every level; `depth` bounds the nesting. */
export function hostileValue(g: Draw, depth = 2): J {
  switch (g(fc.integer, { min: 0, max: depth > 0 ? 9 : 5 })) {
    case 0:
    case 1:
    case 2:
      return hostileString(g);
    case 3:
      return g(fc.constantFrom, ...NUMBERS);
    case 4:
      return g(fc.constantFrom, null, true, false);
    case 5:
      return new Ref(g(fc.constantFrom, 'blog', 'contact', 'uuid'));
    case 6:
    case 7:
      return Array.from({ length: g(fc.integer, { min: 0, max: 3 }) }, () => hostileValue(g, depth - 1));
    case 8:
      return new Obj(
        Array.from({ length: g(fc.integer, { min: 0, max: 3 }) }, () => [hostileKey(g), hostileValue(g, depth - 1)]),
      );
    default:
      return deepValue(g);
  }
}

/** Nesting far past any sane input: arrays or objects thousands of levels deep, as text. */
export function deepValue(g: Draw): Raw {
  const levels = g(fc.constantFrom, 100, 5_000, 100_000);
  return g(fc.boolean)
    ? new Raw('['.repeat(levels) + ']'.repeat(levels))
    : new Raw('{"a":'.repeat(levels) + '1' + '}'.repeat(levels));
}

/** JSON that does not parse, or parses into something unexpected. */
export function malformedJson(g: Draw): string {
  return g(
    fc.constantFrom,
    '',
    '{',
    '{"title": "x",',
    "{'title': 'x'}",
    '{"title": "x"} trailing',
    '{"title": undefined}',
    '{"a":1,}',
    'NaN',
    'null',
    '"just a string"',
    '12345',
    '[]',
    '\ufeff{}',
    '{"\\ud800": "\\udfff"}',
    '{"a": "\\u0000"}',
    '{"a": "\\x41"}',
    '\u0000',
    '{"__proto__": {"polluted": true}}',
    '{"constructor": {"prototype": {"polluted": true}}}',
  );
}

const BROKEN_SEGMENTS = [
  '%',
  '%ZZ',
  '%00',
  '%c0%ae%c0%ae',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '.',
  '..',
  '%ff%fe',
  ';',
  '*',
];

/** A path segment as a client could send it: percent-encoded hostile text, or broken encoding. */
export function hostileSegment(g: Draw): string {
  return g(fc.boolean) ? percentEncode(hostileString(g).slice(0, 3000)) : g(fc.constantFrom, ...BROKEN_SEGMENTS);
}

/** Percent-encodes the UTF-8 bytes of any string (a lone surrogate becomes U+FFFD, as any client would send it). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
}
