import { useEffect } from 'react';

/** How often an admin view of what visitors send (the inbox, its badge) asks again while open. */
export const POLL_MS = 60_000;

/**
 * Asks again when the panel's window regains focus (the owner comes back to the tab), beside the
 * query's `pollInterval`; a failed answer is the query's error, so the promise's is dropped.
 */
export function useRefetchOnFocus(refetch: () => Promise<unknown>) {
  useEffect(() => {
    const again = () => void refetch().catch(() => {});
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [refetch]);
}
