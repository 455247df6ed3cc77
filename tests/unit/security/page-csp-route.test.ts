/** @jest-environment node */
import { renderedRoute } from "@/lib/security/page-csp";
import { itMaps } from "@/tests/support/expectations";

describe("the route whose hashes a page gets", () => {
  itMaps("%s is rendered as %s", renderedRoute, [
    ["/", "/ko"],
    ["/zen-app", "/ko/zen-app"],
    ["/blog/some-post", "/ko/blog/some-post"],
    ["/en", "/en"],
    ["/en/about", "/en/about"],
    ["/ko/zen-app", "/ko/zen-app"],
    ["/english-guide", "/ko/english-guide"],
  ]);
});
