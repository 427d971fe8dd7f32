// How the production server's Node.js process starts, in one place: `npm start` (start.mjs) and
// the memory bench use these; deploy/systemd/straightcut.service writes them out literally and
// tests/unit/deploy/systemd-unit.test.ts holds it to them. Figures: docs/benchmarks.md (issue 27).

/**
 * V8's young generation at 1 MB semi-spaces instead of 16 MB: about 25 MB less resident at idle;
 * a quote pipeline's short-lived objects only get collected a little more often. An old
 * generation of at most 256 MB (the idle heap uses about 95) makes V8 collect before it grows:
 * 30,000 forged requests took the server to 262 MB instead of 548, a photo burst to 455 instead
 * of 646 (photos are Buffers, outside this heap).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=1", "--max-old-space-size=256"];

/**
 * glibc's malloc gives each thread that allocates its own arena, and the threads sharp's photo
 * work runs on kept their freed buffers: two arenas took the peak of ten five-photo requests
 * from about 750 to under 600 MB. A value already in the environment wins.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };
