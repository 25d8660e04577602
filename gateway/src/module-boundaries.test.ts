import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLObjectType } from 'graphql';

/**
 * A module says everything about itself in its manifest (core/module.ts `Module`), and only the
 * top composes the list (ARCHITECTURE.md "Layers"): no file imports a module by its path but
 * modules.ts, cli/ and seed.ts, and no door (graphql/, rest/, site/) names a module — neither its
 * name (as a string), nor one of its services, nor one of its GraphQL root fields in an operation
 * of the door's own (the site's reads are the modules' `site`, and answer under the site's aliases).
 * Modules reach each other through `Services` (declaration merging) and `import type` alone: a
 * type is erased, so a module never runs, loads or orders another's code. A module's tests may
 * import what they test, and so may their kits (`*.kit.ts`).
 */
const SRC = __dirname;
const ROOT = path.resolve(SRC, '../..');
const COMPOSERS = [/^modules\.ts$/, /^cli\//, /^seed\.ts$/];
const DOORS = /^(graphql|rest|site)\//;

const sources = (folder: string): string[] =>
  fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? sources(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
    )
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|kit)\.ts$/.test(file));
const FILES = sources(SRC).map((file) => path.relative(SRC, file).split(path.sep).join('/'));
const MODULES = fs.readdirSync(path.join(SRC, 'modules'));
const read = (file: string) => fs.readFileSync(path.join(SRC, file), 'utf8');

/** Every `import … from`, `export … from` and `import()` of a file: its specifier, and whether it is `import type`. */
function importsOf(code: string): Array<{ specifier: string; typeOnly: boolean }> {
  const found = [...code.matchAll(/^\s*(import|export)(\s+type)?\b[^;]*?\sfrom\s+'([^']+)'/gms)].map((m) => ({
    specifier: m[3]!,
    typeOnly: Boolean(m[2]),
  }));
  for (const m of code.matchAll(/\bimport\(\s*'([^']+)'\s*\)|^import\s+'([^']+)'/gm))
    found.push({ specifier: (m[1] ?? m[2])!, typeOnly: false });
  return found;
}

/** The module a source file belongs to, or the one an import reaches, as `modules/<name>` folders. */
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];

export function moduleImports(files = FILES, code: (file: string) => string = read): string[] {
  const wrong: string[] = [];
  for (const file of files) {
    if (COMPOSERS.some((composer) => composer.test(file))) continue;
    for (const { specifier, typeOnly } of importsOf(code(file))) {
      if (!specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const reached = moduleOf(`${target}/`);
      if (!reached || reached === moduleOf(file)) continue;
      if (moduleOf(file) && typeOnly) continue;
      wrong.push(`${file} → ${specifier}`);
    }
  }
  return wrong;
}

/** Every root field of the schema (schema.graphql), each a module's. */
const ROOT_FIELDS = (() => {
  const schema = buildSchema(fs.readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));
  return [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    Object.keys((type as GraphQLObjectType).getFields()),
  );
})();
/** Every service a module adds (`declare module … interface Services { name: … }`). */
const SERVICES = FILES.filter((file) => moduleOf(file)).flatMap((file) =>
  [...read(file).matchAll(/interface Services \{([^}]*)\}/g)].flatMap((m) =>
    [...m[1]!.matchAll(/^\s*(\w+)\??:/gm)].map((name) => name[1]!),
  ),
);

