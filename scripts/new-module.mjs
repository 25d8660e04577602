// `node scripts/new-module.mjs`: what adding a module touches, shown by adding one (ARCHITECTURE.md,
// "Adding a module"). In a copy of the working tree it writes a trivial module — `notes`: an entity
// and its migration, a public query and an admin write on both doors, cached answers, searchable
// text, a test of its own — and the one line that lists it in modules.ts, then runs the module's
// test and the suites that must notice a new module without anyone telling them (migrations against
// entities, the classification of root fields, the REST table and OpenAPI, the hostile corpus, the
// backup). It fails when a file besides the module's folder and modules.ts would have to change.
// `npm test` runs it on SQLite (what it checks does not differ between the databases).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-new-module-'));
const reportFile = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : undefined;

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
  'notes.resolver.ts': `import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';
import { Note } from './note.entity';

@Resolver()
export class NotesResolver {
  @Query(() => [Note], { description: 'Every note, the newest first.' })
  notes(@Ctx() { services }: Context): Promise<Note[]> {
    return services.notes.list();
  }

  // Neither @Authorized nor public: the admin's (closed by default).
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

/** Every file of the working tree git would keep (tracked, or new and not ignored). */
function treeFiles(dir) {
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: dir, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(listed.stderr);
  return listed.stdout.split('\0').filter((file) => file && fs.existsSync(path.join(dir, file)));
}

const read = (file) => fs.readFileSync(path.join(copy, file));
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: copy, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

// The copy: the tree's files, and the installed packages and built site it runs with (linked).
const files = treeFiles(root);
for (const file of files) fs.cpSync(path.join(root, file), path.join(copy, file));
for (const linked of ['node_modules', 'gateway/node_modules', 'frontend/node_modules', 'frontend/dist']) {
  if (fs.existsSync(path.join(root, linked))) fs.symlinkSync(path.join(root, linked), path.join(copy, linked));
}
const before = new Map(files.map((file) => [file, read(file)]));

// Adding the module: its folder, and its line in modules.ts.
const folder = 'gateway/src/modules/notes';
fs.mkdirSync(path.join(copy, folder), { recursive: true });
for (const [name, text] of Object.entries(MODULE)) fs.writeFileSync(path.join(copy, folder, name), text);
const list = 'gateway/src/modules.ts';
const listed = read(list)
  .toString()
  .replace(/^(import .*\n)(?!import)/m, `$1import { notesModule } from './modules/notes/module';\n`)
  .replace(/(export const modules: readonly Module\[\] = \[\n(?:.*\n)*?)(\];)/, `$1  notesModule,\n$2`);
fs.writeFileSync(path.join(copy, list), listed);

const ok = run('npx', [
  'jest',
  '--config',
  'gateway/jest.config.js',
  '--rootDir',
  'gateway',
  '--selectProjects',
  'sqlite',
  ...(reportFile ? ['--json', `--outputFile=${reportFile}`] : []),
  'src/modules/notes',
  'test/migrations-schema-and-post-columns.test.ts',
  'test/migrations-derived-data.test.ts',
  'test/entities.test.ts',
  'test/closed-by-default.test.ts',
  'test/rest-routes-table.test.ts',
  'test/hostile-input.test.ts',
  'src/modules/backup/backup-and-restore-round-trips.test.ts',
]);

// What changed besides the module's folder and modules.ts: nothing may.
const changed = treeFiles(copy).filter((file) => !before.has(file) || !before.get(file).equals(read(file)));
const outside = changed.filter((file) => file !== list && !file.startsWith(`${folder}/`));
console.log(`\nAdding a module changed: ${changed.join(', ')}`);
if (outside.length) console.log(`… and, outside its folder and modules.ts: ${outside.join(', ')}`);
fs.rmSync(copy, { recursive: true, force: true });
process.exit(ok && outside.length === 0 ? 0 : 1);
