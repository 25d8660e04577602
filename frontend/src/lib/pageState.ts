import type { NormalizedCacheObject } from '@apollo/client';
import { scriptJson } from './json';

/** What the server hands the browser with a page, beside the markup. */
export type PageState = {
  /** PUBLIC_URL (canonical links are built from it, never from the browser's location). */
  publicUrl: string;
  /** The Apollo cache the page was rendered from; absent in the admin panel's shell. */
  apollo?: NormalizedCacheObject;
};

const ID = 'page-state';

/** A JSON script: data, never executed, so the CSP's `script-src 'self'` holds. */
export const pageStateScript = (state: PageState) =>
  `<script type="application/json" id="${ID}">${scriptJson(state)}</script>`;

export function readPageState(document: Document): PageState {
  const script = document.getElementById(ID);
  return script?.textContent ? (JSON.parse(script.textContent) as PageState) : { publicUrl: location.origin };
}
