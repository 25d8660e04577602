import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { AVATAR_IMAGE, monogram, SHARE_IMAGE, siteName } from '@portfolio/content-rules';
import { LRUCache } from 'lru-cache';
import type { DrawingSetup, DrawReply, DrawRequest } from './share-image-worker';

/**
 * The share images (docs/publishing.md): a 1200×630 PNG card with a title, a label and
 * a detail line (a post: 'BLOG' and its date) and the site's name, drawn like the site's own header
 * (frontend/src/styles/base.css and ui.css: the light theme's colours, Fraunces for the
 * title and the brand, Inter for the text); and the site's avatar, a 400×400 PNG of the owner's
 * initials on the header's brand tile (the fediverse account's icon). This file builds their
 * element trees; satori lays them out and resvg rasterises them on a thread of their own
 * (share-image-worker.ts), and each image is drawn once, by at most a few drawings at a time
 * (`shareImage`).
 */

const { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT } = SHARE_IMAGE;

// The light theme of base.css: link previews sit on white or grey, where the paper look reads best.
const COLOR = {
  bg: '#fbf8f3',
  bgGlow: '#f3ede2',
  text: '#1d1a16',
  muted: '#5c544a',
  border: '#e6dfd3',
  accent: '#0b6e75',
  /** The avatar's glow on the teal, as bgGlow is the paper's. */
  accentGlow: '#16848b',
  accentText: '#ffffff',
  warm: '#b4532a',
};

/**
 * Static instances of the site's two families. The site loads the variable fonts, but satori
 * reads a variable font only at its default instance, so the weights come from the static
 * packages. Each subset is its own family name, because satori keeps one font per name and
 * weight: under one name the latin file would hide latin-ext, where İ ğ ş live.
 */
const FONT_FILES = [
  { name: 'Fraunces', package: '@fontsource/fraunces', weights: [600, 700] },
  { name: 'Inter', package: '@fontsource/inter', weights: [500, 600] },
] as const;
const SUBSETS = ['latin', 'latin-ext'] as const;
const family = (name: string) => SUBSETS.map((subset) => `${name} ${subset}`).join(', ');
const DISPLAY = family('Fraunces');
const BODY = family('Inter');

type Fonts = {
  /** Where the drawing thread reads them (eight files, 250 kB: only that thread holds them). */
  files: DrawingSetup['fonts'];
  /** Whether the fonts draw this code point (the subsets' unicode ranges). */
  drawn: (codePoint: number) => boolean;
};

let fontSet: Fonts | undefined;

/** Found on the first card, once: the fonts' files and the code points they cover. */
function fonts(): Fonts {
  if (fontSet) return fontSet;
  const files: DrawingSetup['fonts'] = [];
  const ranges: [number, number][] = [];
  for (const { name, package: pkg, weights } of FONT_FILES) {
    const unicode = JSON.parse(fs.readFileSync(require.resolve(`${pkg}/unicode.json`), 'utf8'));
    for (const subset of SUBSETS) {
      for (const weight of weights) {
        const file = require.resolve(`${pkg}/files/${name.toLowerCase()}-${subset}-${weight}-normal.woff`);
        files.push({ name: `${name} ${subset}`, file, weight });
      }
      // The subset's code points, as its CSS unicode-range: "U+0000-00FF,U+0131,…"
      for (const range of String(unicode[subset]).split(',')) {
        const [low, high = low] = range
          .replace(/U\+/g, '')
          .split('-')
          .map((hex) => parseInt(hex, 16));
        ranges.push([low!, high!]);
      }
    }
  }
  const drawn = (codePoint: number) => ranges.some(([low, high]) => codePoint >= low && codePoint <= high);
  fontSet = { files, drawn };
  return fontSet;
}

/**
 * What the fonts can draw: emoji, CJK and other scripts have no glyph in them and would come out as
 * 'missing glyph' boxes, so they are left out (and the spaces around them closed up). NFC first,
 * so an 'ş' typed as 's' + combining cedilla is drawn as the one letter the font has.
 */
