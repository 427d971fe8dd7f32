import { defineConfig } from "vitest/config";
import path from "node:path";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  // `server-only` throws outside the react-server condition; tests run server modules in plain Node.
  "server-only": path.resolve(import.meta.dirname, "src/server/testing/server-only-stub.ts"),
};

// Test environments split by kind: *.test.ts in node, *.test.tsx with a DOM,
// *.integration.test.ts against real services (database, SMTP) in node.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "node",
          environment: "node",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        resolve: { alias },
        test: { name: "dom", environment: "happy-dom", include: ["src/**/*.test.tsx"] },
      },
    ],
  },
});
