import Link from "next/link";
import "./globals.css";

// Reached only by paths the locale proxy skips (those with a dot); the rest redirect to the home page.
export default function NotFound() {
  return (
    <html lang="ko">
      <body>
        <main style={{ padding: "64px 20px", textAlign: "center" }}>
          <h1>404</h1>
          <p>
            <Link href="/">Home</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
