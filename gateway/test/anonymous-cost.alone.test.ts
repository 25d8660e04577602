import { createHash } from 'node:crypto';
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { EntitySubscriberInterface } from 'typeorm';
import { storedContent, insertPost } from '../src/modules/blog/blog.service';
import { BlogStatus } from '../src/modules/blog/blog-post.entity';
import { fieldRoles } from '../src/graphql/authorize-first';
import { MAX_COST } from '../src/graphql/cost';
import { Locale } from '../src/core/locale';
import { plainRoutes, PUBLIC_FIELDS, routes } from '../src/modules';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { Project, ProjectSlug, ProjectStatus, storeTechnologies } from '../src/modules/projects/project.entity';
import { createSchema } from '../src/schema';
import { startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { fieldCases, plainCases, restCases, type FieldCase, type Known } from './support/worst-requests';

/**
 * Nothing anonymous costs more than it is worth (issue 42), by construction: for every public root
 * field and every public REST row, the heaviest request the limits let through (support/
 * worst-requests.ts builds them from the schema and the route table: maximum page sizes, as many
 * aliases as the cost limit admits, the largest inputs) is sent to the real gateway over a
 * database of 100 posts and 100 projects of 500 KB, one at a time, and each must stay within what
 * one anonymous request may cost: BUDGET's processor time, memory allocated and rows written.
 *
 * Processor time is the gateway process's own (user + system, every thread: SQLite and the
 * password hashes run in it), not the wall clock, so a busy machine does not fail the test; the
 * database server's time (MariaDB) is the same statements' as SQLite's. Allocation is what V8's
 * heap grew by plus what each collection during the request freed.
 */
const BUDGET = { cpuMs: 250, allocatedMb: 32, rowsWritten: 10 };

/** A full collection before each request, so that none pays for the garbage of the one before. */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const POSTS = 100;
const POST_BYTES = 500_000;

/** Words of a made-up language, so that a post's 500 KB hold a few thousand distinct words, as prose does. */
function vocabulary(): string[] {
  const syllables = ['ka', 'le', 'mi', 'do', 'ru', 'şe', 'ğı', 'tü', 'ço', 'ya', 'bi', 'ne', 'za', 'pö', 'fu'];
  const words: string[] = [];
  for (const a of syllables) for (const b of syllables) for (const c of syllables) words.push(`${a}${b}${c}`);
  return words;
}

/** One post's 500 KB: paragraphs and headings of those words, the common word and phrase in each, an image near the end. */
function body(): string {
  const words = vocabulary();
  const parts: string[] = [];
  let size = 0;
  for (let p = 0; size < POST_BYTES; p++) {
    const sentence = Array.from({ length: 80 }, (_, w) => words[(p * 131 + w * 17) % words.length]).join(' ');
    const part = p % 20 === 0 ? `<h2>Bölüm ${p} ortak</h2>` : `<p>${sentence} ortak açık kaynak yazılım.</p>`;
    parts.push(part);
    size += Buffer.byteLength(part);
  }
  parts.push('<p><img src="https://img.example/kapak.png" alt="Kapak"></p>');
  return parts.join('');
}

const known: Known = {
  common: 'ortak',
  phrase: 'açık kaynak yazılım',
  slug: 'ortak-yazi-0',
  id: '',
  tag: 'ortak',
  file: 'cv-5mb.pdf',
};

/** The largest file the site keeps: a CV of 5 MB (docs/product/admin.md#cv). */
const FILE_BYTES = 5 * 1024 * 1024;

type Measured = {
  label: string;
  status: number;
  bytes: number;
  cpuMs: number;
  wallMs: number;
  allocatedMb: number;
  rowsWritten: number;
  excerpt: string;
};

describe(`the heaviest anonymous request of every public field and route stays within its budget (${testDb})`, () => {
  let app: TestApp;
  let writes = 0;
  const results: Measured[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    const content = storedContent(body());
    const at = Date.UTC(2025, 0, 1);
    for (let i = 0; i < POSTS; i++) {
      const post = await app.dataSource.transaction((manager) =>
        insertPost(
          manager,
          {
            title: `Ortak yazı ${i}: açık kaynak yazılım`,
            shortDescription: 'Ortak bir yazının kısa açıklaması, açık kaynak yazılım üstüne.',
            content: `<p>Yazı ${i}</p>${content.content}`,
            readingMinutes: content.readingMinutes,
            // Twenty tags, nineteen of its own: a site of 100 posts with 1 901 tags.
            tags: ['ortak', ...Array.from({ length: 19 }, (_, k) => `etiket-${i}-${k}`)],
            publishDate: new Date(at + i * 60_000),
            createdAt: new Date(at + i * 60_000),
            status: BlogStatus.PUBLISHED,
          },
          `ortak-yazi-${i}`,
        ),
      );
      if (i === 0) known.id = post.id;
    }
    // As many projects of the same body, twenty technologies each, nineteen of their own: `project(id)`
    // finds the first by the slug the cases try first (a project's slugs are not a post's).
    for (let i = 0; i < POSTS; i++)
      await app.dataSource.transaction(async (manager) => {
        const project = await manager.save(
          manager.create(Project, {
            title: `Ortak proje ${i}: açık kaynak yazılım`,
            slug: `ortak-yazi-${i}`,
            summary: 'Ortak bir projenin özeti, açık kaynak yazılım üstüne.',
            content: `<p>Proje ${i}</p>${content.content}`,
            cover: '',
            technologies: ['ortak', ...Array.from({ length: 19 }, (_, k) => `teknoloji-${i}-${k}`)],
            links: { repo: 'https://github.com/ornek/ortak', demo: '' },
            startDate: '2024-01',
            endDate: null,
            featured: i % 10 === 0,
            order: i,
            status: ProjectStatus.PUBLISHED,
          }),
        );
        await manager.insert(ProjectSlug, { slug: project.slug, locale: Locale.TR, projectId: project.id });
        await storeTechnologies(manager, project, { isNew: true });
      });
    const bytes = Buffer.alloc(FILE_BYTES, 'x');
    const files = app.dataSource.getRepository(StoredFile);
    await files.save(
      files.create({
        name: known.file,
        mediaType: 'application/pdf',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes,
      }),
    );
    const counting: EntitySubscriberInterface = {
      afterQuery: ({ query, rawResults }) => {
        if (!/^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i.test(query)) return;
        const raw = rawResults as { affectedRows?: number; changes?: number } | undefined;
        writes += raw?.affectedRows ?? raw?.changes ?? 1;
      },
    };
    app.dataSource.subscribers.push(counting);
  }, 600_000);

  afterAll(async () => {
    const heaviest = [...results].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 12);
    console.log(
      `${testDb}: the heaviest of ${results.length} anonymous requests\n` +
        heaviest
          .map(
            (r) =>
              `${r.cpuMs.toFixed(0).padStart(5)} ms cpu ${r.wallMs.toFixed(0).padStart(5)} ms wall ${r.allocatedMb.toFixed(1).padStart(6)} MB ${String(r.rowsWritten).padStart(3)} rows ${String(r.bytes).padStart(9)} B ${r.status} ${r.label} → ${r.excerpt.slice(0, 120)}`,
          )
          .join('\n'),
    );
    await app?.close();
  });

  /** Sends one request, reads its answer to the end keeping only its start, and measures the gateway meanwhile. */
  async function measure(label: string, method: string, path: string, body?: unknown, form?: true): Promise<Measured> {
    const payload =
      body === undefined
        ? undefined
        : Buffer.from(form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body));
    const url = new URL(path, app.url);
    writes = 0;
    collectGarbage();
    const profiler = new v8.GCProfiler();
    const heapBefore = v8.getHeapStatistics().used_heap_size;
    const cpu = process.cpuUsage();
    const start = performance.now();
    profiler.start();
    const { status, bytes, excerpt } = await new Promise<{ status: number; bytes: number; excerpt: string }>(
      (resolve, reject) => {
        const request = http.request(
          url,
          {
            method,
            headers: {
              ...(payload
                ? {
                    'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
                    'content-length': payload.length,
                  }
                : {}),
              'accept-encoding': 'br, gzip',
            },
          },
          (response) => {
            let bytes = 0;
            let excerpt = '';
            response.on('data', (chunk: Buffer) => {
              if (excerpt.length < 300) excerpt += chunk.subarray(0, 300).toString();
              bytes += chunk.length;
            });
            response.on('end', () => resolve({ status: response.statusCode!, bytes, excerpt }));
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(payload);
      },
    );
    const collections = profiler.stop().statistics;
    const wallMs = performance.now() - start;
    const used = cpu && process.cpuUsage(cpu);
    const freed = collections.reduce(
      (sum, gc) => sum + gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize,
      0,
    );
    const allocated = v8.getHeapStatistics().used_heap_size - heapBefore + freed;
    const result = {
      label,
      status,
      bytes,
      cpuMs: (used.user + used.system) / 1000,
      wallMs,
      allocatedMb: allocated / 2 ** 20,
      rowsWritten: writes,
      excerpt: excerpt.slice(0, 300),
    };
    results.push(result);
    return result;
  }

  /** The requests over budget, each with what it measured: none, or the test fails naming them all. */
  const overBudget = (measured: Measured[]) =>
    measured.filter(
      (r) => r.cpuMs > BUDGET.cpuMs || r.allocatedMb > BUDGET.allocatedMb || r.rowsWritten > BUDGET.rowsWritten,
    );

  /** The cost limit's refusal names the operation's cost: how many aliases of it fit. */
  const costOf = (r: Measured) => Number(/maliyeti (\d+)/.exec(r.excerpt)?.[1] ?? NaN);

  it('every public GraphQL field, at its heaviest, with as many aliases as the limits admit', async () => {
    const schema = await createSchema();
    const guarded = fieldRoles();
    const cases = fieldCases(schema, PUBLIC_FIELDS, known, (type, field) => !guarded.has(`${type}.${field}`));
    expect(cases.length).toBeGreaterThan(20);
    const measured: Measured[] = [];
    /**
     * A request over budget is sent again as another document (its aliases renamed, so no kept
     * answer serves it) and judged by that run: the first of a shape may pay for compiling the
     * gateway's code on its path, once a process, which an attacker repeating it does not.
     */
    const judged = async (label: string, document: FieldCase['document'], count: number) => {
      const first = await measure(`${label} ×${count}`, 'POST', '/graphql', { query: document(count) });
      if (!overBudget([first]).length) return first;
      return measure(`${label} ×${count} (again)`, 'POST', '/graphql', { query: document(count, 'b') });
    };
    for (const { label, document } of cases) {
      let count = 15; // graphql-armor's alias limit (graphql/server.ts)
      let result = await judged(label, document, count);
      measured.push(result);
      // Refused for its cost: as many aliases as the limit admits, and fewer until one is let through.
      for (let cost = costOf(result); cost && count > 1; cost = costOf(result)) {
        count = Math.max(1, Math.min(count - 1, Math.floor((MAX_COST * count) / cost)));
        result = await judged(label, document, count);
        measured.push(result);
      }
    }
    expect(overBudget(measured)).toEqual([]);
  }, 600_000);

  it("every public REST row and route of a module's own router, at its heaviest", async () => {
    const schema = await createSchema();
    const cases = [...restCases(schema, routes, known), ...plainCases(schema, plainRoutes, known)];
    expect(cases.length).toBeGreaterThan(5);
    const measured: Measured[] = [];
    for (const { label, method, path, body, form } of cases)
      measured.push(await measure(label, method, path, body, form));
    expect(overBudget(measured)).toEqual([]);
  }, 600_000);
});
