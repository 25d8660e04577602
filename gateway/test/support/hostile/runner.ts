import {
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  print,
  type FieldNode,
  type OperationDefinitionNode,
} from 'graphql';
import { toRest } from '../../../src/rest/router';
import {
  badStoredText,
  difference,
  fileProblems,
  graphqlProblems,
  PrototypeGuard,
  restProblems,
  UncaughtTrap,
  snapshot,
  type GraphQLBody,
  type Query,
  type Snapshot,
} from './checks';
import type { TestApp } from '../app';
import { testDb } from '../db';
import { Client, encode, type Outcome, type Wire } from './client';
import { echoProblems, sentOperation } from './acknowledged';
import { routedPath, schema, type Case } from './case';
import { matchPlainRoute } from './plain-cases';
import { describeAnswer, describeWire, emptyReport, head } from './report';
import { matchRoute } from './rest-cases';
import type { RefKind } from './values';

/**
 * Sends cases one by one to a running gateway and checks after each: the answer (checks.ts), the
 * prototypes (when the gateway runs in this process), every table of the database (a refused
 * request changes nothing; an accepted write stores exactly what it acknowledged), and every few
 * cases that the gateway still serves.
 */

export type Target = {
  url: string;
  dialect: 'sqlite' | 'mysql';
  /** Reads the gateway's database. */
  query: Query;
  /** A fresh token for a new account of the role (called again when a logout revoked the old ones). */
  signIn: (role: 'admin' | 'user') => Promise<string>;
  /** The gateway runs in this process: watch its prototypes. */
  inProcess: boolean;
  /** The gateway trusts X-Forwarded-For (TRUST_PROXY): each case comes from its own address, so the
   * per-address limits of the contact form and sign-in do not hide what lies behind them. */
  forwardedFor?: boolean;
};

const TABLE_OF: Record<Exclude<RefKind, 'uuid'>, string> = { blog: 'blog_posts', contact: 'contact_messages' };

function ids(state: Snapshot, table: string): string[] {
  return (state.get(table) ?? []).map((row) => String(new Map(JSON.parse(row) as Array<[string, unknown]>).get('id')));
}

export class Runner {
  readonly report = emptyReport();
  private readonly client: Client;
  private readonly guard?: PrototypeGuard;
  private readonly trap?: UncaughtTrap;
  private state: Snapshot = new Map();
  private tokens: Record<'admin' | 'user', string> = { admin: '', user: '' };
  private counter = 0;

  constructor(private readonly target: Target) {
    this.client = new Client(target.url);
    if (target.inProcess) {
      this.guard = new PrototypeGuard();
      this.trap = new UncaughtTrap();
    }
  }

  async start() {
    await this.signIn();
  }

  private async signIn() {
    this.tokens = { admin: await this.target.signIn('admin'), user: await this.target.signIn('user') };
    this.state = await snapshot(this.target.query, this.target.dialect);
  }

  private ref = (kind: RefKind): string => {
    const known = kind === 'uuid' ? [] : ids(this.state, TABLE_OF[kind]);
    return known.length ? known[this.counter % known.length]! : '00000000-0000-4000-8000-000000000000';
  };

  /** Sends the cases in order; `first` numbers them on from an earlier run. */
  async run(cases: Case[], { healthEvery = 25, first = 0 } = {}) {
    for (const [offset, case_] of cases.entries()) {
      await this.one(first + offset, case_);
      if ((offset + 1) % healthEvery === 0 || offset === cases.length - 1)
        await this.health(first + offset, case_.label);
    }
  }

  close() {
    this.client.close();
    this.trap?.stop();
  }

  private fail(index: number, label: string, wire: Wire | string, outcome: Outcome | undefined, problems: string[]) {
    if (!problems.length) return;
    const request = typeof wire === 'string' ? wire : describeWire(wire);
    this.report.failures.push({ index, label, request, answer: describeAnswer(outcome), problems });
  }

