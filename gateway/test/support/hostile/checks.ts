import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { ERROR_CODES } from '../../../src/core/errors';
import type { Answer } from './client';

/**
 * What must hold after every hostile request: the answer's shape (REST envelope, GraphQL error
 * codes, Turkish messages, never a 5xx), the prototypes of the process, and the stored data.
 */

/** Codes a client may see; INTERNAL_SERVER_ERROR is a defect whenever it shows. */
const KNOWN_CODES = new Set(Object.keys(ERROR_CODES).filter((code) => code !== 'INTERNAL_SERVER_ERROR'));

/** Phrases of graphql-js, Apollo, Express, busboy and class-validator that must never reach a user. */
const ENGLISH =
  /\b(is not|must be|must provide|cannot|can not|unexpected|expected|not provided|invalid value|did you mean|required type|of type|does not|syntax error|bad request|internal server|not found|too large|failed|malformed|blocked|please|error)\b/i;
const TURKISH =
  /[çğıöşüÇĞİÖŞÜ]|\b(zorunlu|eksik|geçersiz|fazla|karakter|olabilir|bir|yok|ile|ve|için|değil|lütfen|tekrar|istek|sorgu|alan|dosya|en)\b/i;

/** Why a message is not a clear Turkish sentence, or undefined when it is one. */
export function turkishProblem(message: unknown): string | undefined {
  if (typeof message !== 'string' || !message.trim()) return `message missing or empty (${JSON.stringify(message)})`;
  if (ENGLISH.test(message)) return `English text in the message: ${JSON.stringify(message.slice(0, 200))}`;
  if (!TURKISH.test(message)) return `message is not Turkish: ${JSON.stringify(message.slice(0, 200))}`;
  if (/\bat .+\.(ts|js):\d+/.test(message)) return 'stack trace in the message';
  return undefined;
}

const isJson = (answer: Answer) => /^application\/(.+\+)?json/i.test(String(answer.headers['content-type'] ?? ''));

function parse(answer: Answer): unknown {
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * REST: never 5xx; JSON `{success: true, data}` or exactly `{success: false, message: <Turkish>}`;
 * a route that answers a file (`files`: the media types it may, each a prefix) answers one of them.
 */
export function restProblems(answer: Answer, files?: string[]): string[] {
  if (answer.status >= 500) return [`${answer.status} answered`];
  if (files && answer.status === 200) return fileProblems(answer, files);
  if (answer.status === 304) return [];
  if (!isJson(answer)) return [`not JSON (${answer.headers['content-type'] ?? 'no content type'})`];
  const body = parse(answer) as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return ['unparsable JSON'];
  if (answer.status < 300)
    return body.success === true && 'data' in body ? [] : ['a 2xx without {success: true, data}'];
  const keys = Object.keys(body).sort().join(',');
  const problems: string[] = [];
  if (body.success !== false || keys !== 'message,success') problems.push(`not the failure envelope: keys ${keys}`);
  const turkish = turkishProblem(body.message);
  if (turkish) problems.push(turkish);
  return problems;
}

/** A file answered: with one of the media types its route declares. */
export function fileProblems(answer: Answer, types: string[]): string[] {
  const type = String(answer.headers['content-type'] ?? '');
  return types.some((prefix) => type.startsWith(prefix)) ? [] : [`a file answered as ${type || 'nothing'}`];
}

export type GraphQLBody = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message?: unknown; path?: unknown[]; extensions?: { code?: unknown } }>;
};

/** GraphQL: never 5xx nor INTERNAL_SERVER_ERROR; every error a known code and a Turkish message. */
export function graphqlProblems(answer: Answer): { problems: string[]; body?: GraphQLBody } {
  if (answer.status >= 500) return { problems: [`${answer.status} answered`] };
  if (!isJson(answer)) return { problems: [`not JSON (${answer.headers['content-type'] ?? 'no content type'})`] };
  const body = parse(answer) as GraphQLBody | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { problems: ['not a GraphQL response object'] };
  const problems: string[] = [];
  if (body.errors !== undefined && (!Array.isArray(body.errors) || !body.errors.length))
    problems.push('errors is not a non-empty list');
  for (const error of body.errors ?? []) {
    const code = error?.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR') problems.push('INTERNAL_SERVER_ERROR');
    else if (!KNOWN_CODES.has(String(code))) problems.push(`unknown extensions.code ${JSON.stringify(code)}`);
    const turkish = turkishProblem(error?.message);
    if (turkish) problems.push(turkish);
  }
  if (!body.errors && (typeof body.data !== 'object' || body.data === null)) problems.push('neither data nor errors');
  if (answer.status >= 400 && !body.errors) problems.push(`${answer.status} without errors`);
  return { problems, body };
}

type Descriptors = Map<PropertyKey, PropertyDescriptor>;

/**
 * Watches Object.prototype, Array.prototype and Function.prototype (and the functions they own,
 * e.g. `hasOwnProperty`) in this realm and in Node's main one (jest runs a test file in a realm of
 * its own; Node's core objects come from the main one). `check` reports and undoes any change, so
 * one polluting request does not break the rest of the run.
 */
export class PrototypeGuard {
  private readonly watched: Array<[string, object, Descriptors]> = [];

