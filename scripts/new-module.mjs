// `node scripts/new-module.mjs`: what adding a module touches, shown by adding one (ARCHITECTURE.md,
// "Adding a module"). It writes a trivial module into the tree — `notes`: an entity and its
// migration, a public query and an admin write on both doors, cached answers, a test of its own —
// and its line in modules.ts, runs the module's test and the suites that must notice a new module
// without anyone telling them, then puts the tree back as it was. Nothing else is edited: when a
// suite needs a change elsewhere to pass (a list of tables, of routes, of fields), this fails.
// (`npm run schema` would add the module's types to schema.graphql, which is generated.)
// `npm test` runs it, on SQLite: what these suites check of a module does not differ by database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** `--json <file>`: jest's JSON report goes there (scripts/test.mjs counts it). */
const reportFile = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : undefined;

/**
 * The suites that must notice a new module without being told: its own; migrations against
 * entities; every root field classified, public or closed; the REST table and OpenAPI; the
 * hostile corpus over every row and route; the doors naming no module. (The module's test shows
 * that the cost test's worst requests reach its field and rows; measuring them takes the cost
 * test's own minutes, on every run of `npm test`.)
 */
const SUITES = [
  'src/modules/notes',
  'test/migrations-schema-and-post-columns.test.ts',
  'test/migrations-derived-data.test.ts',
  'test/closed-by-default.test.ts',
  'test/rest-routes-table.test.ts',
  'test/hostile-input.test.ts',
  'src/module-boundaries.test.ts',
];

/** The module, file by file: everything a new module is. */
const MODULE = {
  'note.entity.ts': `import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { Row } from '../../core/db/columns';

/** A short public note. */
@ObjectType()
@Entity('notes')
export class Note extends Row {
  @Field(() => String)
  @Column({ type: 'varchar', length: 200 })
  text: string;
}
`,
  '1799900000000-notes.ts': `import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table } from 'typeorm';

export class Notes1799900000000 implements MigrationInterface {
  name = 'Notes1799900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'notes',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'text', type: 'varchar', length: '200' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('notes');
  }
}
`,
  'notes.resolver.ts': `import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';
import { Note } from './note.entity';

@Resolver()
export class NotesResolver {
  @Query(() => [Note], { description: 'Every note, the newest first.' })
  notes(@Ctx() { services }: Context): Promise<Note[]> {
    return services.notes.list();
  }

  @Authorized('admin')
  @Mutation(() => Note)
  addNote(@Arg('text', () => String) text: string, @Ctx() { services }: Context): Promise<Note> {
    return services.notes.add(text);
  }
}
`,
  'notes.service.ts': `import type { DataSource } from 'typeorm';
import { badInput } from '../../core/errors';
import { Note } from './note.entity';

export class NotesService {
  constructor(private readonly dataSource: DataSource) {}

  list(): Promise<Note[]> {
    return this.dataSource.getRepository(Note).find({ order: { createdAt: 'DESC' }, take: 50 });
  }

  add(text: string): Promise<Note> {
    if (!text.trim() || text.length > 200) throw badInput('Not 1 ile 200 karakter arasında olmalıdır.');
    return this.dataSource.getRepository(Note).save(Object.assign(new Note(), { text }));
  }
}
`,
  'notes.rest.ts': `import { route } from '../../core/rest-route';

export const notesRoutes = [
  route({
    method: 'get',
    path: '/api/notes',
    summary: 'Every note',
    access: 'public',
    operation: 'query { notes { id text createdAt } }',
    result: 'notes',
  }),
  route({
    method: 'post',
    path: '/api/notes',
    summary: 'Add a note',
    access: 'admin',
    operation: 'mutation ($text: String!) { addNote(text: $text) { id text createdAt } }',
    variables: { text: 'body.text' },
    result: 'addNote',
    status: 201,
  }),
];
`,
  'notes.test.ts': `import { startAdminApp, type TestApp } from '../../../test/support/app';
import { testDb } from '../../../test/support/db';
import { restCall } from '../../../test/support/rest';
import { fieldCases, restCases } from '../../../test/support/worst-requests';
import { PUBLIC_FIELDS, routes } from '../../modules';
import { createSchema } from '../../schema';

describe(\`a module added by its folder and one line (\${testDb})\`, () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
  });
  afterAll(() => app.close());

  it('answers on both doors: anyone reads, the admin writes, a visitor is refused', async () => {
    expect((await restCall(app, 'GET', '/api/notes')).body).toEqual({ success: true, data: [] });
    const added = await restCall(app, 'POST', '/api/notes', { token, body: { text: 'Merhaba' } });
    expect(added.status).toBe(201);
    expect((await restCall(app, 'POST', '/api/notes', { body: { text: 'x' } })).status).toBe(401);
    const bad = await restCall(app, 'POST', '/api/notes', { token, body: { text: ' ' } });
    expect([bad.status, bad.body.message]).toEqual([400, 'Not 1 ile 200 karakter arasında olmalıdır.']);
    expect((await app.gql('{ notes { text } }')).data).toEqual({ notes: [{ text: 'Merhaba' }] });
  });

  it('is in the cost test without being named there: its public field and rows have their worst cases', async () => {
    const schema = await createSchema();
    const known = { common: 'a', phrase: 'a b', slug: 'a', id: 'x', tag: 'a', file: 'f' };
    const fields = fieldCases(schema, PUBLIC_FIELDS, known, () => true).map(({ label }) => label);
    expect(fields.some((label) => label.startsWith('query.notes '))).toBe(true);
    expect(restCases(schema, routes, known).map(({ label }) => label)).toContain('GET /api/notes #0');
  });

  it('is documented in /api/openapi.json from its rows', async () => {
    const openApi = (await (await fetch(\`\${app.url}/api/openapi.json\`)).json()) as { paths: Record<string, object> };
    expect(Object.keys(openApi.paths['/api/notes'] ?? {}).sort()).toEqual(['get', 'post']);
  });
});
`,
  'module.ts': `import type { Module } from '../../core/module';
import { Note } from './note.entity';
import { Notes1799900000000 } from './1799900000000-notes';
import { NotesResolver } from './notes.resolver';
import { notesRoutes } from './notes.rest';
import { NotesService } from './notes.service';

declare module '../../core/context' {
  interface Services {
    notes: NotesService;
  }
}

const NOTES = () => ['notes'];

export const notesModule: Module = {
  name: 'notes',
  entities: [Note],
  migrations: [Notes1799900000000],
  resolvers: [NotesResolver],
  routes: notesRoutes,
  services: ({ dataSource }) => ({ notes: new NotesService(dataSource) }),
  publicFields: ['query.notes'],
  answers: { notes: NOTES },
  writes: [[Note, NOTES]],
};
`,
};