export function doorNames(files = FILES, code: (file: string) => string = read): string[] {
  const wrong: string[] = [];
  const word = (names: string[]) => new RegExp(`\\b(${names.join('|')})\\b`);
  for (const file of files.filter((f) => DOORS.test(f))) {
    const text = code(file).replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    for (const m of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const literal = m[1] ?? m[2] ?? m[3]!;
      if (MODULES.includes(literal)) wrong.push(`${file}: '${literal}'`);
      else if (/^\s*(query|mutation|\{)/.test(literal) && word(ROOT_FIELDS).test(literal))
        wrong.push(`${file}: ${literal.trim().slice(0, 60)}…`);
    }
    for (const m of text.matchAll(/\bservices\??\.(\w+)/g))
      if (SERVICES.includes(m[1]!)) wrong.push(`${file}: services.${m[1]}`);
  }
  return wrong;
}

/** The source file a relative specifier names (`./x` is x.ts, x.tsx or x/index.ts), or undefined (a package, a JSON file). */
function resolved(files: ReadonlySet<string>, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((file) => files.has(file));
}

/**
 * Every circle of imports, `import type` included (import-x/no-cycle, which the lint runs, skips
 * type-only imports and has no option to count them): each as the files around it.
 */
export function circles(files = FILES, code: (file: string) => string = read): string[][] {
  const known = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      importsOf(code(file)).flatMap(({ specifier }) => resolved(known, file, specifier) ?? []),
    ]),
  );
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, trail: string[]) => {
    state.set(file, 'open');
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...trail.slice(trail.indexOf(next)), file, next]);
      else if (!state.has(next)) visit(next, [...trail, file]);
    }
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file, []);
  return found;
}

describe('the import graph of gateway/src', () => {
  it('has no circle, type-only imports included', () => {
    expect(circles()).toEqual([]);
  });

  it('finds a circle of type-only imports', () => {
    const code: Record<string, string> = {
      'graphql/a.ts': "import type { B } from './b';\nexport type A = B;",
      'graphql/b.ts': "import type { A } from './a';\nexport type B = A;",
      'graphql/c.ts': "import { a } from './a';",
    };
    expect(circles(Object.keys(code), (file) => code[file]!)).toEqual([
      ['graphql/a.ts', 'graphql/b.ts', 'graphql/a.ts'],
    ]);
  });
});

describe('a module is reached only through the module list', () => {
  it('knows the modules, their services and root fields', () => {
    expect(MODULES).toEqual(expect.arrayContaining(['auth', 'blog', 'files']));
    expect(SERVICES).toEqual(expect.arrayContaining(['auth', 'blog', 'files']));
    expect(ROOT_FIELDS).toEqual(expect.arrayContaining(['blogs', 'blogPage', 'login']));
  });

  it('no file but modules.ts, cli/ and seed.ts imports a module by its path (modules each other by `import type` alone)', () => {
    expect(moduleImports()).toEqual([]);
  });

  it('no door names a module, one of its services or its root fields', () => {
    expect(doorNames()).toEqual([]);
  });

  it.each([
    ['rest/probe.ts', "import { sendStoredFile } from '../modules/files/uploads';"],
    ['app.ts', "import { blogModule } from './modules/blog/module';"],
    ['modules/about/probe.ts', "import { StoredFile } from '../files/stored-file.entity';"],
    ['core/probe.ts', "export { BlogPost } from '../modules/blog/blog-post.entity';"],
  ])('refuses %s: %s', (file, line) => {
    expect(moduleImports([file], () => line)).toHaveLength(1);
  });

  it.each([
    ['modules.ts', "import { blogModule } from './modules/blog/module';"],
    ['cli/probe.ts', "import { User } from '../modules/auth/user.entity';"],
    ['modules/about/probe.ts', "import type { StoredFile } from '../files/stored-file.entity';"],
    ['modules/blog/probe.ts', "import { PER_PAGE } from './blog.service';"],
  ])('allows %s: %s', (file, line) => {
    expect(moduleImports([file], () => line)).toEqual([]);
  });

  it.each([
    ['graphql/probe.ts', 'const sizes = await context.services.blog.costSizes();'],
    ['site/probe.ts', 'const TAG = `query Tag($slug: String!) { tagPosts(slug: $slug) { pages } }`;'],
    ['rest/probe.ts', "const tags = ['blog'];"],
  ])('refuses the door %s naming a module: %s', (file, line) => {
    expect(doorNames([file], () => line)).toHaveLength(1);
  });
});
