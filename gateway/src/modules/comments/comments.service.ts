import { createHash, randomUUID } from 'node:crypto';
import {
  ADMIN_BASE,
  COMMENT_ERRORS,
  COMMENT_KIND_VERBS,
  COMMENT_LIMITS,
  COMMENT_RULES,
  COMMENT_TEXTS,
  COMMENTS_PER_PAGE,
} from '@portfolio/content-rules';
import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import { forUpdate, retryingTransaction } from '../../core/db/transaction';
import { badInput, forbidden, notFound } from '../../core/errors';
import type { Locale } from '../../core/locale';
import type { Discussed, DiscussedItem } from '../../core/module';
import type { RateLimits } from '../../core/rate-limits';
import type { Outbox } from '../mail/outbox';
import type { CommentCostSizes } from './comments.cost';
import {
  Comment,
  CommentBlock,
  CommentKind,
  CommentOrigin,
  CommentSettingsRow,
  CommentStatus,
} from './comment.entities';
import {
  CommentAction,
  type AddedComment,
  type AdminComment,
  type AdminCommentPage,
  type CommentCounts,
  type CommentInput,
  type CommentSettings,
  type CommentSettingsInput,
  type CommentThread,
  type PublicComment,
} from './comments.types';

/** The blog's own words for a post the public cannot see (modules/blog BLOG_NOT_FOUND). */
export const POST_NOT_FOUND = 'Blog bulunamadı';
export const PAGE_INVALID = 'Sayfa numarası 1 ya da daha büyük bir tam sayı olmalıdır.';
export const PER_PAGE = { default: 25, min: 1, max: 100 } as const;
export const PER_PAGE_INVALID = `Sayfa başına ${PER_PAGE.min} ile ${PER_PAGE.max} arasında yorum gösterilebilir.`;
/** At most this many answers in one bulk action. */
export const MAX_BULK = 200;
export const NO_COMMENTS_CHOSEN = 'En az bir yorum seçin';
export const TOO_MANY_CHOSEN = `Bir seferde en fazla ${MAX_BULK} yorum seçilebilir`;
/** What a thread shows at most: the owner's replies under one answer, and likes and reposts. */
export const MAX_REPLIES = 50;
export const MAX_REACTIONS = 100;
export const CLOSE_AFTER_DAYS = { min: 1, max: 3650 } as const;

const DAY_MS = 86_400_000;
/** What the thread lists (and counts): a like or repost is a reaction, shown apart. */
const CONVERSATION = [CommentKind.COMMENT, CommentKind.REPLY, CommentKind.MENTION];
const REACTIONS = [CommentKind.LIKE, CommentKind.REPOST];
const DEFAULTS: CommentSettings = { approveKnown: false, closeAfterDays: null, mailOwner: true };

/** An answer received from another site (modules/webmentions) or, later, a fediverse server. */
export type ReceivedAnswer = {
  /** The `Discussed` kind ('post') and the row's id or slug. */
  kind: string;
  subject: string;
  origin: 'webmention' | 'fediverse';
  type: 'reply' | 'like' | 'repost' | 'mention';
  /** One answer per (origin, sourceUrl, subject): receiving it again updates it. */
  sourceUrl: string;
  authorName: string;
  authorUrl: string | null;
  authorPhoto: string | null;
  /** Plain text; cut to 5000. */
  text: string;
  publishedAt: Date | null;
};

/** What a comment's text is stored as: trimmed, its line breaks as \n. */
export const plainText = (text: string) => text.replace(/\r\n?/g, '\n').trim();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The block of an address: its hash, never the address itself. */
export const emailBlock = (email: string) => `email:${sha256(email.trim().toLowerCase())}`;

/** The block of a source's host (a Webmention's page), a hash when it would not fit. */
export function hostBlock(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  const key = `host:${host}`;
  return key.length <= 100 ? key : `host:${sha256(host)}`;
}

/** The block a comment's author is known by: its address, or its source's host. */
const blockOf = (comment: Pick<Comment, 'authorEmail' | 'sourceUrl'>): string | null =>
  comment.authorEmail ? emailBlock(comment.authorEmail) : comment.sourceUrl ? hostBlock(comment.sourceUrl) : null;

/** A URL as received, when it is one the columns hold (http(s), at most 2048 characters); else null. */
function urlOrNull(value: string | null): string | null {
  if (!value || value.length > COMMENT_LIMITS.url) return null;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) ? value : null;
  } catch {
    return null;
  }
}

