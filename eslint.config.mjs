import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// zod's eval probe breaks the CSP in browsers: schemas import the configured zod instead.
const zodPath = { name: "zod", message: 'Import { z } from "@/lib/validation/z" (CSP-safe in browsers).' };

// What no component may import: the database (but its types) and the environment.
const componentPatterns = [
  {
    group: ["@/lib/db", "@/lib/db/*", "@/lib/db/**"],
    allowTypeImports: true,
    message: "components/ must not reach the database: read it in app/ or lib/ and pass the data as props.",
  },
  {
    group: ["@/lib/config/env", "@/lib/config/env-*", "@/lib/config/exit-on-bad-env"],
    message: "components/ must not read the environment: app/ reads it and passes the value as a prop.",
  },
];

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
      "no-restricted-imports": ["error", { paths: [zodPath] }],
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
          paths: [zodPath],
          patterns: [
            { group: ["@/app/*", "@/components/*"], message: "lib/ must not import from app/ or components/." },
          ],
        },
      ],
    },
  },
  {
    // components/ is UI only: data and settings arrive as props from app/ (types from Prisma may be imported).
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: componentPatterns,
        },
      ],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "components/ must not read the environment: take a prop." },
      ],
    },
  },
  {
    // components/ui/ is the shared kit under every feature folder: it imports none of them.
    files: ["components/ui/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            ...componentPatterns,
            {
              group: ["@/components/*", "!@/components/ui", "!@/components/media"],
              message:
                "components/ui/ must not import a feature folder (media is shared): take a prop or move the piece.",
            },
          ],
        },
      ],
    },
  },
  {
    // content/ holds data, types and templates: lib/ reads the settings and fills them in (docs/architecture.md).
    files: ["content/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib", "@/lib/**", "**/lib", "**/lib/**"],
              allowTypeImports: true,
              message:
                "content/ imports no value from lib/ (types only): pass what it needs into its template from lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Shared modules under lib/cache and content/ sit below the features and the UI.
    files: ["lib/cache/**/*.ts", "content/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [zodPath],
          patterns: [
            {
              group: ["@/app/*", "@/components/*", "@/lib/blog/*", "@/lib/news/*"],
              message: "lib/cache/ and content/ must not import from app/, components/ or a feature.",
            },
          ],
        },
      ],
    },
  },
]);
