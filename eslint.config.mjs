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

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: { "import/no-restricted-paths": ["error", { zones: layerZones }] },
  },
  {
    ignores: [
      ".next/**",
      "bench-results/**",
      "node_modules/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
];
export default config;