/** Cut to `max` UTF-16 units, never in the middle of a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max;
  return text.slice(0, end);
}

const publicOf = (comment: Comment, replies: PublicComment[] = []): PublicComment => ({
  id: comment.id,
  kind: comment.kind,
  origin: comment.origin,
  authorName: comment.authorName,
  authorUrl: comment.authorUrl,
  isOwner: comment.isOwner,
  text: comment.text,
  createdAt: comment.createdAt,
  publishedAt: comment.publishedAt,
  sourceUrl: comment.sourceUrl,
  replies,
});

/** Whether `item` takes new comments now: its owner's switch and the settings' closing days. */
export function isOpen(item: DiscussedItem, settings: CommentSettings, now = new Date()): boolean {
  return (
    item.open &&
    (settings.closeAfterDays === null || now.getTime() < item.publishedAt.getTime() + settings.closeAfterDays * DAY_MS)
  );
}

export type CommentsDeps = {
  dataSource: DataSource;
  limits: RateLimits;
  /** The mail module's outbox (off without SMTP_URL). */
  mail: Outbox;
  /** The site's address: the owner's mail links to the post and to the admin. */
  publicUrl: string;
  /** What the modules let readers answer (their `discussed`). */
  discussed: readonly Discussed[];
  /** The site's name (the About page's): the owner's replies are signed with it. */
  ownerName: () => Promise<string>;
};

/**
 * Readers who answer (issue 48): the public thread of a post, the form's comments, the answers of
 * other sites (`receive`, `forget`), and the owner's moderation, replies and settings.
 */
export class CommentsService {
  constructor(private readonly deps: CommentsDeps) {}

  private get dataSource() {
    return this.deps.dataSource;
  }

  private get comments() {
    return this.dataSource.getRepository(Comment);
  }

  private discussedOf(kind: string): Discussed | undefined {
    return this.deps.discussed.find((discussed) => discussed.kind === kind);
  }

  /**
   * The row of `kind` that `idOrSlug` names when the public can see it now (by a slug in `locale`,
   * or without one in either language: `Discussed.find`); else null.
   */
  find(
    kind: string,
    idOrSlug: string,
    manager: EntityManager = this.dataSource.manager,
    locale?: Locale,
  ): Promise<DiscussedItem | null> {
    const discussed = this.discussedOf(kind);
    return discussed && idOrSlug ? discussed.find(manager, idOrSlug, locale) : Promise.resolve(null);
  }

  async settings(manager: EntityManager = this.dataSource.manager): Promise<CommentSettings> {
    const row = await manager.findOneBy(CommentSettingsRow, { id: CommentSettingsRow.ID });
    return row
      ? { approveKnown: row.approveKnown, closeAfterDays: row.closeAfterDays, mailOwner: row.mailOwner }
      : { ...DEFAULTS };
  }

  async setSettings(input: CommentSettingsInput): Promise<CommentSettings> {
    const closeAfterDays = input.closeAfterDays ?? null;
    if (
      closeAfterDays !== null &&
      (!Number.isInteger(closeAfterDays) ||
        closeAfterDays < CLOSE_AFTER_DAYS.min ||
        closeAfterDays > CLOSE_AFTER_DAYS.max)
    )
      throw badInput(COMMENT_ERRORS.closeAfterDays);
    const settings = { approveKnown: input.approveKnown, closeAfterDays, mailOwner: input.mailOwner };
    // Saved as an entity, so the cache's `writes` see it (it opens or closes every post).
    await this.dataSource.getRepository(CommentSettingsRow).save({ id: CommentSettingsRow.ID, ...settings });
    return settings;
  }

