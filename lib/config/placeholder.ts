/**
 * Whether a setting still holds an example default (example.com, an "example" account): such an
 * outside link is not drawn on any page, and `npm start` warns about it until marketing sets it.
 * Kept apart from the settings' schema so the browser's bundles can ask without carrying zod.
 */
export function isPlaceholder(value: string): boolean {
  return /(^|[@./-])example([.-]|$)/i.test(value);
}
