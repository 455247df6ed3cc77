// Issue 29: no page shows an example.com address. Where a typed text names the support or careers
// address and the setting still holds its example default, it points to the contact page instead.
import { render, screen } from "@testing-library/react";
import { contactLine, reachVia } from "@/lib/i18n/reach";
import { TextBlocks } from "@/components/legal/text-blocks";
import { legalDocument } from "@/lib/content/legal";
import { consentPolicySection } from "@/content/legal/consent-notice";
import { careerPostings } from "@/lib/content/site";
import { brandFacts, consentNotices } from "@/lib/content/consent";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn() }),
  useSearchParams: () => null,
  usePathname: () => "/en/privacy-policy",
  useParams: () => ({ locale: "en" }),
}));

describe("reachVia", () => {
  it("names a real address as it is, with the Korean particle read from its last letter", () => {
    expect(reachVia("help@atlas.kr", "en", { link: true })).toBe("help@atlas.kr");
    expect(reachVia("help@atlas.kr", "ko", { particle: "으로로" })).toBe("help@atlas.kr로");
    expect(contactLine("help@atlas.kr", "ko")).toBe("이메일: help@atlas.kr");
  });

  it("points to the contact page while the setting is a placeholder, linked where asked", () => {
    expect(reachVia("support@example.com", "en")).toBe("our contact page");
    expect(reachVia("support@example.com", "en", { link: true })).toBe("[our contact page](/contact)");
    expect(reachVia("support@example.com", "ko", { link: true, particle: "으로로" })).toBe(
      "[문의하기 페이지](/contact)로",
    );
    expect(contactLine("support@example.com", "en")).toBe("Contact: [our contact page](/contact)");
  });
});

describe("with the default settings", () => {
  const texts = (blocks: readonly ({ kind: "p"; text: string } | { kind: "ul"; items: string[] })[]) =>
    blocks.flatMap((block) => (block.kind === "p" ? [block.text] : block.items));

  it.each(["ko", "en"] as const)("no legal page, posting or consent notice carries example.com (%s)", (locale) => {
    const all: string[] = [];
    for (const kind of ["terms", "privacy", "privacy2021"] as const) {
      const document = legalDocument(kind, locale);
      all.push(...texts(document.intro), ...document.sections.flatMap((section) => texts(section.blocks)));
    }
    for (const posting of careerPostings(locale)) all.push(...Object.values(posting.sections).flatMap(texts));
    all.push(JSON.stringify(consentNotices[locale]), ...texts(consentPolicySection(brandFacts, locale).blocks));
    expect(all.filter((text) => /example\.com|example-team/.test(text))).toEqual([]);
    expect(all.some((text) => text.includes("](/contact)"))).toBe(true);
  });

  it("draws the contact page as a link inside the sentence", () => {
    render(
      <TextBlocks
        blocks={[{ kind: "p", text: `Contact us via ${reachVia("a@example.com", "en", { link: true })}.` }]}
      />,
    );
    const link = screen.getByRole("link", { name: "our contact page" });
    expect(link).toHaveAttribute("href", "/en/contact");
    expect(link.parentElement).toHaveTextContent("Contact us via our contact page.");
  });
});