  /** A post's conversation, page `page` (null when the public cannot see the post). */
  async thread(postKey: string, page = 1): Promise<CommentThread | null> {
    if (!Number.isInteger(page) || page < 1) throw badInput(PAGE_INVALID);
    const item = await this.find('post', postKey);
    if (!item) return null;
    const approved = { subjectKind: 'post', subjectId: item.id, status: CommentStatus.APPROVED };
    const [settings, total, topLevel, items, reactions, counted] = await Promise.all([
      this.settings(),
      this.comments.countBy({ ...approved, kind: In(CONVERSATION) }),
      this.comments.countBy({ ...approved, kind: In(CONVERSATION), parentId: IsNull() }),
      this.comments.find({
        where: { ...approved, kind: In(CONVERSATION), parentId: IsNull() },
        order: { createdAt: 'ASC', id: 'ASC' },
        skip: (page - 1) * COMMENTS_PER_PAGE,
        take: COMMENTS_PER_PAGE,
      }),
      this.comments.find({
        where: { ...approved, kind: In(REACTIONS), parentId: IsNull() },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: MAX_REACTIONS,
      }),
      this.comments
        .createQueryBuilder('comment')
        .select('comment.kind', 'kind')
        .addSelect('COUNT(*)', 'count')
        .where({ ...approved, kind: In(REACTIONS) })
        .groupBy('comment.kind')
        .getRawMany<{ kind: CommentKind; count: number | string }>(),
    ]);
    const replies = await this.repliesOf(items.map(({ id }) => id));
    const count = (kind: CommentKind) => Number(counted.find((row) => row.kind === kind)?.count ?? 0);
    return {
      postId: item.id,
      total,
      likes: count(CommentKind.LIKE),
      reposts: count(CommentKind.REPOST),
      open: isOpen(item, settings),
      page,
      pages: Math.max(1, Math.ceil(topLevel / COMMENTS_PER_PAGE)),
      items: items.map((comment) => publicOf(comment, replies.get(comment.id))),
      reactions: reactions.map((comment) => publicOf(comment)),
    };
  }

