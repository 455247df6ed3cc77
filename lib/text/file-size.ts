/** A file's size as people read it, the same in the wizard and the e-mails: "1.4 MB" or "12 KB". */
export function fileSizeText(size: number): string {
  const mb = size / (1024 * 1024);
  return mb >= 1 ? `${mb.toFixed(1)} MB` : `${Math.max(1, Math.round(size / 1024))} KB`;
}
