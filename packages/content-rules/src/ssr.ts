import type { FormattedExecutionResult } from 'graphql';

/**
 * The contract of server rendering, both sides of it in one place: the frontend's renderer
 * (frontend/src/entry-server.tsx) implements `EntryServer`; the gateway (gateway/src/site) loads it
 * and hands it `execute`, which runs a GraphQL operation in the gateway's own process. Types only.
 */

/** Runs a GraphQL operation in the gateway's own process (no HTTP), as the page's reader. */
export type Execute = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

/** What a page tells the server while it renders: its status, a redirect, its head tags. */
export type ServerAnswer = { status: number; redirect?: string; head: string };

export type RenderedPage = ServerAnswer & {
  /** The markup of `#root`. */
  html: string;
  /** The JSON script with the page's data, for hydration. */
  state: string;
};

export type EntryServer = {
  render(url: string, options: { execute: Execute; publicUrl: string }): Promise<RenderedPage>;
  /** The admin panel's page: no markup (it renders in the browser). */
  adminShell(publicUrl: string): { head: string; state: string };
};
