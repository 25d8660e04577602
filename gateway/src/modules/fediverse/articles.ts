import { createHash } from 'node:crypto';
import { Article, Create, Delete, Hashtag, Image, PUBLIC_COLLECTION, Tombstone, Update } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { AnnouncedItem } from '../../core/module';
import { absoluteIn } from '../../core/stored-content';

/** Where a post is an `Article` (its uuid: stable when the slug changes), and the one actor's addresses. */
export const POST_PATH = '/fediverse/posts/{id}';
export const postUri = (publicUrl: string, id: string) => new URL(`/fediverse/posts/${id}`, publicUrl);
const actorUri = (publicUrl: string) => new URL('/about', publicUrl);
const followersUri = (publicUrl: string) => new URL('/about/followers', publicUrl);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const instant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(date.getTime());

/**
 * A tag's name as a hashtag: its letters, digits and underscores (Mastodon takes no other
 * character in one: 'Yapay Zeka' is #YapayZeka, 'Node.js' #Nodejs); null when none is left.
 */
export function hashtagOf(name: string): string | null {
  const word = name.replace(/[^\p{L}\p{N}\p{M}_]+/gu, '');
  return word ? `#${word}` : null;
}

/** What a post's `Article` shows, as plain values: what its version is the hash of. */
function shownOf(item: AnnouncedItem, publicUrl: string) {
  const url = new URL(item.path, publicUrl).href;
  return {
    title: item.title,
    summary: item.summary,
    content: absoluteIn(item.html, publicUrl, url),
    url,
    published: item.publishedAt.toISOString(),
    tags: item.tags.flatMap(({ name, path }) => {
      const hashtag = hashtagOf(name);
      return hashtag ? [{ name: hashtag, href: new URL(path, publicUrl).href }] : [];
    }),
    cover: item.cover && new URL(item.cover, publicUrl).href,
  };
}

/** The version of what a post's `Article` shows: an edit that changes none of it (its date saved, a switch) sends nothing. */
export const versionOf = (item: AnnouncedItem, publicUrl: string) => sha256(JSON.stringify(shownOf(item, publicUrl)));

/** Edited: saved more than a minute after it became public (a post's own first save is not an edit). */
const EDITED_AFTER_MS = 60_000;

/**
 * A post as the fediverse sees it: an `Article` by the site's actor, public and to its followers,
 * with its title, summary, sanitised HTML (its own addresses absolute), page, dates, tags as
 * hashtags and cover as an image attachment. `updated` once it was edited after it came out, and
 * in every `Update` (Mastodon marks a post with one as edited).
 */
export function articleOf(item: AnnouncedItem, publicUrl: string, { update = false } = {}): Article {
  const shown = shownOf(item, publicUrl);
  const edited = update || item.updatedAt.getTime() - item.publishedAt.getTime() > EDITED_AFTER_MS;
  return new Article({
    id: postUri(publicUrl, item.id),
    attribution: actorUri(publicUrl),
    name: shown.title,
    summary: shown.summary,
    content: shown.content,
    url: new URL(shown.url),
    published: instant(item.publishedAt),
    updated: edited ? instant(item.updatedAt) : null,
    tags: shown.tags.map(({ name, href }) => new Hashtag({ name, href: new URL(href) })),
    attachments: shown.cover ? [new Image({ url: new URL(shown.cover), name: item.title })] : [],
    to: PUBLIC_COLLECTION,
    cc: followersUri(publicUrl),
  });
}

/** `Create` of a post's Article, as sent and as the outbox lists it: its id names the version. */
export function createOf(item: AnnouncedItem, publicUrl: string): Create {
  const article = articleOf(item, publicUrl);
  return new Create({
    id: new URL(`#create-${versionOf(item, publicUrl)}`, article.id!),
    actor: actorUri(publicUrl),
    object: article,
    published: instant(item.publishedAt),
    to: PUBLIC_COLLECTION,
    cc: followersUri(publicUrl),
  });
}

/** `Update` of a sent post's Article, after an edit that changed what it shows. */
export function updateOf(item: AnnouncedItem, publicUrl: string): Update {
  const article = articleOf(item, publicUrl, { update: true });
  return new Update({
    id: new URL(`#update-${versionOf(item, publicUrl)}`, article.id!),
    actor: actorUri(publicUrl),
    object: article,
    published: instant(item.updatedAt),
    to: PUBLIC_COLLECTION,
    cc: followersUri(publicUrl),
  });
}

/** `Delete` of a sent post (deleted, made a draft or scheduled again): a `Tombstone` in its place. */
export function deleteOf(postId: string, publicUrl: string): Delete {
  const id = postUri(publicUrl, postId);
  return new Delete({
    id: new URL('#delete', id),
    actor: actorUri(publicUrl),
    object: new Tombstone({ id }),
    to: PUBLIC_COLLECTION,
    cc: followersUri(publicUrl),
  });
}
