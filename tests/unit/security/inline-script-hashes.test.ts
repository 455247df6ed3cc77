/** @jest-environment node */
import { createHash } from "node:crypto";
import { inlineScriptHashes } from "@/lib/security/inline-script-hashes";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script a browser runs, once, and nothing else", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      "<script>self.__next_f.push([0])</script>",
      '<script id="_R_">window.x = "ü";</script>',
      '<script type="module">import("/m.js")</script>',
      '<script type="application/ld+json">{"@type":"BlogPosting"}</script>',
      "<script data-src='/x.js'>start()</script>",
      "<script>self.__next_f.push([0])</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha("self.__next_f.push([0])"),
      sha('window.x = "ü";'),
      sha('import("/m.js")'),
      sha("start()"),
    ]);
  });

  it("matches the hash a browser computes for a known script (CSP spec example)", () => {
    // sha256 of `alert('Hello, world.');`, as given in the CSP Level 3 specification.
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });
});
