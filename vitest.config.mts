import { defineConfig } from "vitest/config";
import path from "node:path";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  // `server-only` throws outside the react-server condition; tests run server modules in plain Node.
  "server-only": path.resolve(import.meta.dirname, "tests/support/server-only-stub.ts"),
};

// Test projects split by kind (style habit 13): unit tests in node, component tests with a DOM,
// integration tests against real services (PGlite or PostgreSQL, SMTP on loopback) in node.
// `npm run test:unit` runs the first only; `npm test` runs all three.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", environment: "node", include: ["tests/unit/**/*.test.ts"] },
      },
      {
        resolve: { alias },
        test: {
          name: "component",
          environment: "happy-dom",
          include: ["tests/component/**/*.test.tsx"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.integration.test.ts"],
        },
      },
    ],
  },
});
