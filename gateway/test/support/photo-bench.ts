/**
 * `npm run bench -- photos` (scripts/lib/photos.mjs): a phone's 24-megapixel JPEG (EXIF orientation
 * 6, a GPS position) uploaded through `uploadImage` on a real gateway (SQLite), PHOTOS times one
 * after another, while a reader asks for the blog list over and over; the reader's latency then is
 * compared with its latency with nothing else running (the baseline, in the same run). Writes a
 * JSON report to the path given.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { startAdminApp } from './app';
import { postGraphQLUpload } from './multipart';
import { phoneJpeg } from './photos';

const PHOTOS = 5;
const BASELINE_READS = 300;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function phonePhoto(): Promise<Buffer> {
  const sensor = await sharp({
    create: {
      width: 6000,
      height: 4000,
      channels: 3,
      background: '#6a8caf',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .blur(1.2) // a camera's picture is smoother than noise: about a phone's file size
    .jpeg({ quality: 90 })
    .toBuffer();
  return phoneJpeg(sharp(sensor));
}

async function main() {
  const [out] = process.argv.slice(2);
  const photo = await phonePhoto();
  const { app, token } = await startAdminApp();
  try {
    const read = async () => {
      const started = performance.now();
      const response = await fetch(`${app.url}/api/blogs`);
      await response.arrayBuffer();
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i++) await read(); // warm
    const baseline: number[] = [];
    for (let i = 0; i < BASELINE_READS; i++) baseline.push(await read());

    const during: number[] = [];
    let uploading = true;
    const reader = (async () => {
      while (uploading) during.push(await read());
    })();
    const uploads: number[] = [];
    for (let i = 0; i < PHOTOS; i++) {
      const started = performance.now();
      const response = await postGraphQLUpload<{ uploadImage: string }>(`${app.url}/graphql`, {
        query: 'mutation($file: Upload!) { uploadImage(file: $file) }',
        file: { bytes: photo, name: 'IMG_2041.jpg', type: 'image/jpeg' },
        token,
      });
      if (!response.body?.data?.uploadImage) throw new Error(JSON.stringify(response.body));
      uploads.push(performance.now() - started);
    }
    uploading = false;
    await reader;
    const report = {
      photoBytes: photo.length,
      uploads,
      reads: {
        baseline: { p50: percentile(baseline, 50), p95: percentile(baseline, 95) },
        during: { n: during.length, p50: percentile(during, 50), p95: percentile(during, 95) },
      },
    };
    fs.writeFileSync(out!, JSON.stringify(report));
    console.log(JSON.stringify(report));
  } finally {
    await app.close();
  }
}

void main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
