import { z } from "zod";

// In the browser zod would probe `new Function` to compile faster parsers; the site's CSP forbids
// eval, and the probe alone files a violation report. Every schema imports zod from here, so this
// runs before any schema is built.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
