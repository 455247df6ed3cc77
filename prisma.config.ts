import { defineConfig } from "prisma/config";

// The CLI is only used for `generate`; migrations run through lib/db/migrations (offline wasm engine).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "file:./data/site.db" },
});
