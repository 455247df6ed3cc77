/** @jest-environment node */
import { markupToText, sanitizeMarkup } from "@/lib/html/sanitize";
import { sanitizeDraftBody } from "@/lib/blog/sanitize-content";

// A set of classic payloads (OWASP XSS filter evasion cheat sheet style).
const payloads = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  "<iframe src=javascript:alert(1)></iframe>",
  '<body onload="alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<b onmouseover="alert(1)">bold</b>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  "<<script>script>alert(1)<</script>/script>",
  '<details open ontoggle="alert(1)">',
  '<a href="#" onclick="alert(1)">x</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
];

describe("sanitizeMarkup", () => {
  it.each(payloads)("neutralises %s", (payload) => {
    const clean = sanitizeMarkup(payload);
    expect(clean).not.toMatch(/<\s*(script|img|svg|iframe|object|embed|form|meta|link|style|body|details|math)\b/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/(javascript|vbscript|data):/i);
    expect(clean).not.toMatch(/style=/i);
  });

  it("keeps the allowed inline formatting and safe links", () => {
    expect(sanitizeMarkup('<strong>Bold</strong> <em>em</em> <a href="https://example.com">link</a>')).toBe(
      '<strong>Bold</strong> <em>em</em> <a href="https://example.com">link</a>',
    );
  });

  it("adds rel=noopener noreferrer to links that open a new tab", () => {
    expect(sanitizeMarkup('<a href="/x" target="_blank">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("sanitises paragraphs, prologs and list items of a payload before it is validated", () => {
    const { body, emptied } = sanitizeDraftBody({
      data_content: {
        sections: [
          [
            { type: "paragraph", text: "<img src=x onerror=alert(1)>ok" },
            { type: "prolog", text: "<script>alert(1)</script>intro" },
            { type: "list", ordered: false, text: ['<a href="javascript:alert(1)">x</a>', "<img src=x>"] },
            { type: "paragraph", text: "<img src=x onerror=alert(1)>" },
          ],
        ],
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/onerror|<script|javascript:/);
    expect([...emptied]).toEqual(["data_content.sections.0.2.text.1", "data_content.sections.0.3.text"]);
  });

  it("turns markup into plain text for search", () => {
    expect(markupToText("<p>Tom &amp; <b>Jerry</b></p><script>x()</script>")).toBe("Tom & Jerry");
  });
});

describe("paragraph links that only look like site paths", () => {
  it.each(["/.//evil.example/x", "/%2e%2e//evil.example", "/a/..//evil.example", "/&#9;/evil.example"])(
    "drop the address of %p (a browser reads it as another site)",
    (href) => {
      expect(sanitizeMarkup(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
    },
  );

  it("keep a real site path", () => {
    expect(sanitizeMarkup('<a href="/blog/a-post#part">x</a>')).toBe('<a href="/blog/a-post#part">x</a>');
  });
});
