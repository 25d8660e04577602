import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { dropLocalCopy, readLocalCopy, worthOffering, writeLocalCopy, type LocalCopy } from './localCopy';

/** How often at most the form is copied into the browser while the owner types. */
export const LOCAL_COPY_EVERY_MS = 300;

/**
 * A form's copy in this browser (the blog form's, the project form's): on opening, the copy under
 * `openedKey` newer than the server's words (`openedVersion`) is offered back (`offer`, `restore`);
 * every change is copied, at most LOCAL_COPY_EVERY_MS late, under `copyKey()` with the server
 * version the words rest on (`version`).
 */
export function useLocalCopy<F extends object>({
  fields,
  opened,
  openedKey,
  openedVersion,
  same,
  copyKey,
  version,
  setFields,
}: {
  fields: F;
  opened: F;
  /** The key of the copy of what opened: the item's id, or the new item's key. */
  openedKey: string;
  /** The server version of what opened ('' for a new item). */
  openedVersion: string;
  same: (a: F, b: F) => boolean;
  copyKey: () => string;
  version: RefObject<string | null>;
  setFields: (fields: F) => void;
}) {
  const [offer, setOffer] = useState<LocalCopy<F> | null>(null);
  /** Until this browser's copy has been looked for (busy: an offer may still appear above the form). */
  const [checkingCopy, setCheckingCopy] = useState(true);

  // On opening: a copy this browser kept that is newer than the server's words is offered back.
  useEffect(() => {
    void readLocalCopy<F>(openedKey).then((copy) => {
      if (worthOffering(copy, opened, openedVersion)) setOffer(copy!);
      else if (copy) void dropLocalCopy(openedKey);
      setCheckingCopy(false);
    });
  }, [openedKey, openedVersion, opened]);

  // Every change is copied into the browser, at most LOCAL_COPY_EVERY_MS late.
  const lastCopy = useRef(0);
  useEffect(() => {
    if (same(fields, opened) && !lastCopy.current) return;
    const write = () => {
      lastCopy.current = Date.now();
      void writeLocalCopy(copyKey(), { fields, base: version.current ?? '', savedAt: lastCopy.current });
    };
    const wait = lastCopy.current + LOCAL_COPY_EVERY_MS - Date.now();
    if (wait <= 0) return write();
    const timer = setTimeout(write, wait);
    return () => clearTimeout(timer);
    // copyKey and version are read when the copy is written (they follow refs): not a reason to write again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fields, opened]);

  const restore = useMemo(
    () => ({
      accept: () => {
        if (offer) setFields(offer.fields);
        setOffer(null);
      },
      discard: () => {
        void dropLocalCopy(copyKey());
        setOffer(null);
      },
    }),
    // setFields is React's setter, copyKey reads a ref when called: the offer is what changes them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [offer],
  );

  return { offer, checkingCopy, restore };
}
