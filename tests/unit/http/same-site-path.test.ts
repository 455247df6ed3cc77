/** @jest-environment node */
import { sameSitePath } from "@/lib/http/same-site-path";
import { itMaps } from "@/tests/support/expectations";

// Issue 27: the check looked at the raw value for "//" but returned the normalised path, so
// "/.//evil.example" went out as "Location: //evil.example" (another site).
describe("a same-site path taken from a request", () => {
  const kept: [value: string, path: string][] = [
    ["/staff/submissions?kind=report&q=kim", "/staff/submissions?kind=report&q=kim"],
    ["/en/staff/files/12", "/en/staff/files/12"],
    ["/staff/../staff/submissions", "/staff/submissions"],
    ["/blog/a-post#part-2", "/blog/a-post#part-2"],
    ["/", "/"],
    // Encoded slashes stay encoded: the browser asks for the path "/%2F/evil" on this site.
    ["/..%2f/evil", "/..%2f/evil"],
  ];

  itMaps("keeps %p as %p", sameSitePath, kept);
  // What comes out passes again unchanged: the response is the path the browser will use.
  itMaps(
    "passes %p again as %p",
    sameSitePath,
    kept.map(([, path]) => [path, path]),
  );

  it.each([
    "//evil.example",
    "//evil.example/staff",
    "/.//evil.example/phish",
    "/././/evil.example",
    "/%2e%2e//evil.example",
    "/%2E%2E//evil.example",
    "/%2e//evil.example",
    "/%2e/%2e%2e//evil.example",
    "/a/..//evil.example/x",
    "/a/%2e%2e//evil.example/x",
    "/staff/../..//evil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%5C/evil.example",
    "/%5c%5cevil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "/\\\\evil.example",
    "/./\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    "/\u007f/evil.example",
    "/\u0085/evil.example",
    "https://evil.example/staff",
    "http:/evil.example",
    "HTTPS://evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "staff",
    "evil.example",
    "",
    undefined,
    null,
    42,
  ])("refuses %p (not a path of this site)", (value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});
