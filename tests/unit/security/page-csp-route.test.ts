/** @jest-environment node */
import { renderedRoute } from "@/lib/security/page-csp";

describe("the route whose hashes a page gets", () => {
  it.each([
    ["/", "/ko"],
    ["/zen-app", "/ko/zen-app"],
    ["/blog/some-post", "/ko/blog/some-post"],
    ["/en", "/en"],
    ["/en/about", "/en/about"],
    ["/ko/zen-app", "/ko/zen-app"],
    ["/english-guide", "/ko/english-guide"],
  ])("%s is rendered as %s", (path, route) => {
    expect(renderedRoute(path)).toBe(route);
  });
});
