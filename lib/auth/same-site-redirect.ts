import "server-only";
import { escapeHtml } from "@/lib/text/xml";

/** A same-site page that sends a cross-site click on a staff file link to the same address again (docs/security.md). */
export function sameSiteRedirect(path: string, text: { title: string; link: string; lang: string }): Response {
  const href = escapeHtml(path);
  const html = `<!doctype html>
<html lang="${escapeHtml(text.lang)}">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0;url=${href}">
<title>${escapeHtml(text.title)}</title>
</head>
<body>
<p><a href="${href}">${escapeHtml(text.link)}</a></p>
</body>
</html>`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
