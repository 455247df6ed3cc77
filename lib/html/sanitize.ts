import sanitizeHtml from "sanitize-html";
import { sameSitePath } from "@/lib/http/same-site-path";

/**
 * The allow-list for paragraph markup in blog posts: inline formatting and links only. Anything
 * else (script, style, iframes, event handlers, javascript: URLs) is dropped, its text kept.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ["a", "b", "strong", "i", "em", "u", "s", "mark", "code", "sub", "sup", "br", "span", "small"],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math"],
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs };
      // "/.//evil.example" passes the protocol-relative check but a browser resolves it to that host.
      if (next.href?.trim().startsWith("/") && sameSitePath(next.href.trim()) === null) delete next.href;
      if (next.target && next.target !== "_blank") delete next.target;
      if (next.target === "_blank") next.rel = "noopener noreferrer";
      return { tagName, attribs: next };
    },
  },
};

/** Paragraph markup made safe to render with dangerouslySetInnerHTML. */
export function sanitizeMarkup(markup: string): string {
  return sanitizeHtml(markup, options);
}

/** The visible text of markup (for search, snippets and feed descriptions). */
export function markupToText(markup: string): string {
  const text = sanitizeHtml(markup, { allowedTags: [], allowedAttributes: {}, nonTextTags: options.nonTextTags });
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
