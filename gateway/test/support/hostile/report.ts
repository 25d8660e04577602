import type { Outcome, Wire } from './client';
import { DOORS, type Door } from './case';

/** What a run of the hostile corpus found: counts per door, totals and each failure described. */

export type Failure = { index: number; label: string; request: string; answer: string; problems: string[] };

/** Per door: requests sent, answers that broke the contract, and of which kind. */
export type DoorCounts = {
  tried: number;
  serverErrors: number;
  internalErrors: number;
  unanswered: number;
  /** Requests with any problem (a 5xx, a wrong shape, changed data…). */
  failing: number;
};

export type Report = {
  doors: Record<Door, DoorCounts>;
  prototypeChanges: number;
  /** Errors nobody handled (in process): each would have ended a real gateway process. */
  uncaught: number;
  refusedButChanged: number;
  acknowledgedWrites: number;
  failures: Failure[];
};

const TOTALS = ['prototypeChanges', 'uncaught', 'refusedButChanged', 'acknowledgedWrites'] as const;

export const emptyReport = (): Report => ({
  doors: Object.fromEntries(
    DOORS.map((door) => [door, { tried: 0, serverErrors: 0, internalErrors: 0, unanswered: 0, failing: 0 }]),
  ) as Record<Door, DoorCounts>,
  prototypeChanges: 0,
  uncaught: 0,
  refusedButChanged: 0,
  acknowledgedWrites: 0,
  failures: [],
});

/** Adds one report's counts and failures to another. */
export function addReport(into: Report, from: Report): void {
  for (const door of DOORS) {
    for (const key of Object.keys(into.doors[door]) as Array<keyof DoorCounts>)
      into.doors[door][key] += from.doors[door][key];
  }
  for (const key of TOTALS) into[key] += from[key];
  into.failures.push(...from.failures);
}

export const head = (text: string, length = 400) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;

export function describeWire(wire: Wire): string {
  const headers = Object.entries(wire.headers)
    .map(([key, value]) => `${key}: ${head(value, 80)}`)
    .join('; ');
  return `${wire.method} ${head(wire.path, 200)} [${headers}]${wire.body ? ` ${JSON.stringify(head(wire.body.toString('utf8')))}` : ''}`;
}

export function describeAnswer(outcome: Outcome | undefined): string {
  if (!outcome) return '(none expected)';
  if ('error' in outcome) return outcome.error;
  // Node's own HTTP parser answers a request it cannot read with an empty 400 and closes.
  const parser = outcome.status === 400 && !outcome.body.length && outcome.headers.connection === 'close';
  return `${outcome.status} ${JSON.stringify(head(outcome.body.toString('utf8')))}${parser ? " (Node's HTTP parser refused the bytes: an earlier request probably left unread body on this keep-alive connection)" : ''}`;
}