const list = 'gateway/src/modules.ts';
const folder = 'gateway/src/modules/notes';
const original = fs.readFileSync(path.join(root, list));
if (fs.existsSync(path.join(root, folder))) throw new Error(`${folder} is there already: remove it first`);

/** Puts the tree back as it was: the module's folder gone, modules.ts byte for byte. */
function restore() {
  fs.rmSync(path.join(root, folder), { recursive: true, force: true });
  fs.writeFileSync(path.join(root, list), original);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (restore(), process.exit(1)));

let ok;
try {
  // Adding the module: its folder, and its line in modules.ts (an import and an entry in the list).
  fs.mkdirSync(path.join(root, folder));
  for (const [name, text] of Object.entries(MODULE)) fs.writeFileSync(path.join(root, folder, name), text);
  const listed = original
    .toString()
    .replace(/^(import [^\n]*\n)(?!import)/m, `$1import { notesModule } from './modules/notes/module';\n`)
    .replace(/(export const modules: readonly Module\[\] = \[\n(?:.*\n)*?)(\];)/, `$1  notesModule,\n$2`);
  if (!listed.includes('  notesModule,\n')) throw new Error(`${list}: the list of modules was not found`);
  fs.writeFileSync(path.join(root, list), listed);

  // The module's own test, and the suites that must notice a new module by themselves. On SQLite:
  // what they check of it does not differ between the databases.
  const jest = spawnSync(
    'npx',
    [
      'jest',
      '--config',
      'gateway/jest.config.js',
      '--rootDir',
      'gateway',
      ...SUITES,
      '--selectProjects',
      'sqlite',
    ].concat(reportFile ? ['--json', `--outputFile=${reportFile}`] : []),
    { cwd: root, stdio: 'inherit' },
  );
  ok = jest.status === 0;
} finally {
  restore();
}
process.exit(ok ? 0 : 1);
