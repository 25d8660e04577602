/**
 * The mobile menu before the application has taken the page over. boot.ts listens from the start, so
 * the menu button works as soon as it is on screen; entry-client.tsx stops listening just before it
 * hydrates, and the header (PublicLayout.tsx) starts from whatever state the reader left the menu in.
 */

export const MENU_LABEL = { open: 'Menüyü aç', close: 'Menüyü kapat' } as const;

function toggleEarly(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('.nav__toggle');
  const menu = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !menu) return;
  const open = menu.dataset.open !== 'true';
  menu.dataset.open = String(open);
  button.setAttribute('aria-expanded', String(open));
  button.setAttribute('aria-label', open ? MENU_LABEL.close : MENU_LABEL.open);
}

export const listenBeforeHydration = () => document.addEventListener('click', toggleEarly);
export const stopListeningBeforeHydration = () => document.removeEventListener('click', toggleEarly);

/** Whether the reader opened the menu before the page hydrated (false on the server). */
export const openedBeforeHydration = (menuId: string) =>
  typeof document !== 'undefined' && document.getElementById(menuId)?.dataset.open === 'true';