  /** The approved replies under each of `ids`, oldest first, at most MAX_REPLIES each. */
  private async repliesOf(ids: string[]): Promise<Map<string, PublicComment[]>> {
    const byParent = new Map<string, PublicComment[]>();
    if (!ids.length) return byParent;
    const rows = await this.comments.find({
      where: { parentId: In(ids), status: CommentStatus.APPROVED },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    for (const row of rows) {
      const list = byParent.get(row.parentId!) ?? [];
      if (list.length < MAX_REPLIES) list.push(publicOf(row));
      byParent.set(row.parentId!, list);
    }
    return byParent;
  }

  /**
   * A reader's comment on a post: pending, or approved at once when the settings approve known
   * addresses and this one was approved before; spam, never mailed, when the owner marked its
   * address so (the answer says pending). A filled honeypot stores nothing and answers as a success.
   */
  async add(postKey: string, input: CommentInput, address: string): Promise<AddedComment> {
    const item = await this.find('post', postKey);
    if (!item) throw notFound(POST_NOT_FOUND);
    const settings = await this.settings();
    if (!isOpen(item, settings)) throw forbidden(COMMENT_ERRORS.closed);
    await this.deps.limits.comment(address);
    if (input.website) return { id: randomUUID(), status: CommentStatus.PENDING };
    await this.deps.limits.commentOn(item.id);
    const email = input.email.trim().toLowerCase();
    const text = plainText(input.text);
    const mail = this.deps.mail;
    const stored = await retryingTransaction(this.dataSource, async (manager) => {
      const blocked = await manager.existsBy(CommentBlock, { key: emailBlock(email) });
      const known =
        !blocked &&
        settings.approveKnown &&
        (await manager.existsBy(Comment, { authorEmail: email, status: CommentStatus.APPROVED }));
      const now = new Date();
      const comment = manager.create(Comment, {
        id: randomUUID(),
        createdAt: now,
        subjectKind: 'post',
        subjectId: item.id,
        parentId: null,
        origin: CommentOrigin.SITE,
        kind: CommentKind.COMMENT,
        status: blocked ? CommentStatus.SPAM : known ? CommentStatus.APPROVED : CommentStatus.PENDING,
        authorName: input.name.trim(),
        authorEmail: email,
        authorUrl: null,
        authorPhoto: null,
        isOwner: false,
        text,
        sourceUrl: null,
        sourceKey: null,
        approvedAt: known ? now : null,
        publishedAt: null,
      });
      await manager.save(comment);
      if (!blocked && settings.mailOwner) await mail.queue(manager, this.ownerMail(item, comment));
      return comment;
    });
    if (stored.status !== CommentStatus.SPAM && settings.mailOwner) mail.kick();
    return { id: stored.id, status: stored.status === CommentStatus.SPAM ? CommentStatus.PENDING : stored.status };
  }

  /** The owner's mail of a new answer: plain text, what was written as it was written. */
  private ownerMail(item: DiscussedItem, comment: Comment) {
    const { publicUrl } = this.deps;
    const who = comment.authorEmail
      ? `${comment.authorName} <${comment.authorEmail}>`
      : `${comment.authorName}${comment.authorUrl ? ` (${comment.authorUrl})` : ''}`;
    const did = comment.kind === CommentKind.COMMENT ? 'yorum yazdı' : COMMENT_KIND_VERBS[comment.kind];
    const source = comment.sourceUrl ? `\nKaynak: ${comment.sourceUrl}` : '';
    return {
      subject: cut(COMMENT_TEXTS.mailSubject(item.title), 200),
      text:
        `${who} ${did}.\n\nYazı: ${item.title}\n${publicUrl}${item.path}${source}\n\n${comment.text}\n\n` +
        `— Onaylamak, yanıtlamak ya da silmek için: ${publicUrl}${ADMIN_BASE}/comments`,
    };
  }

  /**
   * An answer from another site or a fediverse server: stored (pending; spam when its host is
   * blocked), or the one from the same source updated (its status kept unless the host is blocked
   * now). A like or a repost has no text to moderate: approved at once and never mailed (the owner
   * may still delete it or mark it spam). 'unknown' when the public cannot see the row it answers.
   */
  async receive(answer: ReceivedAnswer): Promise<'created' | 'updated' | 'unknown'> {
    const item = await this.find(answer.kind, answer.subject);
    if (!item) return 'unknown';
    const origin = answer.origin === 'webmention' ? CommentOrigin.WEBMENTION : CommentOrigin.FEDIVERSE;
    const sourceKey = sha256(`${origin} ${answer.sourceUrl}`);
    const kind = {
      reply: CommentKind.REPLY,
      like: CommentKind.LIKE,
      repost: CommentKind.REPOST,
      mention: CommentKind.MENTION,
    }[answer.type];
    const reaction = REACTIONS.includes(kind);
    const settings = await this.settings();
    const mailed = settings.mailOwner && !reaction;
    const block = hostBlock(answer.sourceUrl);
    const fields = {
      kind,
      authorName: cut(answer.authorName.trim(), COMMENT_LIMITS.name) || (block?.slice(5) ?? '?'),
      authorUrl: urlOrNull(answer.authorUrl),
      authorPhoto: urlOrNull(answer.authorPhoto),
      text: cut(plainText(answer.text), COMMENT_LIMITS.text),
      sourceUrl: cut(answer.sourceUrl, COMMENT_LIMITS.url),
      publishedAt: answer.publishedAt,
    };
    const result = await retryingTransaction(this.dataSource, async (manager) => {
      const blocked = block !== null && (await manager.existsBy(CommentBlock, { key: block }));
      const known = await manager.findOneBy(Comment, { subjectId: item.id, sourceKey });
      if (known) {
        Object.assign(known, fields, blocked ? { status: CommentStatus.SPAM } : {});
        await manager.save(known);
        return 'updated' as const;
      }
      const now = new Date();
      const approved = reaction && !blocked;
      const comment = manager.create(Comment, {
        ...fields,
        id: randomUUID(),
        createdAt: now,
        subjectKind: answer.kind,
        subjectId: item.id,
        parentId: null,
        origin,
        status: blocked ? CommentStatus.SPAM : approved ? CommentStatus.APPROVED : CommentStatus.PENDING,
        authorEmail: null,
        isOwner: false,
        sourceKey,
        approvedAt: approved ? now : null,
      });
      await manager.save(comment);
      if (!blocked && mailed) await this.deps.mail.queue(manager, this.ownerMail(item, comment));
      return blocked ? ('spam' as const) : ('created' as const);
    });
    if (result === 'created' && mailed) this.deps.mail.kick();
    return result === 'spam' ? 'created' : result;
  }

  /**
   * Deletes the answers of a source: all of them when it is gone (a Webmention's page 410), or only
   * its answer to the row `about` names (`kind`, id or slug) when it no longer links to that one but
   * may still answer others. Answers how many.
   */
  async forget(
    origin: 'webmention' | 'fediverse',
    sourceUrl: string,
    about?: { kind: string; subject: string },
  ): Promise<number> {
    const sourceKey = sha256(`${origin} ${sourceUrl}`);
    return this.dataSource.transaction(async (manager) => {
      const item = about && (await this.find(about.kind, about.subject, manager));
      if (about && !item) return 0;
      const rows = await manager.findBy(Comment, { sourceKey, ...(item && { subjectId: item.id }) });
      await CommentsService.remove(manager, rows);
      return rows.length;
    });
  }

  async counts(): Promise<CommentCounts> {
    const [pending, approved, spam] = await Promise.all(
      [CommentStatus.PENDING, CommentStatus.APPROVED, CommentStatus.SPAM].map((status) =>
        this.comments.countBy({ status }),
      ),
    );
    return { pending: pending!, approved: approved!, spam: spam! };
  }

  /** A page of answers of one status, newest first, each with what it answers. */
  async adminPage(status: CommentStatus, page = 1, perPage: number = PER_PAGE.default): Promise<AdminCommentPage> {
    if (!Number.isInteger(page) || page < 1) throw badInput(PAGE_INVALID);
    if (!Number.isInteger(perPage) || perPage < PER_PAGE.min || perPage > PER_PAGE.max)
      throw badInput(PER_PAGE_INVALID);
    const [rows, total] = await Promise.all([
      this.comments.find({
        where: { status },
        order: { createdAt: 'DESC', id: 'DESC' },
        skip: (page - 1) * perPage,
        take: perPage,
      }),
      this.comments.countBy({ status }),
    ]);
    return { items: await this.adminOf(rows), total, page, perPage, pages: Math.ceil(total / perPage) };
  }

  /** Rows as the admin sees them: what each answers (its title and page), its approved replies. */
  private async adminOf(rows: Comment[], manager: EntityManager = this.dataSource.manager): Promise<AdminComment[]> {
    const posts = new Map<string, { title: string; path: string }>();
    for (const kind of new Set(rows.map((row) => row.subjectKind))) {
      const ids = [...new Set(rows.filter((row) => row.subjectKind === kind).map((row) => row.subjectId))];
      const described = await this.discussedOf(kind)?.describe(manager, ids);
      for (const [id, post] of described ?? []) posts.set(id, post);
    }
    const replies = await this.repliesOf(rows.filter((row) => !row.parentId).map(({ id }) => id));
    return rows.map((row) => ({
      ...publicOf(row, replies.get(row.id)),
      status: row.status,
      authorEmail: row.authorEmail,
      authorPhoto: row.authorPhoto,
      parentId: row.parentId,
      post: { id: row.subjectId, ...(posts.get(row.subjectId) ?? { title: '', path: '' }) },
    }));
  }

  /**
   * Does `action` to every answer of `ids`, all or none: an id that names no answer changes nothing
   * and answers 'Yorum bulunamadı'. Approving lifts the block of its address or host; marking spam
   * adds it. Answers how many answers there were. Written as entities, so that the cache drops
   * the posts whose public answers change.
   */
  async update(ids: readonly string[], action: CommentAction): Promise<number> {
    const unique = [...new Set(ids)];
    if (!unique.length) throw badInput(NO_COMMENTS_CHOSEN);
    if (unique.length > MAX_BULK) throw badInput(TOO_MANY_CHOSEN);
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager.findBy(Comment, { id: In(unique) });
      if (rows.length !== unique.length) throw notFound(COMMENT_ERRORS.notFound);
      if (action === CommentAction.DELETE) {
        await CommentsService.remove(manager, rows);
        return unique.length;
      }
      const now = new Date();
      const status = action === CommentAction.APPROVE ? CommentStatus.APPROVED : CommentStatus.SPAM;
      const keys = [...new Set(rows.map(blockOf).filter((key): key is string => key !== null))];
      for (const row of rows) {
        if (row.status === status) continue;
        row.status = status;
        if (status === CommentStatus.APPROVED) row.approvedAt ??= now;
        await manager.save(row);
      }
      if (!keys.length) return unique.length;
      if (status === CommentStatus.SPAM)
        await manager
          .createQueryBuilder()
          .insert()
          .into(CommentBlock)
          .values(keys.map((key) => ({ key, createdAt: now })))
          .orIgnore()
          .execute();
      else await manager.delete(CommentBlock, { key: In(keys) });
      return unique.length;
    });
  }

