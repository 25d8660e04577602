import { useMutation } from '@apollo/client/react';
import { useState, type RefObject } from 'react';
import {
  AdminCommentsDocument,
  CommentCountsDocument,
  type CommentAction,
  ReplyToCommentDocument,
  UpdateCommentsDocument,
} from '../../../gql/admin/graphql';
import { errorText } from '../../../lib/errors';
import { focusInPlace } from '../BulkBar';
import { useFeedback } from '../feedback';
import { ACTIONS, confirmDeleteText, REPLY_DONE, REPLY_ERROR } from './commentTexts';

/**
 * The tab's page, the tabs' counts and the menu's badge are asked again after every change, and the
 * screen changes only once they answered: a row leaves its tab only when the server has confirmed
 * (docs/product/admin.md#form-screens).
 */
const refetch = { refetchQueries: [AdminCommentsDocument, CommentCountsDocument], awaitRefetchQueries: true };

/**
 * What the 'Yorumlar' screen writes: the actions on one comment or on the chosen ones (all or none,
 * 'Sil' asked first as the inbox asks), with what is on its way in `updating`; and the owner's
 * reply. The focus then goes on as the inbox's does: to the same control of the comment now in the
 * row's place (or 'Tümünü seç', or the heading).
 */
export function useCommentActions({
  list,
  heading,
  selectAll,
  clearSelection,
}: {
  list: RefObject<HTMLUListElement | null>;
  heading: RefObject<HTMLHeadingElement | null>;
  selectAll: RefObject<HTMLInputElement | null>;
  clearSelection: () => void;
}) {
  const [updateComments] = useMutation(UpdateCommentsDocument);
  const [replyToComment] = useMutation(ReplyToCommentDocument);
  const { confirm, toast } = useFeedback();
  const [updating, setUpdating] = useState<{ ids: string[]; action: CommentAction } | null>(null);

  const focusAfter = (index: number, control: string) => focusInPlace(list, index, control, selectAll, heading);

  /** One call for the chosen comments (or one, at `index`); the screen changes only if it succeeded. */
  async function update(ids: string[], action: CommentAction, index?: number) {
    if (updating) return;
    if (action === 'DELETE' && !(await confirm(confirmDeleteText(ids.length)))) return;
    setUpdating({ ids, action });
    try {
      const result = await updateComments({ variables: { ids, action }, ...refetch });
      toast(ACTIONS[action].done(result.data?.updateComments ?? ids.length));
      clearSelection();
      if (index === undefined) requestAnimationFrame(() => (selectAll.current ?? heading.current)?.focus());
      else focusAfter(index, `.comment-card__${action.toLowerCase()}`);
    } catch (failure) {
      console.error('Yorumlar güncellenemedi', failure);
      toast(errorText(failure, ACTIONS[action].failed), 'error');
    } finally {
      setUpdating(null);
    }
  }

  /** The owner's reply: true once published; a refusal is thrown with its Turkish text for the form. */
  async function reply(id: string, text: string): Promise<true> {
    try {
      await replyToComment({ variables: { id, text: text.trim() }, ...refetch });
    } catch (failure) {
      console.error('Yanıt gönderilemedi', failure);
      throw new Error(errorText(failure, REPLY_ERROR), { cause: failure });
    }
    toast(REPLY_DONE);
    return true;
  }

  return { updating, update, reply };
}
