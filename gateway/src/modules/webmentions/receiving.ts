import { COMMENT_LIMITS } from '@portfolio/content-rules';
import { mf2 } from 'microformats-parser';
import type { Logger } from '../../core/logger';
import { fetchOutside, OutboundError } from '../../core/outbound';
import type { Services } from '../../core/context';
import type { ReceivedAnswer } from '../comments/comments.service';
import { absolute, linksTo } from './html';
import { backOff, type Worker } from './queue';
import { WebmentionReceived } from './webmention.entities';
import { postSlugOf } from './webmentions.service';

/** Checks of one source at most, then it is given up ('failed'). */
const MAX_ATTEMPTS = 5;
/** Webmentions checked at once by one gateway. */
const BATCH = 4;

type Root = ReturnType<typeof mf2>['items'][number];
type Property = Root['properties'][string][number];

export type VerifierDeps = {
  worker: Worker;
  comments: () => Services['comments'];
  publicUrl: string;
  privateAddresses: boolean;
  log: Logger;
};

/** The first h-entry of the document, looked for in its items and their children, in order. */
function firstEntry(items: Root[]): Root | null {
  for (const item of items) {
    if (item.type?.includes('h-entry')) return item;
    const child = firstEntry(item.children ?? []);
    if (child) return child;
  }
  return null;
}

/** A property's text: a string, an e-* property's plain `value`, a nested item's `value` or `name`. */
function textOf(property: Property | undefined): string | null {
  if (property === undefined) return null;
  if (typeof property === 'string') return property;
  if ('html' in property) return property.value;
  if ('properties' in property) return textOf(property.value) ?? textOf(property.properties.name?.[0]);
  return property.value ?? null;
}

/** A property's URL: a string, an u-photo's `value`, a nested h-cite or h-card's `url`; absolute http(s) only. */
function urlOf(property: Property | undefined, base: string): string | null {
  if (property === undefined) return null;
  const text =
    typeof property === 'string'
      ? property
      : 'properties' in property
        ? textOf(property.properties.url?.[0])
        : (property.value ?? null);
  const url = text && absolute(text, base);
  return url && url.length <= COMMENT_LIMITS.url ? url : null;
}

const first = (root: Root | null | undefined, name: string) => root?.properties[name]?.[0];

/**
 * What a source says of the target, as the comments take it: its first h-entry's type (a reply,
 * like or repost OF the target, else a mention), author (the entry's h-card, else the page's
 * h-card, else the source's host), text (content, else summary, else name) and date. Everything is
 * plain text (the parser's `value`s): the entry's HTML is never kept.
 */
export function answerOf(
  html: string,
  { source, base = source, target }: { source: string; base?: string; target: string },
): Omit<ReceivedAnswer, 'kind' | 'subject'> {
  const document = mf2(html, { baseUrl: base });
  const entry = firstEntry(document.items);
  const wanted = absolute(target);
  const names = (name: string) => (entry?.properties[name] ?? []).some((value) => urlOf(value, base) === wanted);
  const type = names('in-reply-to') ? 'reply' : names('like-of') ? 'like' : names('repost-of') ? 'repost' : 'mention';

  const entryAuthor = first(entry, 'author');
  const card =
    entryAuthor && typeof entryAuthor === 'object' && 'properties' in entryAuthor
      ? entryAuthor
      : document.items.find((item) => item.type?.includes('h-card'));
  const host = new URL(source).host;
  const authorName =
    (card ? textOf(first(card, 'name')) : typeof entryAuthor === 'string' ? entryAuthor : null)?.trim() || host;
  const published = textOf(first(entry, 'published'));
  const date = published ? new Date(published) : null;
  return {
    origin: 'webmention',
    type,
    sourceUrl: source,
    authorName: authorName.slice(0, COMMENT_LIMITS.name),
    authorUrl: (card && urlOf(first(card, 'url'), base)) ?? (card ? null : `${new URL(source).origin}/`),
    authorPhoto: card ? urlOf(first(card, 'photo'), base) : null,
    text: (textOf(first(entry, 'content')) ?? textOf(first(entry, 'summary')) ?? textOf(first(entry, 'name')) ?? '')
      .trim()
      .slice(0, COMMENT_LIMITS.text),
    publishedAt: date && !Number.isNaN(date.getTime()) ? date : null,
  };
}

/**
 * The verifier (the module's `background`, every gateway): checks the Webmentions waiting, a few at a
 * time, each held by its lease while its source is fetched (core/outbound.ts: https, public
 * addresses, 1 MB, 10 s):
 * - 410 or 404: the source is gone, its answers go (`forget`);
 * - 200 HTML that links to the target: its h-entry lands in the comments (`receive`: created, or
 *   updated when received before); one that no longer links: its answers go;
 * - anything else (5xx, a network failure, an address refused): tried again later, 5 times at most.
 */
export async function verifyDue({
  worker,
  comments,
  publicUrl,
  privateAddresses,
  log,
}: VerifierDeps): Promise<boolean> {
  const rows = await worker.claim(WebmentionReceived, BATCH, { status: 'waiting' });
  await Promise.all(
    rows.map(async (row) => {
      try {
        await verify(row, comments(), publicUrl, privateAddresses);
        await worker.release(WebmentionReceived, row.id, { status: 'done', lastError: null });
      } catch (error) {
        if (!(error instanceof OutboundError || error instanceof Later)) throw error;
        const attempts = row.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        log.info({ source: row.source, reason: error.message, attempts }, 'Webmention kaynağı okunamadı');
        await worker.release(WebmentionReceived, row.id, {
          attempts,
          status: failed ? 'failed' : 'waiting',
          dueAt: new Date(Date.now() + backOff(attempts)),
          lastError: error.message.slice(0, 500),
        });
      }
    }),
  );
  return rows.length > 0;
}

/** A source that may answer later (5xx, or another status that is no answer). */
class Later extends Error {}

async function verify(
  row: WebmentionReceived,
  comments: Services['comments'],
  publicUrl: string,
  privateAddresses: boolean,
) {
  const page = await fetchOutside(row.source, { privateAddresses, headers: { accept: 'text/html' } });
  if (page.status === 410 || page.status === 404) return void (await comments.forget('webmention', row.source));
  if (page.status !== 200) throw new Later(`Kaynak ${page.status} yanıtı verdi`);
  const html = /html/i.test(page.headers['content-type'] ?? '') ? page.text : '';
  const slug = postSlugOf(row.target, publicUrl);
  if (!slug) return;
  // A source that no longer links here may still answer another post: only this one's answer goes.
  if (!linksTo(html, page.url, row.target))
    return void (await comments.forget('webmention', row.source, { kind: 'post', subject: slug }));
  await comments.receive({
    kind: 'post',
    subject: slug,
    ...answerOf(html, { source: row.source, base: page.url, target: row.target }),
  });
}
