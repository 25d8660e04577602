import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FeedbackProvider } from '../features/admin/feedback';
import { expect, vi } from 'vitest';
import { renderWithProviders, SERVER_MESSAGE, type RenderOptions } from './render';

/**
 * What jsdom lacks for these screens: `<dialog>`'s showModal/close (the confirm dialog), the
 * layout calls ProseMirror makes when it scrolls the selection into view, and `Blob.text()` (a
 * CSV file the Aboneler screen imports).
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
  Blob.prototype.text ??= function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
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

/** The signed-in owner as `me` answers it. */
export const owner = (overrides: { twoFactorEnabled?: boolean } = {}) => ({
  __typename: 'User' as const,
  id: 'u1',
  email: 'sahip@ornek.com',
  username: 'sahip',
  role: 'admin',
  twoFactorEnabled: false,
  ...overrides,
});

/**
 * What every settings form does when a save fails (docs/product/admin.md#form-screens): the
 * server's message in an error box that does not time out like the success message (nor goes away
 * during `meanwhile`), until the next save, answered with `success`, replaces it. `render` gets the
 * user-event options for fake timers; `ready` is a label the form shows once loaded; `form`, on a
 * screen of several forms, the one to save (its section).
 */
export async function expectSaveErrorUntilNextSave({
  render,
  ready,
  success,
  meanwhile,
  form = () => document.body,
}: {
  render: (userOptions: RenderOptions['userOptions']) => { user: UserEvent };
  ready: string;
  success: string;
  meanwhile?: (user: UserEvent) => Promise<void>;
  form?: () => HTMLElement;
}) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { user } = render({ advanceTimers: vi.advanceTimersByTime });
  const save = () => within(form()).getByRole('button', { name: /Kaydet|Kaydediliyor/ });
  await screen.findByLabelText(ready);
  await user.click(save());

  const alert = await within(form()).findByRole('alert');
  expect(alert).toHaveTextContent(SERVER_MESSAGE);
  expect(alert).toHaveClass('notice--error');

  act(() => vi.advanceTimersByTime(10_000));
  await meanwhile?.(user);
  expect(within(form()).getByRole('alert')).toHaveTextContent(SERVER_MESSAGE);

  await user.click(save());
  expect(await screen.findByText(success)).toBeInTheDocument();
  expect(screen.queryByText(SERVER_MESSAGE)).not.toBeInTheDocument();
  expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
}
