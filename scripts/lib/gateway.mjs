// How `npm start`, the Docker image (Dockerfile CMD, which repeats it) and the benchmarks run the
// gateway's process.
//
// A ceiling for V8's old space. V8 sizes how far a heap grows before it collects by that ceiling:
// with its default (about 2 GB here) a busy gateway committed four times what it keeps (10 000
// posts, a minute of readers: 80 MB live, 340 MB resident); at 256 MB or less it grows by the
// smallest factor (220 MB resident), and 256 MB keeps three times the live heap as room for the
// largest answers (the unpaginated list of every post) and fewer collections under load than 128
// (p99 13 ms against 15). The cache's bytes live outside the heap (CACHE_MAX_MB). BENCHMARKS.md,
// "Read path under load", has the figures.
//
// And a ceiling of 8 MB (V8's default: 16) for each half of the young generation, which V8 grows
// from 1 MB under load: with 10 000 posts, after two minutes of readers, 194–198 MB resident
// against 213–214, 14 % more requests a second under 50 connections and a lower p99 (46 ms
// against 52); collections of the young generation come twice as often and take half as long.
export const GATEWAY_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=8'];

// glibc's malloc keeps an arena per thread that allocates (libuv's pool compresses the cached
// answers, resvg draws share cards on a thread of its own) and hands little of it back: at most two
// arenas keep the process 18 MB smaller after a minute of readers across many pages, for no
// measurable cost (BENCHMARKS.md, "Read path under load").
export const GATEWAY_ENV = { MALLOC_ARENA_MAX: '2' };
