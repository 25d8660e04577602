import { siteName } from '@portfolio/content-rules';
import type { Module, Tag, WriteHook, WrittenRow } from '../../core/module';
import { Comments1799710000000 } from './1799710000000-comments';
import { Comment, CommentBlock, CommentSettingsRow, CommentStatus } from './comment.entities';
import { COMMENTS_COST } from './comments.cost';
import { CommentsResolver } from './comments.resolver';
import { commentRoutes } from './comments.rest';
import { COMMENT_FORM_ROUTES, commentsRouter } from './comments.router';
import { CommentsService } from './comments.service';

declare module '../../core/context' {
  interface Services {
    comments: CommentsService;
  }
}

/**
 * What a kept `comments` answer shows: the post's approved answers (`comments:{postId}`), and
 * whether the post is visible and open (`blog`: any write of a post, the settings). A client that
 * did not ask for `postId` gets `comments`, which every approved answer's write drops.
 */
function threadTags(value: unknown): Tag[] {
  const postId = (value as { postId?: unknown } | null)?.postId;
  if (value === null || value === undefined) return ['blog'];
  return typeof postId === 'string' ? ['blog', `comments:${postId}`] : ['blog', 'comments'];
}

/**
 * What a write of an answer changes for the public: nothing while it is pending or spam before
 * and after; else its post's thread. A write whose rows TypeORM does not name (a query builder's)
 * drops every thread.
 */
function commentWritten(row: WrittenRow, ...before: WrittenRow[]): Tag[] {
  const rows = [row, ...before].filter((r) => typeof r?.subjectId === 'string');
  if (!rows.length) return ['blog', 'comments'];
  if (!rows.some((r) => r!.status === CommentStatus.APPROVED || r!.status === undefined)) return [];
  return [...new Set(rows.map((r) => `comments:${r!.subjectId as string}`)), 'comments'];
}

/** A row some module lets readers answer was removed: its answers go with it, in its transaction. */
const forgetRemoved: WriteHook = async (manager, write) => {
  if (write.kind !== 'remove' || typeof write.id !== 'string') return;
  const discussed = write.owner.discussed?.find((declared) => declared.entity === write.entity);
  if (discussed) await CommentsService.deleteOf(manager, discussed.kind, write.id);
};

/**
 * Readers who answer (issue 48): the comments of posts (the form, with and without JavaScript),
 * the answers of other sites through `services.comments` (modules/webmentions), the owner's
 * moderation, replies and settings.
 */
export const commentsModule: Module = {
  name: 'comments',
  entities: [Comment, CommentSettingsRow, CommentBlock],
  migrations: [Comments1799710000000],
  resolvers: [CommentsResolver],
  routes: commentRoutes,
  router: { routes: Object.values(COMMENT_FORM_ROUTES), create: commentsRouter },
  services: ({ dataSource, limits, config, modules }, { mail, about }) => ({
    comments: new CommentsService({
      dataSource,
      limits,
      mail,
      publicUrl: config.publicUrl,
      discussed: modules.flatMap((module) => module.discussed ?? []),
      ownerName: async () => siteName((await about.get())?.name),
    }),
  }),
  publicFields: ['query.comments', 'mutation.addComment'],
  answers: { comments: threadTags },
  writes: [
    [Comment, commentWritten],
    // The settings open or close every post's form.
    [CommentSettingsRow, () => ['blog', 'comments']],
  ],
  written: [['*', forgetRemoved]],
  cost: COMMENTS_COST,
};
