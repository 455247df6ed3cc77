import { config } from "zod/mini";

/**
 * The visitor-facing form schemas use zod's mini build (`import * as z from "zod/mini"` in each
 * file, so the bundler keeps only the functions they call). They run in the browser too
 * (react-hook-form's resolver), where zod's full build costs ~90 KB because its method chains and
 * bundled locales cannot be tree-shaken. Server-only schemas keep the full build (`./z`); both share
 * zod's core, so the same parse helpers take either.
 *
 * In the browser zod would probe `new Function` to compile faster parsers; the site's CSP forbids
 * eval, and the probe alone files a violation report, so it is switched off before any parse.
 */
if (typeof window !== "undefined") config({ jitless: true });
