import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  dropLocalCopy,
  NEW_POST,
  readLocalCopy,
  worthOffering,
  writeLocalCopy,
  type FormFields,
  type LocalCopy,
} from './localCopy';
import { sameFields, versionOf, type Post } from './postFields';

/** How often at most the form is copied into the browser while the owner types. */
export const LOCAL_COPY_EVERY_MS = 300;

/**
 * The blog form's copy in this browser: on opening, a copy newer than the server's words is
 * offered back (`offer`, `restore`); every change is copied, at most LOCAL_COPY_EVERY_MS late, under
 * `copyKey()` with the server version the words rest on (`version`).
 */
export function useLocalCopy({
  fields,
  opened,
  post,
  copyKey,
  version,
  setFields,
}: {
  fields: FormFields;
  opened: FormFields;
  /** The post as the form opened it (none: a new post). */
  post?: Post;
  copyKey: () => string;
  version: RefObject<string | null>;
  setFields: (fields: FormFields) => void;
}) {
  const [offer, setOffer] = useState<LocalCopy | null>(null);
  /** Until this browser's copy has been looked for (busy: an offer may still appear above the form). */
  const [checkingCopy, setCheckingCopy] = useState(true);

  // On opening: a copy this browser kept that is newer than the server's words is offered back.
  useEffect(() => {
    const key = post?.id ?? NEW_POST;
    void readLocalCopy(key).then((copy) => {
      if (worthOffering(copy, opened, post ? versionOf(post) : '')) setOffer(copy!);
      else if (copy) void dropLocalCopy(key);
      setCheckingCopy(false);
    });
  }, [post, opened]);

  // Every change is copied into the browser, at most LOCAL_COPY_EVERY_MS late.
  const lastCopy = useRef(0);
  useEffect(() => {
    if (sameFields(fields, opened) && !lastCopy.current) return;
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
