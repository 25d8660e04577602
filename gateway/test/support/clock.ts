/**
 * Fakes `Date` only (frozen at `now`, moved by `advance`): the rate limiters and the TOTP check
 * read the clock through it, while the HTTP server, the database drivers and every timer keep
 * running for real.
 */
export function fakeDate(now = Date.now()) {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
    now,
  });
}

/** Moves the faked `Date` on by `ms`. */
export const advance = (ms: number) => jest.setSystemTime(Date.now() + ms);
