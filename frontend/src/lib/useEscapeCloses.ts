import { useEffect, type RefObject } from 'react';

/** While `open`, Escape closes (a menu) and gives focus back to the button that opened it. */
export function useEscapeCloses(open: boolean, close: () => void, button: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close, button]);
}
