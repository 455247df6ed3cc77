import nextJest from "next/jest.js";
import { onPostgres } from "./tests/api/on-postgres.mjs";

const createJestConfig = nextJest({ dir: "./" });

/** Unit and API tests. Files that need Node (database, SMTP, route handlers) say `@jest-environment node`. */
const baseConfig = createJestConfig({
  testEnvironment: "jsdom",
  roots: ["<rootDir>/tests"],
  // On PostgreSQL (npm test's second Jest run, `npm run test:api:postgres`) only the API files where the
  // database changes the outcome (tests/api/on-postgres.mjs).
  testMatch:
    process.env.TEST_DATABASE_PROVIDER === "postgresql"
      ? Object.keys(onPostgres).map((name) => `<rootDir>/tests/api/${name}.test.ts`)
      : ["<rootDir>/tests/unit/**/*.test.{ts,tsx}", "<rootDir>/tests/api/**/*.test.ts"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/support/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
    // Tests read the brand's settings from the environment, as the server does (jsdom would pick the browser's reader).
    "^#brand-settings-env$": "<rootDir>/lib/config/brand-settings-env.ts",
    // The formatter the site runs with (next.config.ts): messages arrive parsed (lib/i18n/compile-messages.ts).
    "^use-intl/format-message$": "<rootDir>/node_modules/use-intl/dist/esm/production/format-message/format-only.js",
  },
  setupFilesAfterEnv: ["<rootDir>/tests/support/jest-setup.ts"],
  // Migrates a template database once; each test file copies it (tests/support/migrated-template.ts).
  globalSetup: "<rootDir>/tests/support/migrated-template.ts",
  globalTeardown: "<rootDir>/tests/support/migrated-template-teardown.ts",
  // A worker per core (Jest's default leaves one core to itself, which runs the files one at a time on
  // 2 cores): each file has its own database, so they run side by side. 99 s -> 61 s on 2 cores.
  maxWorkers: "100%",
});

// next-intl, use-intl and better-auth (with what it imports) ship ESM only: let SWC transform them like our own code.
// Packages that ship CommonJS too (kysely, better-call, defu, otplib, @better-fetch) are left out: Jest loads
// their `require` build, which needs no transform (kysely's alone was 263 files, on a cold cache each run).
const esmPackages = [
  "next-intl",
  "use-intl",
  "@formatjs",
  "icu-minify",
  "intl-messageformat",
  "feed",
  "@sindresorhus",
  "escape-string-regexp",
  "better-auth",
  "@better-auth",
  "jose",
  "nanostores",
  "@noble",
  "rou3",
  "@scure",
].join("|");

export default async function config() {
  const resolved = await baseConfig();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages})/)`, "^.+\\.module\\.(css|sass|scss)$"];
  return resolved;
}
