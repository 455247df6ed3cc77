/** @jest-environment node */
import { en } from "@/messages/en";
import { ko } from "@/messages/ko";
import { brand } from "@/lib/config/brand";
import { loadMessages, pickNamespaces, sharedClientNamespaces } from "@/lib/i18n/messages";
import { getPathname } from "@/lib/i18n/navigation";
import { localeOrDefault, localizedHref, localizedPath, stripLocale } from "@/lib/i18n/paths";
import { locales } from "@/lib/i18n/routing";

function keys(value: unknown, prefix = ""): string[] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

describe("messages", () => {
  it("has the same keys in Korean and English", () => {
    expect(keys(ko).sort()).toEqual(keys(en).sort());
  });

  it("fills the brand placeholders at load time, the year from the clock", async () => {
    jest.useFakeTimers({ now: new Date("2031-03-01T00:00:00Z"), doNotFake: ["nextTick", "setImmediate"] });
    const messages = await loadMessages("en");
    const korean = await loadMessages("ko");
    jest.useRealTimers();
    expect(messages.shell.nav.zenApp).toBe(`${brand.productName} App`);
    expect(messages.shell.footer.copyright).toBe(`© 2031 ${brand.companyName}. All rights reserved.`);
    expect(korean.shell.footer.copyright).toBe(`© 2031 ${brand.companyName}. 모든 권리 보유.`);
    expect(JSON.stringify(messages)).not.toMatch(/\{(product|company|email|year)\}/);
  });

  it('spaces an English word from the placeholder beside it (not "Step{number}")', () => {
    // Glued on purpose: a URL prefix before the example id, a plural whose every branch starts with its space.
    const glued = new Set(["editor.field.idHint", "staff.inbox.moreFilters"]);
    const strings = (value: unknown, path: string): [string, string][] =>
      typeof value === "string"
        ? [[path, value]]
        : value && typeof value === "object"
          ? Object.entries(value).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key))
          : [];
    const faults = strings(en, "").filter(
      ([path, text]) => !glued.has(path) && /[A-Za-z]\{\w+[,}]|\{\w+\}[A-Za-z]/.test(text),
    );
    expect(faults).toEqual([]);
  });

  it("keeps the old site's English texts verbatim", () => {
    expect(en.shell.banner).toBe("Request a Demo and Enjoy a Free Trial");
    expect(en.pages.landing.heading).toBe("AI-Powered Feasibility Solutions for Real Estate Development");
    expect(en.shell.footer.productsAndServices).toBe("Products & Services");
  });
});

describe("the messages a page's client components get", () => {
  it("are the named namespaces and parts, merged, and nothing else", () => {
    const picked = pickNamespaces(en, ["shell", "landing.carousel", "landing.testimonials"]);
    expect(Object.keys(picked).sort()).toEqual(["landing", "shell"]);
    expect(picked.shell).toBe(en.shell);
    expect(picked.landing).toEqual({ carousel: en.landing.carousel, testimonials: en.landing.testimonials });
  });

  it("leave the back office, the editor and the pages' own texts out of every public page", () => {
    const shared = JSON.stringify(pickNamespaces(ko, sharedClientNamespaces));
    const namespaces = Object.keys(pickNamespaces(ko, sharedClientNamespaces));
    for (const left of ["staff", "editor", "about", "reportWizard", "acknowledgement"])
      expect(namespaces).not.toContain(left);
    expect(shared).not.toContain(ko.about.story.heading);
    // A fraction of the whole catalog.
    expect(shared.length).toBeLessThan(JSON.stringify(ko).length / 3);
  });
});

describe("locale paths", () => {
  it("keeps Korean at the bare path and puts English under /en", () => {
    expect(localizedPath("ko", "/zen-app")).toBe("/zen-app");
    expect(localizedPath("en", "/zen-app")).toBe("/en/zen-app");
    expect(localizedPath("en", "/")).toBe("/en");
  });

  it("are the paths next-intl's routing gives, in every locale", () => {
    for (const locale of locales)
      for (const path of ["/", "/zen-app", "/blog/some-post", "/staff/files/a%20b"])
        expect(localizedPath(locale, path)).toBe(getPathname({ href: path, locale }));
  });

  it("localizes a link with its query and fragment, as next-intl's Link does", () => {
    for (const locale of locales)
      for (const href of ["/?utm_source=ads", "/zen-app?a=1&b=2#faq", "/blog#top"]) {
        expect(localizedHref(locale, href)).toBe(getPathname({ href, locale }));
        // A language switch keeps the prefix even for Korean, so the proxy serves that language.
        expect(localizedHref(locale, href, true)).toBe(getPathname({ href, locale, forcePrefix: true }));
      }
    expect(localizedHref("ko", "/about", true)).toBe("/ko/about");
  });

  it("reads a route's locale, falling back to the default", () => {
    expect(localeOrDefault("en")).toBe("en");
    expect(localeOrDefault(undefined)).toBe("ko");
    expect(localeOrDefault("fr")).toBe("ko");
  });

  it("strips the locale prefix", () => {
    expect(stripLocale("/en/zen-app")).toBe("/zen-app");
    expect(stripLocale("/en")).toBe("/");
    expect(stripLocale("/english")).toBe("/english");
  });
});
