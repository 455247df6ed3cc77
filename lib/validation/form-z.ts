import { config } from "zod/mini";

// Visitor form schemas use zod/mini (small in the browser); the CSP forbids eval, so zod's JIT probe
// is switched off before any parse (docs/architecture.md, "Form schemas in the browser").
if (typeof window !== "undefined") config({ jitless: true });
