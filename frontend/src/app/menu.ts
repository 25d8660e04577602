/**
 * The mobile menu before the application has taken the page over. boot.ts listens from the start, so
 * the menu button works as soon as it is on screen; entry-client.tsx stops listening just before it
 * hydrates, and the header (PublicLayout.tsx) starts from whatever state the reader left the menu in.
 */

function setEarly(button: HTMLButtonElement | null | undefined, open: (wasOpen: boolean) => boolean) {
  const menu = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !menu) return;
  const now = open(menu.dataset.open === 'true');
  menu.dataset.open = String(now);
  button.setAttribute('aria-expanded', String(now));
  // The button carries its labels in its page's language (PublicLayout): no catalogue in the page's script.
  const label = now ? button.dataset.labelClose : button.dataset.labelOpen;
  if (label) button.setAttribute('aria-label', label);
}

const toggleEarly = (event: MouseEvent) =>
  setEarly((event.target as Element | null)?.closest?.<HTMLButtonElement>('.nav__toggle'), (wasOpen) => !wasOpen);

/** Escape closes the open menu and gives focus back to its button (PublicLayout does the same after). */
function closeEarly(event: KeyboardEvent) {
  const button = document.querySelector<HTMLButtonElement>('.nav__toggle[aria-expanded="true"]');
  if (event.key !== 'Escape' || !button) return;
  setEarly(button, () => false);
  button.focus();
}

export function listenBeforeHydration() {
  document.addEventListener('click', toggleEarly);
  document.addEventListener('keydown', closeEarly);
}

export function stopListeningBeforeHydration() {
  document.removeEventListener('click', toggleEarly);
  document.removeEventListener('keydown', closeEarly);
}

/** Whether the reader opened the menu before the page hydrated (false on the server). */
export const openedBeforeHydration = (menuId: string) =>
  typeof document !== 'undefined' && document.getElementById(menuId)?.dataset.open === 'true';
