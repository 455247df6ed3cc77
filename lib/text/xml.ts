const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Drops the control characters XML 1.0 forbids anywhere, escaped or not (in CDATA too). */
export function dropXmlForbidden(text: string): string {
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "");
}

/** Text safe inside XML elements and attributes; control characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return dropXmlForbidden(text).replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** Text safe inside HTML elements and quoted attributes, as numeric references (a page or a mail we write). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
