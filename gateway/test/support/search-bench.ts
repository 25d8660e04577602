/**
 * Search at scale for `npm run bench -- search` (scripts/lib/search.mjs runs it with tsx once per
 * database, as the jest projects do: TEST_DB, TEST_MYSQL_URL, DATABASE_URL):
 *
 *   search-bench.ts <posts> <out.json>
 *
 * Fills a fresh database with `posts` visible posts of about 1 500 Turkish words (words drawn from a
 * Zipf distribution, so the common ones stand in every post as 've' and 'bir' do), then times each
 * query of QUERIES through BlogService.search, the miss path (no cache), against the first page of
 * the list (BlogService.page) measured in the same run as the baseline.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { BlogPost } from '../../src/modules/blog/blog-post.entity';
import { BlogService, insertPost } from '../../src/modules/blog/blog.service';
import type { DataSource } from 'typeorm';
import { openTestDatabase, testDb } from './db';
import { testRevisions, testSearch } from './services';

const STEMS = (
  've bir bu da de için ile çok daha en gibi olarak kadar sonra yeni iyi büyük ilk son her ' +
  'yazılım geliştirme kod proje sunucu veri tasarım kullanıcı sistem uygulama tarayıcı ağ güvenlik hata test ' +
  'ışık gölge renk gözlük kitap okul şehir deniz dağ orman yol kapı pencere masa ev su iş göz el ' +
  'ılık ilik öğretmen öğrenci müzik resim fotoğraf kahve çay ekmek sabah akşam gece hafta yıl ' +
  'düşünce fikir soru cevap örnek sonuç neden amaç yöntem süreç adım çözüm sorun ölçü hız boyut ' +
  'açık kaynak topluluk lisans sürüm dal birleştirme inceleme belge açıklama başlık içerik etiket arama ' +
  'türkçe dil harf kelime cümle paragraf metin sayfa bağlantı adres liste tablo grafik harita istanbul ankara izmir çilingir'
).split(' ');
const SUFFIXES = ['', 'ler', 'lar', 'de', 'da', 'i', 'ı', 'in', 'ın', 'den', 'le', 'leri'];
const SYLLABLES =
  'ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu ya ye yi yo yu za ze zi zo zu'.split(
    ' ',
  );

/**
 * The vocabulary, most common first: 30 000 made-up words of two to four syllables, with the real
 * stems and their forms placed among them at ranks that grow geometrically ('ve' among the first,
 * 'çilingir' far down), as a language's words spread.
 */
function vocabulary(next: () => number): string[] {
  const made = new Set<string>();
  while (made.size < 30_000) {
    const length = 2 + Math.floor(next() * 3);
    made.add(Array.from({ length }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join(''));
  }
  const words = [...made];
  STEMS.forEach((stem, i) => {
    const rank = Math.min(words.length, Math.floor(1.083 ** i) + i);
    words.splice(rank, 0, ...SUFFIXES.map((suffix) => stem + suffix));
  });
  return words;
}

/** A deterministic random stream (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Word `rank` drawn with probability ∝ 1 / (rank + 1): a Zipf distribution. */
function zipf(next: () => number) {
  const WORDS = vocabulary(next);
  const weights = WORDS.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((a, b) => a + b);
  const cumulative: number[] = [];
  weights.reduce((sum, weight, i) => (cumulative[i] = sum + weight / total), 0);
  return () => {
    const x = next();
    let low = 0;
    let high = WORDS.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < x) low = mid + 1;
      else high = mid;
    }
    return WORDS[low]!;
  };
}

/** What a reader types: common and rare words, prefixes, folded spellings, short words, phrases, no match. */
const QUERIES = [
  've',
  'bir',
  'yazılım',
  'yazilim gelistirme',
  'gözl',
  'isik',
  'IŞIK',
  'çilingir',
  'ilik',
  'ev',
  'su iş',
  'öğretmenler',
  '"açık kaynak"',
  'açık kaynak lisans',
  'kahve sabah akşam',
  'istanbul',
  'zeplin',
  'k',
];

