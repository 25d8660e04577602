import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState, type RefObject } from 'react';
import {
  DeleteContactMessageDocument,
  InboxStatusDocument,
  MarkContactMessageReadDocument,
  type MessageAction,
  UpdateContactMessagesDocument,
} from '../../../gql/admin/graphql';
import { focusInPlace } from '../BulkBar';
import { useFeedback } from '../feedback';
import {
  ACTIONS,
  applyToCache,
  CONFIRM_DELETE,
  confirmDeleteText,
  DELETE_ERROR,
  failureText,
  MARK_ERROR,
} from './inbox';

export const DELETE_SUCCESS = 'Mesaj başarıyla silindi';

/** The badge and the header's line follow every change the inbox makes. */
const refetchQueries = [InboxStatusDocument];

/**
 * What the inbox writes (docs/product/admin.md#form-screens: a row changes only once the server has
 * confirmed): 'Sil' of one message, read or unread, and the bar's actions on the chosen ones (all
 * or none), with the message being written to in `deleting`, `marking` and `updating`. The focus
 * then goes on to the same control of the next message in `list` (or to `selectAll`, or the
 * `heading`).
 */
export function useInboxActions({
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
  const [deleteMessage] = useMutation(DeleteContactMessageDocument);
  const [markRead] = useMutation(MarkContactMessageReadDocument);
  const [updateMessages] = useMutation(UpdateContactMessagesDocument);
  const { confirm, toast } = useFeedback();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [marking, setMarking] = useState<string | null>(null);
  const [updating, setUpdating] = useState<{ ids: string[]; action: MessageAction } | null>(null);

  const focusAfter = (index: number, control: string) => focusInPlace(list, index, control, heading);

  async function remove(id: string, index: number) {
    if (!(await confirm(CONFIRM_DELETE))) return;
    setDeleting(id);
    try {
      const result = await deleteMessage({
        variables: { id },
        update(cache, { data: answer }) {
          if (!answer?.deleteContactMessage) return;
          cache.modify<{ contactMessages: Reference[] }>({
            fields: {
              contactMessages: (existing, { readField }) => existing.filter((item) => readField('id', item) !== id),
            },
          });
        },
        refetchQueries,
      });
      if (!result.data?.deleteContactMessage) throw new Error('The server did not delete the message');
      toast(DELETE_SUCCESS);
      focusAfter(index, '.message-card__delete');
    } catch (failure) {
      console.error('Mesaj silinemedi', failure);
      toast(DELETE_ERROR, 'error');
    } finally {
      setDeleting(null);
    }
  }

  /** The button stays enabled (and focused) while the answer is on its way; a second click waits for it. */
  async function toggleRead(id: string, read: boolean, index: number, control = '.message-card__read') {
    if (marking) return;
    setMarking(id);
    try {
      await markRead({ variables: { id, read }, refetchQueries });
      focusAfter(index, control);
    } catch (failure) {
      console.error('Mesajın okundu durumu değiştirilemedi', failure);
      toast(MARK_ERROR, 'error');
    } finally {
      setMarking(null);
    }
  }

  /** One call for the chosen messages (or one), all or none; the screen changes only if it succeeded. */
  async function update(ids: string[], action: MessageAction, index?: number) {
    if (updating) return;
    if (action === 'DELETE' && !(await confirm(confirmDeleteText(ids.length)))) return;
    setUpdating({ ids, action });
    try {
      const result = await updateMessages({
        variables: { ids, action },
        update(cache, { data: answer }) {
          if (answer?.updateContactMessages != null) applyToCache(cache, ids, action);
        },
        refetchQueries,
      });
      toast(ACTIONS[action].done(result.data?.updateContactMessages ?? ids.length));
      clearSelection();
      if (index === undefined) requestAnimationFrame(() => (selectAll.current ?? heading.current)?.focus());
      else focusAfter(index, '.message-card__archive');
    } catch (failure) {
      console.error('Mesajlar güncellenemedi', failure);
      toast(failureText(action, ids.length), 'error');
    } finally {
      setUpdating(null);
    }
  }

  return { deleting, marking, updating, remove, toggleRead, update };
}
