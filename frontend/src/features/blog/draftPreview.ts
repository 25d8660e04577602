import { adminPath } from '../admin/paths';

/**
 * The editor's unsaved text, handed to a preview tab through the browser's localStorage: nothing
 * is sent to the gateway, so previewing changes nothing on the site.
 */
export type DraftPreview = {
  title: string;
  shortDescription: string;
  content: string;
  tags: string[];
  /** The date the post would get (ISO). */
  publishDate: string;
};

/** The preview's route: an admin address, so the gateway serves the page shell and renders nothing itself. */
export const DRAFT_PREVIEW_PATH = adminPath('blogs', 'onizleme');
export const DRAFT_PARAM = 'yazi';

/** One slot per post in the editor: its id, or 'yeni' for a post never saved. */
const storageKey = (slot: string) => `blog-onizleme:${slot}`;

export const draftPreviewPath = (slot: string) => `${DRAFT_PREVIEW_PATH}?${DRAFT_PARAM}=${encodeURIComponent(slot)}`;

/** Keeps the text for the preview tab; false when the browser refuses (storage full or disabled). */
export function storeDraftPreview(slot: string, draft: DraftPreview): boolean {
  try {
    localStorage.setItem(storageKey(slot), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** The text last kept for the slot, or null. */
export function readDraftPreview(slot: string): DraftPreview | null {
  try {
    const draft = JSON.parse(localStorage.getItem(storageKey(slot)) ?? 'null') as DraftPreview | null;
    const valid =
      typeof draft?.title === 'string' &&
      typeof draft.shortDescription === 'string' &&
      typeof draft.content === 'string' &&
      Array.isArray(draft.tags) &&
      draft.tags.every((tag) => typeof tag === 'string') &&
      !Number.isNaN(Date.parse(draft.publishDate));
    return valid ? draft : null;
  } catch {
    return null;
  }
}

/** Forgets the slot's text once it is saved: what is saved has its own preview. */
export function forgetDraftPreview(slot: string) {
  try {
    localStorage.removeItem(storageKey(slot));
  } catch {
    // storage disabled: nothing was kept
  }
}
