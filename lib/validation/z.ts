import { z } from "zod";

// The full zod build, for the server's and the staff editor's schemas (the visitor forms use the
// mini build: ./form-z.ts). In the browser zod would probe `new Function` to compile faster parsers;
// the site's CSP forbids eval, and the probe alone files a violation report. These schemas import
// zod from here, so this runs before any of them is built.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };

/** Text that must be given: trimmed, 1 to `max` characters, any problem told in the one message `error`. */
export const trimmedText = (error: string, max: number) =>
  z.string({ error }).trim().min(1, { error }).max(max, { error });