  private async one(index: number, case_: Case) {
    this.counter++;
    const extra: Record<string, string> = {};
    if (this.target.forwardedFor)
      extra['x-forwarded-for'] = `10.${(this.counter >> 16) & 255}.${(this.counter >> 8) & 255}.${this.counter & 255}`;
    const wire = encode(case_, { ref: this.ref, token: (auth) => this.tokens[auth] }, extra);
    const outcome = case_.raw ? await this.client.raw(case_.raw, wire) : await this.client.send(wire);
    if (outcome && 'unsendable' in outcome) return;
    const counts = this.report.doors[case_.door];
    counts.tried++;

    const problems: string[] = [];
    const path = routedPath(wire.path);
    let graphql: GraphQLBody | undefined;
    if (outcome && 'error' in outcome) {
      counts.unanswered++;
      problems.push(outcome.error);
    } else if (outcome) {
      if (outcome.status >= 500) counts.serverErrors++;
      if (path === '/graphql') {
        const checked = graphqlProblems(outcome);
        graphql = checked.body;
        problems.push(...checked.problems);
        counts.internalErrors += (graphql?.errors ?? []).filter(
          (e) => e?.extensions?.code === 'INTERNAL_SERVER_ERROR',
        ).length;
      } else if (wire.method === 'HEAD') {
        if (outcome.status >= 500) problems.push(`${outcome.status} answered`);
      } else if (path === '/api' || path.startsWith('/api/')) {
        const files = matchRoute(wire.method, wire.path)?.download
          ? ['application/pdf']
          : matchPlainRoute(wire.method, wire.path)?.answers;
        problems.push(...restProblems(outcome, files));
      } else if (outcome.status >= 500) {
        problems.push(`${outcome.status} answered`);
      } else if (outcome.status === 200 && matchPlainRoute(wire.method, wire.path)) {
        problems.push(...fileProblems(outcome, matchPlainRoute(wire.method, wire.path)!.answers));
      }
    }
    const changes = this.guard?.check() ?? [];
    if (changes.length) {
      this.report.prototypeChanges += changes.length;
      problems.push(`prototypes changed: ${changes.join(', ')}`);
    }
    problems.push(...(await this.dataProblems(case_, wire, outcome, graphql)));
    const uncaught = this.trap?.take() ?? [];
    if (uncaught.length) {
      this.report.uncaught += uncaught.length;
      problems.push(...uncaught.map((error) => `uncaught error (it would end the process): ${error}`));
    }
    if (problems.length) counts.failing++;
    this.fail(index, case_.label, wire, outcome, problems);
  }

  /** What the request acknowledged as written: root field, value, the input it was given. */
  private acknowledged(case_: Case, wire: Wire, outcome: Outcome | undefined, graphql: GraphQLBody | undefined) {
    if (!outcome || 'error' in outcome || outcome.status >= 300) return [];
    const route = matchRoute(wire.method, wire.path);
    if (route) {
      const operation = parse(route.operation).definitions[0] as OperationDefinitionNode;
      if (operation.operation !== 'mutation') return [];
      const field = operation.selectionSet.selections[0] as FieldNode;
      let body: unknown = {};
      try {
        body = wire.body ? JSON.parse(wire.body.toString('utf8')) : {};
      } catch {
        /* a multipart body */
      }
      let value: unknown;
      try {
        // A HEAD answer has no body, but ran the row all the same.
        value = wire.method === 'HEAD' ? undefined : JSON.parse(outcome.body.toString('utf8')).data;
      } catch {
        return []; // not JSON: already a failure of the answer's shape
      }
      const variables = Object.fromEntries(
        Object.entries(route.variables ?? {}).map(([name, source]) => [
          name,
          source === 'body'
            ? body
            : source.startsWith('body.')
              ? (body as Record<string, unknown>)?.[source.slice(5)]
              : undefined,
        ]),
      );
      return [{ field, value, variables, rest: true }];
    }
    const sent = sentOperation(case_, wire, this.ref);
    if (!sent || sent.operation.operation !== 'mutation' || !graphql?.data) return [];
    const failed = new Set((graphql.errors ?? []).map((error) => error.path?.[0]));
    return sent.operation.selectionSet.selections
      .filter((s): s is FieldNode => s.kind === Kind.FIELD)
      .map((field) => ({ field, key: field.alias?.value ?? field.name.value }))
      .filter(({ key }) => graphql.data![key] != null && !failed.has(key))
      .map(({ field, key }) => ({ field, value: graphql.data![key], variables: sent.variables, rest: false }));
  }

  private async dataProblems(case_: Case, wire: Wire, outcome: Outcome | undefined, graphql: GraphQLBody | undefined) {
    const problems: string[] = [];
    const before = this.state;
    let after: Snapshot;
    try {
      after = await snapshot(this.target.query, this.target.dialect);
    } catch (error) {
      return [`database unreadable after the request: ${(error as Error).message}`];
    }
    this.state = after;
    const changed = difference(before, after);
    const writes = this.acknowledged(case_, wire, outcome, graphql);
    // A module's own route that says it took the request (a form's 303 to the page that says so).
    const taken =
      outcome &&
      !('error' in outcome) &&
      Boolean(
        matchPlainRoute(wire.method, wire.path)?.taken?.({
          status: outcome.status,
          location: outcome.headers.location,
        }),
      );
    if (writes.length || taken) this.report.acknowledgedWrites += writes.length || 1;
    if (changed.length && !writes.length && !taken) {
      this.report.refusedButChanged++;
      problems.push(
        `refused (or read-only) request changed stored data: ${changed
          .map(
            (c) => `${c.table} +${c.added.length}/-${c.removed.length} ${head(c.added[0] ?? c.removed[0] ?? '', 200)}`,
          )
          .join('; ')}`,
      );
    }
    for (const { table, added } of changed) {
      for (const row of added) {
        const bad = badStoredText(row);
        if (bad) problems.push(`${bad} of ${table}`);
      }
    }
    for (const write of writes) problems.push(...(await this.storedAsAcknowledged(write)));
    if (changed.some((c) => c.table === 'users')) await this.signIn();
    return problems;
  }

