import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations from src/server/db/schema.ts and office-schema.ts into drizzle/;
// the server applies them on start (src/server/db/client.ts), for PGlite and PostgreSQL alike.
// Commands that talk to a database (studio, push) use DATABASE_URL, else the PGlite directory;
// stop the server first when it is PGlite (one process per data directory).
const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR ?? "./.data";

export default defineConfig({
  dialect: "postgresql",
  // The office's tables (issue 23) sit in their own file, beside the pipeline's.
  schema: ["./src/server/db/schema.ts", "./src/server/db/office-schema.ts"],
  out: "./drizzle",
  ...(databaseUrl
    ? { dbCredentials: { url: databaseUrl } }
    : { driver: "pglite", dbCredentials: { url: `${dataDir}/pglite` } }),
});
