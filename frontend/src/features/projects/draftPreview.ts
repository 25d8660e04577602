import { adminPath } from '../admin/paths';

/**
 * The project editor's unsaved text, handed to a preview tab through the browser's localStorage (as
 * a post's, blog/draftPreview.ts): nothing is sent to the gateway, so previewing changes nothing on
 * the site. The admin's editor calls `storeProjectDraftPreview(slot, draft)` and opens
 * `projectDraftPreviewPath(slot)` in a new tab.
 */
export type ProjectDraftPreview = {
  title: string;
  summary: string;
  content: string;
  cover: string;
  technologies: string[];
  links: { repo: string; demo: string };
  /** 'YYYY-MM' or null. */
  startDate: string | null;
  endDate: string | null;
  featured: boolean;
};

/** The preview's route: an admin address, so the gateway serves the page shell and renders nothing itself. */
export const PROJECT_DRAFT_PREVIEW_PATH = adminPath('projects', 'onizleme');
export const PROJECT_DRAFT_PARAM = 'proje';

/** One slot per project in the editor: its id, or 'yeni' for a project never saved. */
const storageKey = (slot: string) => `proje-onizleme:${slot}`;

export const projectDraftPreviewPath = (slot: string) =>
  `${PROJECT_DRAFT_PREVIEW_PATH}?${PROJECT_DRAFT_PARAM}=${encodeURIComponent(slot)}`;

/** Keeps the text for the preview tab; false when the browser refuses (storage full or disabled). */
export function storeProjectDraftPreview(slot: string, draft: ProjectDraftPreview): boolean {
  try {
    localStorage.setItem(storageKey(slot), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

const isMonth = (value: unknown) => value === null || (typeof value === 'string' && /^\d{4}-\d{2}$/.test(value));
const isText = (value: unknown): value is string => typeof value === 'string';

/** The text last kept for the slot, or null (nothing kept, or not the shape a preview needs). */
export function readProjectDraftPreview(slot: string): ProjectDraftPreview | null {
  try {
    const draft = JSON.parse(localStorage.getItem(storageKey(slot)) ?? 'null') as ProjectDraftPreview | null;
    const valid =
      draft !== null &&
      [draft.title, draft.summary, draft.content, draft.cover, draft.links?.repo, draft.links?.demo].every(isText) &&
      Array.isArray(draft.technologies) &&
      draft.technologies.every(isText) &&
      isMonth(draft.startDate) &&
      isMonth(draft.endDate) &&
      typeof draft.featured === 'boolean';
    return valid ? draft : null;
  } catch {
    return null;
  }
}

/** Forgets the slot's text once it is saved: what is saved has its own preview (`?onizleme=1`). */
export function forgetProjectDraftPreview(slot: string) {
  try {
    localStorage.removeItem(storageKey(slot));
  } catch {
    // storage disabled: nothing was kept
  }
}