  /** The input against the acknowledgement, and the acknowledgement against a fresh read. */
  private async storedAsAcknowledged(write: {
    field: FieldNode;
    value: unknown;
    variables: Record<string, unknown>;
    rest: boolean;
  }) {
    const definition = schema.getMutationType()!.getFields()[write.field.name.value];
    if (!definition || typeof write.value !== 'object' || write.value === null) return [];
    const problems: string[] = [];
    const plain = write.rest ? JSON.parse(JSON.stringify(write.value).replaceAll('"_id":', '"id":')) : write.value;
    for (const argument of write.field.arguments ?? []) {
      const type = definition.args.find((arg) => arg.name === argument.name.value)?.type;
      if (!type || argument.value.kind !== Kind.VARIABLE) continue;
      problems.push(...echoProblems(type, write.variables[argument.value.name.value], plain, definition.name));
    }
    // Read the same selection again through the query that returns the same type.
    const returned = getNamedType(definition.type);
    const reader = Object.values(schema.getQueryType()!.getFields()).find(
      (query) =>
        getNamedType(query.type) === returned &&
        !isListType(isNonNullType(query.type) ? query.type.ofType : query.type) &&
        query.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined || arg.name === 'id'),
    );
    if (!reader || !isObjectType(returned) || !write.field.selectionSet) return problems;
    const selectionText = print(write.field.selectionSet);
    if (selectionText.includes('...')) return problems;
    const id = (plain as { id?: unknown }).id;
    const needsId = reader.args.some((arg) => arg.name === 'id');
    if (needsId && typeof id !== 'string') return problems;
    // The admin reads back what was written, a draft or a scheduled post too (`blog(id, preview: true)`).
    const preview = reader.args.some((arg) => arg.name === 'preview') ? ', preview: true' : '';
    const query = needsId
      ? `query ($id: ID!) { ${reader.name}(id: $id${preview}) ${selectionText} }`
      : `{ ${reader.name} ${selectionText} }`;
    const response = await fetch(`${this.target.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.tokens.admin}` },
      body: JSON.stringify({ query, variables: needsId ? { id } : {} }),
    });
    const read = (await response.json()) as GraphQLBody;
    const stored = read.data?.[reader.name];
    const storedForm = write.rest ? toRest(stored, reader.type) : stored;
    if (JSON.stringify(storedForm) !== JSON.stringify(write.value)) {
      problems.push(
        `${definition.name}: stored differs from acknowledged: acknowledged ${head(JSON.stringify(write.value), 300)}, stored ${head(JSON.stringify(storedForm), 300)}`,
      );
    }
    return problems;
  }

  /** The gateway still answers: health, a REST read and a GraphQL read. */
  async health(index: number, label: string) {
    const problems: string[] = [];
    try {
      const health = await fetch(`${this.target.url}/healthz`);
      if (health.status !== 200) problems.push(`/healthz answered ${health.status}`);
      const rest = await fetch(`${this.target.url}/api/settings`);
      const restBody = (await rest.json()) as { success?: boolean };
      if (rest.status !== 200 || restBody.success !== true) problems.push(`GET /api/settings answered ${rest.status}`);
      const graphql = await fetch(`${this.target.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ settings { contactInfo { email } } blogs { id } }' }),
      });
      const graphqlBody = (await graphql.json()) as GraphQLBody;
      if (graphqlBody.errors)
        problems.push(`GraphQL read answered ${JSON.stringify(graphqlBody.errors).slice(0, 300)}`);
    } catch (error) {
      problems.push(`the gateway does not answer: ${(error as Error).message}`);
    }
    problems.push(...(this.trap?.take() ?? []).map((error) => `uncaught error (it would end the process): ${error}`));
    if (problems.length)
      this.fail(
        index,
        `health after "${label}"`,
        'GET /healthz, GET /api/settings, POST /graphql',
        undefined,
        problems,
      );
  }
}

/** A runner against the in-process app, each request from its own X-Forwarded-For address (the app trusts loopback). */
export function inProcessRunner(app: TestApp): Runner {
  return new Runner({
    url: app.url,
    dialect: testDb,
    query: (sql) => app.dataSource.query(sql),
    signIn: async (role) => (await app.signIn(role)).token,
    inProcess: true,
    forwardedFor: true,
  });
}
