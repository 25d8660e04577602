import type { Context, InboxContext, InboxListenerSetters } from '@fedify/fedify';
import {
  Accept,
  Announce,
  Create,
  Delete,
  Follow,
  Like,
  Link,
  Note,
  Reject,
  Undo,
  Update,
  isActor,
  type Activity,
  type Actor,
} from '@fedify/vocab';
import { Parser } from 'htmlparser2';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../core/logger';
import type { CommentsService } from '../comments/comments.service';
import { blocked, deliverable, removeFollower, settingsOf, storeFollower } from './followers';

/** The one account's identifier: its actor is `${PUBLIC_URL}/about`. */
export const IDENTIFIER = 'about';

export type InboxDeps = {
  dataSource: DataSource;
  log: Logger;
  publicUrl: string;
  privateAddresses: boolean;
  comments: () => CommentsService;
};

/** Text a URL or Link names, as a string. */
const hrefOf = (value: URL | Link | null | undefined): string | null =>
  value instanceof URL ? value.href : (value?.href?.href ?? null);

/** Plain text of a value that may be a LanguageString. */
const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * A note's HTML as plain text: paragraphs and line breaks as new lines, a link as its URL (a mention
 * or a hashtag as its text: `@ayse`, `#fediverse`), every other tag dropped (htmlparser2 decodes the
 * entities).
 */
