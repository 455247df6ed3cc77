import type { ReactNode } from "react";

/**
 * The whole document of a page shown where no locale is known (a missing file, a failed layout): the
 * site's base styles, Korean first, the English lines marked as such by the caller.
 */
export function BilingualDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="ko">
      <body>
        <main style={{ padding: "64px 20px", textAlign: "center" }}>{children}</main>
      </body>
    </html>
  );
}