/** Fills `dataSource` with `posts` visible posts of about 1 500 words, a day apart, oldest first. */
async function fill(dataSource: DataSource, posts: number): Promise<void> {
  const next = random(20_261_126);
  const word = zipf(next);
  const day = 24 * 3600_000;
  for (let batch = 0; batch < posts; batch += 100) {
    await dataSource.transaction(async (manager) => {
      for (let i = batch; i < Math.min(posts, batch + 100); i++) {
        const paragraphs = Array.from({ length: 15 }, () => {
          const words = Array.from({ length: 100 }, word);
          return `<p>${words.join(' ')}.</p>`;
        });
        const content = `<h2>${word()} ${word()}</h2>${paragraphs.join('')}`;
        await insertPost(manager, {
          title: `${word()} ${word()} ${word()} ${i}`,
          shortDescription: Array.from({ length: 12 }, word).join(' '),
          content,
          tags: [word(), word()],
          publishDate: new Date(Date.now() - (posts - i) * day * 0.1),
          readingMinutes: 8,
        });
      }
    });
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function main() {
  const [count = '10000', out] = process.argv.slice(2);
  const posts = Number(count);
  const { dataSource, drop } = await openTestDatabase();
  try {
    const started = performance.now();
    await fill(dataSource, posts);
    const filled = (performance.now() - started) / 1000;
    const service = new BlogService(dataSource, testSearch(dataSource), testRevisions(dataSource));
    const time = async (run: () => Promise<unknown>) => {
      const at = performance.now();
      await run();
      return performance.now() - at;
    };
    const ROUNDS = 15;
    // Warm the caches of the database and of V8 once, as a gateway that has been running has them.
    for (const query of QUERIES) await service.search(query, 1, 12);
    await service.page(1, 12);
    const byQuery: Record<string, number[]> = Object.fromEntries(QUERIES.map((query) => [query, []]));
    const baseline: number[] = [];
    const totals: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      baseline.push(await time(() => service.page(1, 12)));
      for (const query of QUERIES) {
        byQuery[query]!.push(
          await time(async () => {
            totals[query] = (await service.search(query, 1, 12)).total;
          }),
        );
      }
    }
    // A save changes a post's words (its index written in its transaction); the next search reads the
    // index's posts written since (search-reads.ts).
    const saves: number[] = [];
    const afterSave: number[] = [];
    const saved = await dataSource.getRepository(BlogPost).find({ take: ROUNDS });
    for (const [round, post] of saved.entries()) {
      post.content += `<p>kelime${round} eklendi ${round}</p>`;
      saves.push(await time(() => dataSource.getRepository(BlogPost).save(post)));
      afterSave.push(await time(() => service.search('ve', 1, 12)));
    }
    const all = Object.values(byQuery)
      .flat()
      .sort((a, b) => a - b);
    const sortedBaseline = baseline.sort((a, b) => a - b);
    const report = {
      database: testDb,
      posts,
      rounds: ROUNDS,
      filledSeconds: Math.round(filled),
      words: 1500,
      p50: percentile(all, 0.5),
      p95: percentile(all, 0.95),
      baselineP50: percentile(sortedBaseline, 0.5),
      saveP50: percentile(
        saves.sort((a, b) => a - b),
        0.5,
      ),
      afterSaveP50: percentile(
        afterSave.sort((a, b) => a - b),
        0.5,
      ),
      afterSaveP95: percentile(afterSave, 0.95),
      queries: QUERIES.map((query) => {
        const sorted = byQuery[query]!.sort((a, b) => a - b);
        return { query, matches: totals[query], p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
      }),
    };
    const json = JSON.stringify(report, null, 2);
    if (out) fs.writeFileSync(out, json);
    else console.log(json);
  } finally {
    await dataSource.destroy();
    await drop();
  }
}

void main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
