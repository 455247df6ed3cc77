import "server-only";
/**
 * The response to a cross-site click on a staff file link (a webmail), which arrives without the
 * SameSite=Strict session cookie. Rather than relaxing the cookie (Lax would let every other site's
 * top-level links, and their GET side effects, ride on the session), the browser is sent once more to
 * the same address from a page of our own origin: that second navigation is same-site, so it carries
 * the cookie and downloads the file, or, signed out, goes on to sign-in. A meta refresh, not a
 * script, so the policy's script rules do not matter; a plain link stays for browsers that ignore it.
 */
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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
