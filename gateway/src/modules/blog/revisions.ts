import { In, type EntityManager } from 'typeorm';
import { AppError } from '../../core/errors';
import type { BlogPost } from './blog-post.entity';
import { BlogRevision, RevisionKind } from './blog-revision.entity';

/** How many saved and autosaved versions a post keeps (its pending edit aside). */
export const REVISIONS_KEPT = 50;
/** An autosave is kept as a version when the post's newest version is at least this old. */
export const AUTOSAVE_REVISION_EVERY_MS = 10 * 60 * 1000;

export const EDIT_CONFLICT =
  'Bu yazı siz düzenlerken başka bir sekmede ya da cihazda kaydedildi; üzerine yazılmadı. Son hâlini görmek için yazıyı yeniden açın.';

/** What a version holds: the texts of the form. */
export type Texts = Pick<BlogRevision, 'title' | 'slug' | 'shortDescription' | 'content' | 'tags' | 'publishDate'>;

export const textsOf = (post: BlogPost): Texts => ({
  title: post.title,
  slug: post.slug,
  shortDescription: post.shortDescription,
  content: post.content,
  tags: post.tags,
  publishDate: post.publishDate,
});

const KEPT_KINDS = In([RevisionKind.SAVED, RevisionKind.AUTOSAVED]);

/** A published post's edits that the editor saved and 'Güncelle' has not published yet, or null. */
export const pendingEdit = (manager: EntityManager, postId: string) =>
  manager.findOneBy(BlogRevision, { postId, kind: RevisionKind.PENDING });

/**
 * Optimistic concurrency: the version an editor began from must still be the newest, else its save
 * is refused (CONFLICT) rather than silently replacing another tab's. The newest version is the
 * pending edit's when there is one (it holds the latest words), else the post's `updatedAt`.
 * Without `expected` (a client that does not ask), nothing is checked.
 */
export function checkVersion(post: BlogPost, pending: BlogRevision | null, expected?: Date | null): void {
  if (!expected) return;
  const current = pending?.savedAt ?? post.updatedAt;
  if (current.getTime() !== expected.getTime())
    throw new AppError('CONFLICT', EDIT_CONFLICT, { updatedAt: current.toISOString() });
}

/**
 * Keeps `texts` as a version of the post: always for a save, for an autosave only when the newest
 * version is AUTOSAVE_REVISION_EVERY_MS old. The oldest beyond REVISIONS_KEPT go.
 */
export async function keepRevision(
  manager: EntityManager,
  postId: string,
  texts: Texts,
  kind: RevisionKind.SAVED | RevisionKind.AUTOSAVED,
  now = new Date(),
): Promise<void> {
  if (kind === RevisionKind.AUTOSAVED) {
    const newest = await manager.findOne(BlogRevision, {
      select: { id: true, savedAt: true },
      where: { postId, kind: KEPT_KINDS },
      order: { savedAt: 'DESC' },
    });
    if (newest && now.getTime() - newest.savedAt.getTime() < AUTOSAVE_REVISION_EVERY_MS) return;
  }
  await manager.save(manager.create(BlogRevision, { ...texts, postId, kind, savedAt: now }));
  const old = await manager.find(BlogRevision, {
    select: { id: true },
    where: { postId, kind: KEPT_KINDS },
    order: { savedAt: 'DESC' },
    skip: REVISIONS_KEPT,
    take: 1000,
  });
  if (old.length) await manager.delete(BlogRevision, { id: In(old.map(({ id }) => id)) });
}

/** Stores `texts` as the post's pending edit (one per post), saved `now`. */
export async function savePending(manager: EntityManager, postId: string, texts: Texts, now = new Date()) {
  const pending =
    (await pendingEdit(manager, postId)) ?? manager.create(BlogRevision, { postId, kind: RevisionKind.PENDING });
  return manager.save(Object.assign(pending, texts, { savedAt: now }));
}