  constructor() {
    const main = vm.runInThisContext('({ Object, Array, Function })') as Record<string, { prototype: object }>;
    const realms: Array<[string, Record<string, { prototype: object }>]> = [['', { Object, Array, Function }]];
    if (main.Object!.prototype !== Object.prototype) realms.push(['main realm ', main]);
    for (const [realm, constructors] of realms) {
      for (const name of ['Object', 'Array', 'Function']) {
        const prototype = constructors[name]!.prototype;
        this.watch(`${realm}${name}.prototype`, prototype);
        for (const key of Reflect.ownKeys(prototype)) {
          const value = Object.getOwnPropertyDescriptor(prototype, key)?.value;
          if (typeof value === 'function') this.watch(`${realm}${name}.prototype.${String(key)}`, value);
        }
      }
    }
  }

  private watch(name: string, target: object) {
    const descriptors: Descriptors = new Map();
    for (const key of Reflect.ownKeys(target)) descriptors.set(key, Object.getOwnPropertyDescriptor(target, key)!);
    this.watched.push([name, target, descriptors]);
  }

  /** The changes since the start (each undone). */
  check(): string[] {
    const changes: string[] = [];
    for (const [name, target, before] of this.watched) {
      for (const key of Reflect.ownKeys(target)) {
        if (before.has(key)) continue;
        changes.push(`${name}.${String(key)} added`);
        Reflect.deleteProperty(target, key);
      }
      for (const [key, descriptor] of before) {
        const now = Object.getOwnPropertyDescriptor(target, key);
        const same =
          now &&
          now.value === descriptor.value &&
          now.get === descriptor.get &&
          now.set === descriptor.set &&
          now.writable === descriptor.writable &&
          now.enumerable === descriptor.enumerable &&
          now.configurable === descriptor.configurable;
        if (same) continue;
        changes.push(`${name}.${String(key)} ${now ? 'changed' : 'deleted'}`);
        Object.defineProperty(target, key, descriptor);
      }
    }
    return changes;
  }
}

/**
 * Catches the errors nobody handles while the in-process app serves: each would end a real
 * process. Jest's own listeners are set aside meanwhile (otherwise such an error fails whichever
 * test happens to run, while the run goes on behind it), and put back by `stop`.
 */
export class UncaughtTrap {
  private readonly process = vm.runInThisContext('process') as NodeJS.Process;
  private readonly saved = new Map<string, NodeJS.UncaughtExceptionListener[]>();
  private caught: string[] = [];
  private readonly listener = (error: unknown) => {
    this.caught.push(
      error instanceof Error ? `${error.message}\n${error.stack?.split('\n').slice(1, 4).join('\n')}` : String(error),
    );
  };

  constructor() {
    for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
      this.saved.set(event, this.process.rawListeners(event) as NodeJS.UncaughtExceptionListener[]);
      this.process.removeAllListeners(event);
      this.process.on(event, this.listener);
    }
  }

  /** What was caught since the last call. */
  take(): string[] {
    const caught = this.caught;
    this.caught = [];
    return caught;
  }

  stop() {
    for (const [event, listeners] of this.saved) {
      this.process.removeListener(event, this.listener);
      for (const listener of listeners) this.process.on(event as 'uncaughtException', listener);
    }
  }
}

/** Every row of every table, canonical: rows sorted, blobs as their hash, dates as ISO text. */
export type Snapshot = Map<string, string[]>;
export type Query = (sql: string) => Promise<Array<Record<string, unknown>>>;

function canonical(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return `sha256:${createHash('sha256').update(value).digest('hex')}`;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return String(value);
  return value;
}

/**
 * The rate-limit counters count refused requests too (a failed sign-in); the fediverse actor's keys
 * are made once for the site by the first request that needs them, refused or not (Fedify reads
 * them for any request to the actor's inbox): bookkeeping, not stored data.
 */
const UNWATCHED = new Set(['rate_limits', 'fediverse_keys']);

export async function snapshot(query: Query, dialect: 'sqlite' | 'mysql'): Promise<Snapshot> {
  const tables = (
    dialect === 'sqlite'
      ? await query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      : await query(
          'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() ORDER BY table_name',
        )
  )
    .map((row) => String(row.name ?? row.NAME ?? row.TABLE_NAME))
    .filter((table) => !UNWATCHED.has(table));
  const result: Snapshot = new Map();
  for (const table of tables) {
    const quoted = dialect === 'sqlite' ? `"${table}"` : `\`${table}\``;
    const rows = await query(`SELECT * FROM ${quoted}`);
    result.set(
      table,
      rows
        .map((row) =>
          JSON.stringify(
            Object.keys(row)
              .sort()
              .map((key) => [key, canonical(row[key])]),
          ),
        )
        .sort(),
    );
  }
  return result;
}

/** Tables whose rows differ, with what was added and removed (shortened). */
export function difference(
  before: Snapshot,
  after: Snapshot,
): Array<{ table: string; added: string[]; removed: string[] }> {
  const changed = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const old = new Set(before.get(table) ?? []);
    const now = new Set(after.get(table) ?? []);
    const added = [...now].filter((row) => !old.has(row));
    const removed = [...old].filter((row) => !now.has(row));
    if (added.length || removed.length) changed.push({ table, added, removed });
  }
  return changed;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text that no accepted write should store: NUL, or half of a surrogate pair. */
export function badStoredText(row: string): string | undefined {
  const values = (JSON.parse(row) as Array<[string, unknown]>).filter(([, value]) => typeof value === 'string');
  for (const [column, value] of values as Array<[string, string]>) {
    if (value.includes('\u0000')) return `NUL stored in ${column}`;
    if (LONE_SURROGATE.test(value)) return `lone surrogate stored in ${column}`;
  }
  return undefined;
}
