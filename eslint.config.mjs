import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Test and bench scratch folders hold copies of the build and links to the project (git ignores them too).
  globalIgnores([
    ".next/**",
    "lib/db/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "tests/.tmp/**",
    "bench/.tmp/**",
  ]),
  {
    // zod's eval probe breaks the CSP in browsers: schemas import the configured zod instead.
    files: ["**/*.{ts,tsx}"],
    ignores: ["lib/validation/z.ts", "lib/config/env-schema.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: 'Import { z } from "@/lib/validation/z" (CSP-safe in browsers).' }] },
      ],
    },
  },
  {
    // lib/ is the layer below the UI: it must never reach up into routes or components.
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/validation/z.ts", "lib/config/env-schema.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: 'Import { z } from "@/lib/validation/z" (CSP-safe in browsers).' }],
          patterns: [
            { group: ["@/app/*", "@/components/*"], message: "lib/ must not import from app/ or components/." },
          ],
        },
      ],
    },
  },
]);