  /**
   * The owner's reply to a top-level answer, published at once as 'Yazar' (the parent approved if
   * it was pending); a reply to a reply is refused.
   */
  async reply(id: string, value: string): Promise<AdminComment> {
    const text = plainText(value);
    if (!text) throw badInput(COMMENT_RULES.text.required);
    if (text.length > COMMENT_RULES.text.max) throw badInput(COMMENT_RULES.text.tooLong);
    const authorName = cut(await this.deps.ownerName(), COMMENT_LIMITS.name);
    const reply = await this.dataSource.transaction(async (manager) => {
      // Held until the reply is stored (MySQL): a deletion of the comment waits, and takes the reply.
      const parent = await manager.findOne(Comment, { where: { id }, lock: forUpdate(manager) });
      if (!parent) throw notFound(COMMENT_ERRORS.notFound);
      if (parent.parentId) throw badInput(COMMENT_ERRORS.replyToReply);
      const now = new Date();
      if (parent.status === CommentStatus.PENDING) {
        parent.status = CommentStatus.APPROVED;
        parent.approvedAt = now;
        await manager.save(parent);
      }
      const row = manager.create(Comment, {
        id: randomUUID(),
        createdAt: now,
        subjectKind: parent.subjectKind,
        subjectId: parent.subjectId,
        parentId: parent.id,
        origin: CommentOrigin.SITE,
        kind: CommentKind.COMMENT,
        status: CommentStatus.APPROVED,
        authorName,
        authorEmail: null,
        authorUrl: null,
        authorPhoto: null,
        isOwner: true,
        text,
        sourceUrl: null,
        sourceKey: null,
        approvedAt: now,
        publishedAt: null,
      });
      await manager.save(row);
      return row;
    });
    return (await this.adminOf([reply]))[0]!;
  }

