// Vitest stand-in for the `server-only` marker package (aliased in vitest.config.mts):
// the real package throws outside the react-server condition, which plain Node tests do not set.
export {};
