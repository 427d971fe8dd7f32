import path from "node:path";

// The bench copies this fixture to bench-results/floor and builds it there: two levels below the
// project, which holds the node_modules it resolves from.
const config = { turbopack: { root: path.resolve(import.meta.dirname, "../..") } };
export default config;