export function noteText(html: string): string {
  let text = '';
  const links: Array<{ href: string; start: number }> = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'br') text += '\n';
        if (name === 'a') links.push({ href: attributes.href ?? '', start: text.length });
      },
      ontext(data) {
        text += data;
      },
      onclosetag(name) {
        if (name === 'p' || name === 'div' || name === 'li' || name === 'blockquote') text += '\n\n';
        if (name === 'a') {
          const link = links.pop();
          if (!link) return;
          const inner = text.slice(link.start);
          if (/^https?:\/\//i.test(link.href) && !/^[@#]/.test(inner.trim()))
            text = text.slice(0, link.start) + link.href;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whether `object` is of the same origin as `actor`: no one may undo or delete what another server made. */
const sameOrigin = (object: URL | null, actor: URL | null) =>
  Boolean(object && actor && object.origin === actor.origin);

/**
 * The post a URL names, when it is one of ours: `/fediverse/posts/{id}` (its uuid, the Article's id)
 * or `/blog/{slug}` (its page); null for anything else.
 */
export function postOf(url: URL | null, publicUrl: string): string | null {
  if (!url) return null;
  const site = new URL(publicUrl);
  if (url.origin !== site.origin) return null;
  const match = /^\/(?:fediverse\/posts|blog)\/([^/?#]+)\/?$/.exec(url.pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** What a follower row keeps of an actor: handle, name, profile, inboxes. */
function followerOf(actor: Actor, follow: Follow) {
  const id = actor.id!;
  const username = textOf(actor.preferredUsername) || id.pathname.split('/').filter(Boolean).pop() || '?';
  return {
    actorId: id.href,
    handle: `@${username}@${id.host}`.slice(0, 300),
    name: (textOf(actor.name) || username).slice(0, 200),
    url: hrefOf(actor.url)?.slice(0, 2048) ?? null,
    inbox: actor.inboxId!.href,
    sharedInbox: actor.endpoints?.sharedInbox?.href ?? null,
    followId: follow.id!.href,
  };
}

/** Sends the owner's answer (`Accept` or `Reject`) to a Follow, signed, through the queue. */
export async function answerFollow(
  ctx: Context<void>,
  kind: 'accept' | 'reject',
  follower: { actorId: string; inbox: string; sharedInbox?: string | null; followId: string },
): Promise<void> {
  const actor = ctx.getActorUri(IDENTIFIER);
  const follow = new Follow({ id: new URL(follower.followId), actor: new URL(follower.actorId), object: actor });
  const Answer = kind === 'accept' ? Accept : Reject;
  await ctx.sendActivity(
    { identifier: IDENTIFIER },
    { id: new URL(follower.actorId), inboxId: new URL(follower.inbox), endpoints: null },
    new Answer({ id: new URL(`${actor.href}#${kind}s/${crypto.randomUUID()}`), actor, object: follow }),
  );
}

/**
 * The inbox's listeners (the actor's and the shared one). Fedify has checked the signature and that
 * its key is the activity's actor's; an activity of a blocked actor or instance is dropped here.
 * Follows make followers (or wait for the owner); replies, likes and reposts of a post go to the
 * comments (`services.comments.receive`), their deletions and undoings take them back (`forget`).
 */
export function listen(inbox: InboxListenerSetters<void>, deps: InboxDeps): void {
  const { dataSource, log, publicUrl } = deps;
  const manager = dataSource.manager;

  /** The activity's actor, unless it (or its instance) is blocked. */
  const allowed = async (activity: Activity) =>
    activity.actorId !== null && !(await blocked(manager, activity.actorId.href));

  /** A like, a repost or a reply of a post, to the comments. */
  const receive = async (
    ctx: InboxContext<void>,
    activity: Activity,
    type: 'reply' | 'like' | 'repost',
    subject: string,
    sourceUrl: string,
    note?: Note,
  ) => {
    const actor = await activity.getActor(ctx);
    if (!actor?.id) return;
    const icon = await actor.getIcon(ctx).catch(() => null);
    const published = note?.published ?? activity.published;
    await deps.comments().receive({
      origin: 'fediverse',
      type,
      kind: 'post',
      subject,
      sourceUrl,
      authorName: textOf(actor.name) || textOf(actor.preferredUsername) || actor.id.host,
      authorUrl: hrefOf(actor.url) ?? actor.id.href,
      authorPhoto: hrefOf(icon?.url),
      text: note ? noteText(textOf(note.content)) : '',
      publishedAt: published ? new Date(published.epochMilliseconds) : null,
    });
  };

  /** A Create or an Update of a note replying to one of our posts. */
  const reply = async (ctx: InboxContext<void>, activity: Create | Update) => {
    if (!(await allowed(activity))) return;
    const note = await activity.getObject(ctx);
    if (!(note instanceof Note) || !note.id || !sameOrigin(note.id, activity.actorId)) return;
    const subject = postOf(note.replyTargetId, publicUrl);
    if (subject) await receive(ctx, activity, 'reply', subject, note.id.href, note);
  };

  inbox
    .on(Follow, async (ctx, follow) => {
      if (!follow.id || !follow.actorId) return;
      const target = ctx.parseUri(follow.objectId);
      if (target?.type !== 'actor' || target.identifier !== IDENTIFIER) return;
      const actor = await follow.getActor(ctx);
      if (!isActor(actor) || !actor.id || actor.id.href !== follow.actorId.href) return;
      if (!deliverable(actor.inboxId, deps.privateAddresses)) return;
      const fields = followerOf(actor, follow);
      const sharedInbox = actor.endpoints?.sharedInbox;
      if (!deliverable(sharedInbox, deps.privateAddresses)) fields.sharedInbox = null;
      if (await blocked(manager, actor.id.href)) return answerFollow(ctx, 'reject', fields);
      const { approveFollows } = await settingsOf(manager);
      const stored = await storeFollower(dataSource, fields, approveFollows ? 'pending' : 'accepted');
      if (stored.status === 'accepted') await answerFollow(ctx, 'accept', stored);
    })
    .on(Undo, async (ctx, undo) => {
      if (!(await allowed(undo))) return;
      const object = await undo.getObject(ctx);
      if (object instanceof Follow) {
        if (object.actorId?.href === undo.actorId!.href) await removeFollower(dataSource, undo.actorId!.href);
      } else if ((object instanceof Like || object instanceof Announce) && object.id) {
        if (sameOrigin(object.id, undo.actorId)) await deps.comments().forget('fediverse', object.id.href);
      }
    })
    .on(Create, reply)
    .on(Update, reply)
    .on(Like, async (ctx, like) => {
      if (!(await allowed(like)) || !like.id || !sameOrigin(like.id, like.actorId)) return;
      const subject = postOf(like.objectId, publicUrl);
      if (subject) await receive(ctx, like, 'like', subject, like.id.href);
    })
    .on(Announce, async (ctx, announce) => {
      if (!(await allowed(announce)) || !announce.id || !sameOrigin(announce.id, announce.actorId)) return;
      const subject = postOf(announce.objectId, publicUrl);
      if (subject) await receive(ctx, announce, 'repost', subject, announce.id.href);
    })
    // A Delete's object is a Tombstone or an id: only the id is read.
    .on(Delete, async (_ctx, deletion) => {
      const objectId = deletion.objectId;
      if (!objectId || !deletion.actorId || !sameOrigin(objectId, deletion.actorId)) return;
      // An account deleted: it follows no more; nothing else of it is forgotten.
      if (objectId.href === deletion.actorId.href) return void (await removeFollower(dataSource, objectId.href));
      if (!(await allowed(deletion))) return;
      await deps.comments().forget('fediverse', objectId.href);
    })
    .onError((_ctx, error) => log.warn({ err: error }, 'Fediverse etkinliği işlenemedi'))
    // A deleted account's Delete of itself cannot be verified: its key went with it (410 Gone, as its
    // own server says when asked). It follows no more; nothing else is taken from an unverified activity.
    .onUnverifiedActivity(async (_ctx, activity, reason) => {
      if (!(activity instanceof Delete) || reason.type !== 'keyFetchError') return;
      if (!('status' in reason.result) || reason.result.status !== 410) return;
      const actor = activity.actorId;
      if (!actor || activity.objectId?.href !== actor.href || reason.keyId.origin !== actor.origin) return;
      await removeFollower(dataSource, actor.href);
      return new Response(null, { status: 202 });
    });
}
