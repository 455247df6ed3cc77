import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "lib/db/generated/**", "next-env.d.ts", "test-results/**", "playwright-report/**"]),
  {
    // lib/ is the layer below the UI: it must never reach up into routes or components.
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app/*", "@/components/*"], message: "lib/ must not import from app/ or components/." },
          ],
        },
      ],
    },
  },
]);
