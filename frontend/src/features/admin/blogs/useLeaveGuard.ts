import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '../feedback';

export const LEAVE_QUESTION = 'Kaydedilmemiş değişiklikler var. Sayfadan ayrılmak istiyor musunuz?';

/**
 * While `dirty`, leaving asks first: closing or reloading the tab (the browser's own question) and
 * following a link of the site (the panel's confirm dialog; the router has no blocker of its own
 * outside a data router). The back button is not asked: the form saves what is left as it goes.
 */
export function useLeaveGuard(dirty: boolean): void {
  const { confirm } = useFeedback();
  const navigate = useNavigate();

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers ask only when this is set
    };
    // Capture, before the router's own handler on the root sees the click.
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin) return;
      const path = `${to.pathname}${to.search}${to.hash}`;
      if (path === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      event.preventDefault();
      void confirm(LEAVE_QUESTION).then((leave) => leave && navigate(path));
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, confirm, navigate]);
}
