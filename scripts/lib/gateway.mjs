// How `npm start`, the Docker image (Dockerfile CMD, which repeats it) and the benchmarks run the
// gateway's process.
//
// A heap ceiling for V8's old space: without one, V8 lets a busy process's heap grow to four times
// what is live before it collects (measured: 70 MB live, 300 MB committed, 500 MB resident after a
// minute of readers), as if the machine were the gateway's alone. The live heap of a 10 000-post
// site under load is about 80 MB; the cache's bytes live outside it (CACHE_MAX_MB), so 128 MB
// leaves room for the largest answers (the unpaginated list of every post) while resident memory
// stays within start-up plus the cache (BENCHMARKS.md, "Read path under load").
export const GATEWAY_NODE_FLAGS = ['--max-old-space-size=128'];
