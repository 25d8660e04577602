/**
 * The editors' previews of unsaved text (a post's, a project's), loaded together and only under their
 * admin addresses: one chunk the public pages never download, split off the entry as one piece.
 */
export { default as DraftPreviewPage } from '../features/blog/DraftPreviewPage';
export { default as ProjectDraftPreviewPage } from '../features/projects/ProjectDraftPreviewPage';
