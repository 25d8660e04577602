import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ResponseCache } from './response-cache';

const answer = (bytes: number) => ({
  status: 200,
  type: 'text/plain',
  body: Buffer.from('ş'.repeat(bytes / 2)),
  tags: ['blog'],
});

describe('the response cache: one answer never takes more than a quarter of it', () => {
  it('keeps an answer up to a quarter of its ceiling, with an ETag and compressed forms of the same bytes', async () => {
    const cache = new ResponseCache(1024 * 1024, 60_000);
    const kept = await cache.set('kept', cache.generation, answer(200 * 1024));
    expect(cache.get('kept')).toBe(kept);
    expect(kept.etag).toMatch(/^W\/".+"$/);
    expect(brotliDecompressSync(kept.br!).equals(kept.body)).toBe(true);
    expect(gunzipSync(kept.gzip!).equals(kept.body)).toBe(true);
  });

  it('sends a larger one (compressed) but keeps it not, and gives it no ETag', async () => {
    const cache = new ResponseCache(1024 * 1024, 60_000);
    const large = await cache.set('large', cache.generation, answer(300 * 1024));
    expect(cache.get('large')).toBeUndefined();
    expect(large.etag).toBeUndefined();
    expect(brotliDecompressSync(large.br!).equals(large.body)).toBe(true);
    expect(cache.size.answers).toBe(0);
  });

  it('keeps no answer whose tags changed while it was compressed', async () => {
    const cache = new ResponseCache(1024 * 1024, 60_000);
    const since = cache.generation;
    const setting = cache.set('late', since, answer(100 * 1024));
    cache.invalidate(['blog']);
    await setting;
    expect(cache.get('late')).toBeUndefined();
  });
});
