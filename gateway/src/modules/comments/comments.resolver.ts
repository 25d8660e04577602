import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';
import { validateMultiLineArgument } from '../../core/validation';
import { CommentStatus } from './comment.entities';
import { threadCost } from './comments.cost';
import { MAX_BULK, PER_PAGE } from './comments.service';
import {
  AddedComment,
  AdminComment,
  AdminCommentPage,
  CommentAction,
  CommentCounts,
  CommentInput,
  CommentSettings,
  CommentSettingsInput,
  CommentThread,
} from './comments.types';

@Resolver()
export class CommentsResolver {
  @Query(() => CommentThread, {
    nullable: true,
    complexity: threadCost,
    description:
      "A post's approved conversation (`post`: its id or slug), page `page` (from 1; one past the end has no items); null when the public cannot see the post.",
  })
  comments(
    @Arg('post', () => ID) post: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Ctx() { services }: Context,
  ): Promise<CommentThread | null> {
    return services.comments.thread(post, page);
  }

  @Mutation(() => AddedComment, {
    description:
      "A reader's comment on a post (its id or slug): PENDING until the owner approves it (APPROVED at once when the settings approve addresses approved before). Closed posts: FORBIDDEN; limited per client address and per post.",
  })
  addComment(
    @Arg('post', () => ID) post: string,
    @Arg('input', () => CommentInput) input: CommentInput,
    @Ctx() { services, address }: Context,
  ): Promise<AddedComment> {
    return services.comments.add(post, input, address);
  }

  @Authorized('admin')
  @Query(() => CommentCounts)
  commentCounts(@Ctx() { services }: Context): Promise<CommentCounts> {
    return services.comments.counts();
  }

  @Authorized('admin')
  @Query(() => AdminCommentPage, {
    description: `Answers of one status, newest first; \`page\` from 1, \`perPage\` ${PER_PAGE.min}..${PER_PAGE.max}, else BAD_USER_INPUT.`,
  })
  adminComments(
    @Arg('status', () => CommentStatus) status: CommentStatus,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { defaultValue: PER_PAGE.default }) perPage: number,
    @Ctx() { services }: Context,
  ): Promise<AdminCommentPage> {
    return services.comments.adminPage(status, page, perPage);
  }

  @Authorized('admin')
  @Mutation(() => Int, {
    description: `Does \`action\` to 1..${MAX_BULK} answers, all or none (an unknown id: NOT_FOUND, nothing changed); answers how many.`,
  })
  updateComments(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('action', () => CommentAction) action: CommentAction,
    @Ctx() { services }: Context,
  ): Promise<number> {
    return services.comments.update(ids, action);
  }

  @Authorized('admin')
  @Mutation(() => AdminComment, {
    description:
      "The owner's reply to a top-level answer, published at once as 'Yazar' (a pending parent is approved with it); a reply to a reply: BAD_USER_INPUT.",
  })
  replyToComment(
    @Arg('id', () => ID) id: string,
    @Arg('text', () => String, { validateFn: validateMultiLineArgument }) text: string,
    @Ctx() { services }: Context,
  ): Promise<AdminComment> {
    return services.comments.reply(id, text);
  }

  @Authorized('admin')
  @Query(() => CommentSettings)
  commentSettings(@Ctx() { services }: Context): Promise<CommentSettings> {
    return services.comments.settings();
  }

  @Authorized('admin')
  @Mutation(() => CommentSettings)
  setCommentSettings(
    @Arg('input', () => CommentSettingsInput) input: CommentSettingsInput,
    @Ctx() { services }: Context,
  ): Promise<CommentSettings> {
    return services.comments.setSettings(input);
  }
}
