import contentDisposition from "content-disposition";

/**
 * `attachment` with the original name, as the `content-disposition` package writes it: an ISO-8859-1
 * `filename` for older clients and, when the name needs more (Korean names), RFC 5987 `filename*` in
 * UTF-8, which current browsers use. Control characters (never part of a real name) are dropped first.
 */
export function attachmentDisposition(originalName: string): string {
  const safe = originalName.replace(/[\u0000-\u001f\u007f]/g, "") || "download";
  return contentDisposition(safe);
}