  /** Deletes every answer to a row of `kind` (the row was removed), as entities in `manager`'s transaction. */
  static async deleteOf(manager: EntityManager, kind: string, id: string): Promise<void> {
    await manager.remove(await manager.findBy(Comment, { subjectKind: kind, subjectId: id }));
  }

  /**
   * Deletes `rows` and the replies under them, in `manager`'s transaction, as entities: the cache
   * drops each one's post.
   */
  static async remove(manager: EntityManager, rows: Comment[]): Promise<void> {
    const chosen = new Set(rows.map(({ id }) => id));
    const parents = rows.filter((row) => !row.parentId).map(({ id }) => id);
    const replies = parents.length ? await manager.findBy(Comment, { parentId: In(parents) }) : [];
    const all = [...rows, ...replies.filter(({ id }) => !chosen.has(id))];
    if (all.length) await manager.remove(all);
  }

  /** The last `costSizes()` and when they were read. */
  private sizes?: { at: number; read: Promise<CommentCostSizes> };

  /**
   * What the cost limit prices a thread by, read at most once a second: the most approved
   * top-level answers of one post (a page's worth at most), of replies under one answer and of
   * likes and reposts of one post, each at least 1.
   */
  costSizes(): Promise<CommentCostSizes> {
    const now = Date.now();
    if (!this.sizes || now - this.sizes.at >= 1000) {
      const most = async (group: 'subjectId' | 'parentId', kinds: CommentKind[], replies: boolean) => {
        const row = await this.comments
          .createQueryBuilder('comment')
          .select('COUNT(*)', 'count')
          .where('comment.status = :approved', { approved: CommentStatus.APPROVED })
          .andWhere('comment.kind IN (:...kinds)', { kinds })
          .andWhere(replies ? 'comment.parentId IS NOT NULL' : 'comment.parentId IS NULL')
          .groupBy(`comment.${group}`)
          .orderBy('count', 'DESC')
          .limit(1)
          .getRawOne<{ count: number | string }>();
        return Number(row?.count ?? 0);
      };
      const read = Promise.all([
        most('subjectId', CONVERSATION, false),
        most('parentId', CONVERSATION, true),
        most('subjectId', REACTIONS, false),
      ]).then(([page, replies, reactions]) => ({
        commentPage: Math.max(1, Math.min(COMMENTS_PER_PAGE, page)),
        commentReplies: Math.max(1, Math.min(MAX_REPLIES, replies)),
        commentReactions: Math.max(1, Math.min(MAX_REACTIONS, reactions)),
      }));
      this.sizes = { at: now, read };
      read.catch(() => (this.sizes = undefined));
    }
    return this.sizes.read;
  }
}
