import { placeholderSettings } from "../../lib/config/brand-settings";

/** One warning line per start while a visitor-facing setting still holds an example.com placeholder. */
export function warnAboutPlaceholders(source: Record<string, string | undefined>): void {
  const names = placeholderSettings(source);
  if (names.length === 0) return;
  console.warn(
    `> Warning: ${names.length} setting(s) still hold an example.com placeholder that visitors see: ${names.join(", ")}. ` +
      "Set them in .env before launch (docs/configuration.md).",
  );
}
