import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FeedbackProvider } from '../features/admin/feedback';
import { renderWithProviders, type RenderOptions } from './render';

/**
 * What jsdom lacks for these screens: `<dialog>`'s showModal/close (the confirm dialog) and the
 * layout calls ProseMirror makes when it scrolls the selection into view.
 */
function polyfillBrowser() {
  const dialog = HTMLDialogElement.prototype;
  if (typeof dialog.showModal !== 'function') {
    dialog.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    dialog.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  }
  const empty = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) });
  const range = Range.prototype as Partial<Range>;
  range.getBoundingClientRect ??= empty as Range['getBoundingClientRect'];
  range.getClientRects ??= (() => Object.assign([], { item: () => null })) as unknown as Range['getClientRects'];
  document.elementFromPoint ??= () => null;
}

/**
 * An admin screen as AdminApp renders it: inside the confirm dialog and toasts, which outlive the
 * screen (with `path`, the screen is the element of that route and other paths render nothing).
 */
export function renderAdminScreen(ui: ReactElement, { path, ...options }: RenderOptions = {}) {
  polyfillBrowser();
  const screen = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  return renderWithProviders(<FeedbackProvider>{screen}</FeedbackProvider>, options);
}

/** The toasts region (role status). */
export const toasts = () => document.querySelector('.toasts') as HTMLElement;