function drawable(text: string, drawn: Fonts['drawn']): string {
  let kept = '';
  for (const char of text.normalize('NFC')) {
    if (drawn(char.codePointAt(0)!)) kept += char;
  }
  // Zero-width joiners and variation selectors are left over from emoji sequences.
  return kept
    .replace(/[\u200b-\u200f\u2060-\u206f\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The title's size by its length: short titles large, long ones smaller, and past four lines an
 * ellipsis (line-clamp) so that nothing ever runs off the card. Fraunces sets Turkish text at
 * about 0.5 em a character, so a 1056 px line holds about 2000 / fontSize characters.
 */
function titleStyle(length: number): { fontSize: number; lines: number; balance: boolean } {
  if (length <= 24) return { fontSize: 84, lines: 2, balance: true };
  if (length <= 50) return { fontSize: 72, lines: 3, balance: true };
  if (length <= 90) return { fontSize: 62, lines: 3, balance: true };
  // Balancing a title that is cut would balance the lines cut off too, leaving short lines on the card.
  return { fontSize: 54, lines: 4, balance: length <= 130 };
}

// satori takes React-shaped elements; this builds them without React.
type Style = Record<string, string | number>;
type Element = { type: string; props: { style: Style; children?: Child } };
type Child = string | Element | Child[];
const h = (type: string, style: Style, children?: Child): Element => ({ type, props: { style, children } });

export type ShareCard = {
  title: string;
  /** The owner's name; 'Portfolyo' when empty. */
  siteName: string;
  /** Small capitals before the detail: 'BLOG', 'PROJE', or the site's host on its own card. */
  label: string;
  detail: string;
};

/** The site's avatar: drawn from the owner's name alone ('Portfolyo' when empty, as on the cards). */
export type Avatar = { kind: 'avatar'; siteName: string };

/** What `shareImage` draws: a share card or the avatar. */
export type ShareImage = ShareCard | Avatar;

function card({ title, siteName, label, detail }: ShareCard): Element {
  const { fontSize, lines, balance } = titleStyle([...title].length);
  return h(
    'div',
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px 60px',
      fontFamily: BODY,
      color: COLOR.text,
      // The page's paper with its warm glow (base.css `body`).
      backgroundColor: COLOR.bg,
      backgroundImage: `radial-gradient(circle at 100% 0%, ${COLOR.bgGlow} 0%, ${COLOR.bg} 55%)`,
      // The accent line along the top edge ties the card to the site's teal.
      borderTop: `10px solid ${COLOR.accent}`,
    },
    [
      // The brand, as in the header: the monogram tile and the name in Fraunces.
      h('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
        h(
          'div',
          {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 60,
            height: 60,
            borderRadius: 18,
            backgroundColor: COLOR.accent,
            color: COLOR.accentText,
            fontFamily: DISPLAY,
            fontWeight: 700,
            fontSize: 27,
          },
          monogram(siteName),
        ),
        h(
          'div',
          {
            fontFamily: DISPLAY,
            fontWeight: 600,
            fontSize: 32,
            letterSpacing: '-0.01em',
            maxWidth: 900,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          },
          siteName,
        ),
      ]),
      h(
        'div',
        {
          display: 'block',
          fontFamily: DISPLAY,
          fontWeight: 600,
          fontSize,
          lineHeight: 1.12,
          letterSpacing: '-0.015em',
          lineClamp: lines,
          textWrap: balance ? 'balance' : 'wrap',
          // A word longer than the line (a pasted address) breaks rather than running off the card.
          wordBreak: 'break-word',
        },
        title,
      ),
      // The detail (a post's date, a project's summary: one line, '…' where cut) over a hairline,
      // with its label as base.css's `.eyebrow` writes it.
      h(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          gap: 18,
          paddingTop: 26,
          borderTop: `2px solid ${COLOR.border}`,
          fontSize: 26,
          fontWeight: 500,
          color: COLOR.muted,
        },
        [
          h('div', { fontWeight: 600, color: COLOR.warm, letterSpacing: '0.12em', fontSize: 20, flexShrink: 0 }, label),
          h(
            'div',
            { display: 'block', flex: 1, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
            detail,
          ),
        ],
      ),
    ],
  );
}

/**
 * The header's brand tile (public-layout.css `.brand__mark`, the cards' monogram) filling the
 * square: the initials in Fraunces at the tile's proportion, white on the site's teal with the
 * page's glow from the top right corner. Centred, so that a round crop (many clients) keeps them.
 */
function avatar({ siteName }: Avatar): Element {
  const { width, height } = AVATAR_IMAGE;
  return h(
    'div',
    {
      width,
      height,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: COLOR.accent,
      backgroundImage: `radial-gradient(circle at 100% 0%, ${COLOR.accentGlow} 0%, ${COLOR.accent} 60%)`,
      color: COLOR.accentText,
      fontFamily: DISPLAY,
      fontWeight: 700,
      fontSize: Math.round(width * 0.42),
      letterSpacing: '-0.01em',
    },
    monogram(siteName),
  );
}

/**
 * The drawing thread, one for the process: started by the first card (a gateway that draws none
 * carries neither satori nor the fonts) and ended after IDLE_MS without one, since it holds some
 * tens of MB of its own. One thread takes at most one core, and it draws below the readers'
 * priority (share-image-worker.ts).
 */
const IDLE_MS = 30_000;
/** A card not back by then (a thread that hangs, or is starved by the readers) fails as 'busy'. */
const DRAW_TIMEOUT_MS = 15_000;

type Job = { resolve: (png: Buffer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
type Thread = { worker: Worker; jobs: Map<number, Job>; idle?: NodeJS.Timeout };

let thread: Thread | undefined;
let lastJob = 0;
let drawings = 0;

/** The drawing thread's entry beside this file: compiled in the build, TypeScript from source. */
function startWorker(setup: DrawingSetup): Worker {
  const entry = path.join(__dirname, `share-image-worker${path.extname(__filename)}`);
  if (entry.endsWith('.js')) return new Worker(entry, { workerData: setup });
  // From source (ts-jest, tsx): a worker runs outside jest's transform, so it loads the .ts
  // through tsx's require hook (a devDependency, like the runners that get here).
  const code = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(entry)});`;
  return new Worker(code, { eval: true, workerData: setup });
}

function startThread(): Thread {
  const worker = startWorker({ fonts: fonts().files });
  const started: Thread = { worker, jobs: new Map() };
  worker.on('message', (reply: DrawReply) => {
    const job = started.jobs.get(reply.id);
    if (!job) return;
    started.jobs.delete(reply.id);
    clearTimeout(job.timer);
    if ('error' in reply) job.reject(new Error(reply.error));
    else job.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
    if (started.jobs.size === 0) {
      // Idle: it no longer keeps the process alive, and ends unless another card comes.
      worker.unref();
      started.idle = setTimeout(() => end(started), IDLE_MS).unref();
    }
  });
  // An exception in the thread fails what it was drawing with it (a 500, logged); 'exit' follows.
  worker.on('error', (error) => end(started, error));
  worker.on('exit', () => end(started));
  return started;
}

/**
 * Ends a thread (idle, timed out, or gone); what it was still drawing fails with `error`, by
 * default as 'busy' (a 503: the next card starts a new thread).
 */
function end(ended: Thread, error?: Error): void {
  if (thread === ended) thread = undefined;
  clearTimeout(ended.idle);
  for (const job of ended.jobs.values()) {
    clearTimeout(job.timer);
    job.reject(error ?? new ShareImageBusy());
  }
  ended.jobs.clear();
  void ended.worker.terminate();
}

/** Draws the element tree, `width`×`height`, on the drawing thread (starting it if need be). */
function draw(element: Element, { width, height }: { width: number; height: number }): Promise<Buffer> {
  const current = (thread ??= startThread());
  clearTimeout(current.idle);
  current.worker.ref();
  const id = ++lastJob;
  drawings++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => end(current), DRAW_TIMEOUT_MS);
    current.jobs.set(id, { resolve, reject, timer });
    current.worker.postMessage({ id, element, width, height } satisfies DrawRequest);
  });
}

/** A share card as a 1200×630 PNG, or the avatar as a 400×400 one, drawn on the drawing thread (each call draws). */
export function renderShareImage(text: ShareImage): Promise<Buffer> {
  const { drawn } = fonts();
  const name = siteName(drawable(text.siteName, drawn));
  if ('kind' in text) return draw(avatar({ kind: 'avatar', siteName: name }), AVATAR_IMAGE);
  return draw(
    card({
      title: drawable(text.title, drawn),
      siteName: name,
      label: drawable(text.label, drawn),
      detail: drawable(text.detail, drawn),
    }),
    SHARE_IMAGE,
  );
}

/** How many cards were sent to the drawing thread since start. */
export const shareImageDrawings = () => drawings;

/** Refused: as many cards as MAX_DRAWING are being drawn already, or the drawing thread failed. */
export class ShareImageBusy extends Error {
  constructor() {
    super('Paylaşım görseli şu an hazırlanamıyor, lütfen biraz sonra tekrar deneyin.');
  }
}

/**
 * At most this many different cards queued or being drawn at once: each costs the thread 100–200
 * ms, so the last waits under a second, and a crowd asking for hundreds of cards gets refusals at
 * once instead of a queue that grows with it.
 */
export const MAX_DRAWING = 4;

/** Drawn cards (about 100 KB each): a link shared in a group is fetched many times. */
const drawnCards = new LRUCache<string, Buffer>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (png) => png.length,
});
/** Cards being drawn, by tag: a second request for one waits for the same drawing. */
const drawing = new Map<string, Promise<Buffer>>();

/** The card's ETag: a hash of its text, so it changes exactly when the card would. */
export const shareImageTag = (text: ShareImage) =>
  `"${createHash('sha256').update(JSON.stringify(text)).digest('base64url').slice(0, 27)}"`;

/**
 * The card under its tag as a PNG: from memory, or from the drawing of it under way, or from a new
 * drawing if fewer than MAX_DRAWING are; else it fails at once with ShareImageBusy.
 */
export function shareImage(tag: string, text: ShareImage): Promise<Buffer> {
  const drawnCard = drawnCards.get(tag);
  if (drawnCard) return Promise.resolve(drawnCard);
  let pending = drawing.get(tag);
  if (pending) return pending;
  if (drawing.size >= MAX_DRAWING) return Promise.reject(new ShareImageBusy());
  pending = renderShareImage(text)
    .then((png) => {
      drawnCards.set(tag, png);
      return png;
    })
    .finally(() => drawing.delete(tag));
  drawing.set(tag, pending);
  return pending;
}
