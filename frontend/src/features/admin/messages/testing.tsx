import type { ReactElement } from 'react';
import { renderWithProviders, type RenderOptions } from '../../../test/render';
import { FeedbackProvider } from '../feedback';

/** jsdom has <dialog> without showModal/close: enough of them for the confirm dialog. */
function polyfillDialog() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** An admin screen as AdminApp renders it: inside the confirm dialog and toasts. */
export function renderAdminScreen(ui: ReactElement, options?: RenderOptions) {
  polyfillDialog();
  return renderWithProviders(<FeedbackProvider>{ui}</FeedbackProvider>, options);
}
