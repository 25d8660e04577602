import type { ServerAnswer } from '@portfolio/content-rules';
import { createContext, useContext, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/** What the server learns while it renders a page; the gateway turns it into the HTTP answer. */
export type { ServerAnswer };

type Rendering = {
  /** PUBLIC_URL: the origin of canonical links and share tags (never the browser's location). */
  publicUrl: string;
  /** Present only on the server: the page records its status, redirect and head tags with it. */
  record?: (update: Partial<ServerAnswer>) => void;
};

const RenderingContext = createContext<Rendering>({ publicUrl: '' });

export function RenderingProvider({ children, ...rendering }: Rendering & { children: ReactNode }) {
  return <RenderingContext.Provider value={rendering}>{children}</RenderingContext.Provider>;
}

export const useRendering = () => useContext(RenderingContext);

/** The page's HTTP status (404 for a missing post): recorded on the server, nothing in the browser. */
export function useStatus(status: number): void {
  useRendering().record?.({ status });
}

/**
 * The page lives at another address: the server answers 301 to it; in the browser (a link followed
 * inside the site) the history entry is replaced.
 */
export function PermanentRedirect({ to }: { to: string }) {
  const { record } = useRendering();
  if (!record) return <Navigate to={to} replace />;
  record({ redirect: to });
  return null;
}
