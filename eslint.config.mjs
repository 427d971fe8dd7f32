import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * The layers of docs/decisions.md ("Layers"), highest first: app -> seo -> sections -> features
 * -> components -> content -> shared, with server below routes only. A module may import its own
 * layer and the ones below it; an upward import is a lint error.
 */
const LAYERS = ["app", "seo", "sections", "features", "components", "content", "shared"];
const above = (layer) => LAYERS.slice(0, LAYERS.indexOf(layer)).map((name) => `./src/${name}`);

const layerZones = [
  ...LAYERS.slice(1).map((layer) => ({
    target: `./src/${layer}`,
    from: [...above(layer), ...(layer === "shared" || layer === "content" ? ["./src/server"] : [])],
    message: `${layer} is below the layers it would import here (see docs/decisions.md, "Layers").`,
  })),
  {
    target: ["./src/seo", "./src/sections", "./src/features", "./src/components"],
    from: "./src/server",
    message: "Only routes use server code: a page module must not import src/server.",
  },
  {
    target: "./src/server",
    from: ["./src/app", "./src/seo", "./src/sections", "./src/features", "./src/components"],
    message: "Server code sits below the routes and uses content and shared modules only.",
  },
];

/**
 * The arrows inside src/server (docs/architecture.md), highest first: request handling and the
 * admin API -> leads -> outbox -> senders (mail, alerts) -> checks and photos -> the foundation
 * (delivery contracts, HTTP helpers, secrets) -> the database schema and client. Folders on one line are peers and do not
 * import each other. Everything else in src/server (runtime, env, senders, route-runtime, start,
 * cli, launch) is the composition at the top and may import any of them; nothing below imports it.
 */
const SERVER_LAYERS = [
  ["admin", "estimates", "health"],
  ["leads", "retention"],
  ["outbox"],
  ["mail", "alerts"],
  ["robot-check", "photos"],
  ["delivery", "http", "secrets.ts"],
  ["db"],
];
const SERVER_TOP = [
  "runtime.ts",
  "env.ts",
  "senders.ts",
  "route-runtime.ts",
  "start.ts",
  "cli",
  "launch",
  // The owner's office and its sign-in compose like the top (routes reach them directly).
  "office",
  "auth",
  "backup",
];
const serverPath = (name) => `./src/server/${name}`;
const serverZones = SERVER_LAYERS.flatMap((layer, index) =>
  layer.map((folder) => ({
    target: serverPath(folder),
    from: [
      ...SERVER_TOP,
      ...SERVER_LAYERS.slice(0, index).flat(),
      ...layer.filter((peer) => peer !== folder),
    ].map(serverPath),
    message: `src/server/${folder} is below what it would import here (see docs/architecture.md).`,
  })),
);

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ["src/**/*.{ts,tsx}"],
    // Packages are not followed: a cycle is ours to break, and parsing dist bundles is slow.
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      "import/no-restricted-paths": ["error", { zones: [...layerZones, ...serverZones] }],
      // Type imports count too: a cycle of types is still two modules that need each other.
      // disableScc: the precomputed graph only knows files on disk, and the layer test lints text.
      "import/no-cycle": ["error", { ignoreExternal: true, disableScc: true }],
    },
  },
  {
    ignores: [
      ".next/**",
      "bench-results/**",
      "node_modules/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "blob-report/**",
      "out/**",
      // The content editor's bundle, copied from decap-cms by `npm run build:admin`.
      "public/admin/**",
      "next-env.d.ts",
    ],
  },
];
export default config;
