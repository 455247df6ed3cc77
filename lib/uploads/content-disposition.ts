/**
 * `attachment` with the original name twice: RFC 5987 `filename*` (UTF-8, what current browsers
 * use, so Korean names survive) and an ASCII `filename` fallback for older clients.
 */
export function attachmentDisposition(originalName: string): string {
  const safe = originalName.replace(/[\u0000-\u001f\u007f]/g, "") || "download";
  const ascii = safe.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
