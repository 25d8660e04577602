import fs from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';

/**
 * The share images' drawing thread (started by share-image.ts, which builds each card's element
 * tree): satori lays the card out and turns its text into paths, resvg rasterises the SVG. Both
 * are CPU-bound for 100–200 ms a card, so they run here and the event loop that answers readers
 * only posts a tree and gets a PNG back. This file imports nothing of the gateway's own, so that
 * it runs as it is wherever it is started from (the build, ts-jest, tsx).
 */

/** What share-image.ts hands the thread when it starts it. */
export type DrawingSetup = {
  /** The font files, each under its family name and weight. */
  fonts: { name: string; file: string; weight: Font['weight'] }[];
};
/** An element tree and its size (a card's, the avatar's). */
export type DrawRequest = { id: number; element: unknown; width: number; height: number };
export type DrawReply = { id: number; png: Uint8Array } | { id: number; error: string };

const { fonts: files } = workerData as DrawingSetup;
const fonts: Font[] = files.map(({ name, file, weight }) => ({ name, weight, data: fs.readFileSync(file) }));

// Below the readers: on a machine with two cores the event loop keeps its core when both are
// wanted, and a card waits instead. Linux keeps a nice value per thread and setpriority(0) sets
// this thread's alone; elsewhere 0 would be the whole process, so it stays as it is there.
if (process.platform === 'linux') os.setPriority(19);

async function draw({ id, element, width, height }: DrawRequest): Promise<DrawReply> {
  try {
    const svg = await satori(element as Parameters<typeof satori>[0], { width, height, fonts });
    // Synchronously, on this thread: renderAsync would run on libuv's pool, which the whole
    // process shares (file reads, argon2) and which keeps the readers' priority. satori has drawn
    // the text as paths, so resvg needs no system fonts (looking them up would cost every render).
    const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
    return { id, png };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

// One card at a time, then a rest as long as the drawing took: the thread takes at most half a
// core, so that a flood of new cards never keeps a core busy (two threads of one physical core
// slow each other down, whatever their priority).
const waiting: DrawRequest[] = [];
let drawing = false;
parentPort!.on('message', async (request: DrawRequest) => {
  waiting.push(request);
  if (drawing) return;
  drawing = true;
  for (let next; (next = waiting.shift());) {
    const start = performance.now();
    parentPort!.postMessage(await draw(next));
    await sleep(performance.now() - start);
  }
  drawing = false;
});
