import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/** What the blog form holds, as typed. */
export type FormFields = {
  title: string;
  slug: string;
  shortDescription: string;
  content: string;
  tags: string;
  publishAt: string;
  /** 'Abonelere gönder' (issue 47). */
  mailSubscribers: boolean;
  /** 'Yorumlara açık' (issue 48). */
  commentsOpen: boolean;
  /** The English version (issue 50): its title, slug, summary and content; all empty is none. */
  enTitle: string;
  enSlug: string;
  enShortDescription: string;
  enContent: string;
};

/**
 * A copy of a form kept in this browser (IndexedDB) while the owner types, so that a closed tab,
 * a crash or a reload loses at most the last second: `base` is the server version the edit began
 * from (the post's `updatedAt`, or its pending edit's `savedAt`; '' for a post not saved yet),
 * `savedAt` when the copy was taken (ms). The blog form's (FormFields) and the project form's
 * (issue 46; their keys begin with 'proje:') share the store.
 */
export type LocalCopy<F = FormFields> = { fields: F; base: string; savedAt: number };

let store: UseStore | undefined;
const copies = () => (store ??= createStore('portfolio-admin', 'blog-drafts'));

/** The copy's key: the post's id, or 'yeni' for the new-post form. */
export const NEW_POST = 'yeni';

export const readLocalCopy = <F = FormFields>(key: string): Promise<LocalCopy<F> | undefined> =>
  get<LocalCopy<F>>(key, copies()).catch(() => undefined);

/** Never throws: a browser without IndexedDB (or out of room) still has the server's autosave. */
export const writeLocalCopy = <F>(key: string, copy: LocalCopy<F>): Promise<void> =>
  set(key, copy, copies()).catch(() => undefined);

export const dropLocalCopy = (key: string): Promise<void> => del(key, copies()).catch(() => undefined);

/**
 * Whether a copy found on opening is worth offering back: taken after the server's version and
 * holding something the server does not. An older one is stale (the server holds newer words).
 */
export function worthOffering<F extends object>(
  copy: LocalCopy<F> | undefined,
  serverFields: F,
  serverVersion: string,
): boolean {
  if (!copy) return false;
  const version = serverVersion ? Date.parse(serverVersion) : 0;
  if (copy.savedAt <= version) return false;
  return (Object.keys(serverFields) as Array<keyof F>).some((key) => copy.fields[key] !== serverFields[key]);
}
