/**
 * Flags for Debian's Chromium on this offline machine, shared by Playwright and Lighthouse:
 * root needs --no-sandbox, and the rest stop it from reaching vendor hosts it cannot resolve.
 */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];
