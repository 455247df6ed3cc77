/** @jest-environment node */
import { brand } from "@/lib/config/brand";
import { buildMetadata } from "@/lib/seo/build-metadata";
import { isCampaignPath } from "@/lib/seo/site-pages";

describe("buildMetadata", () => {
  const meta = buildMetadata({ locale: "en", path: "/zen-app", title: "App", description: "About the app" });

  it("sets the canonical to the page's own language URL and links the other language", () => {
    expect(meta.alternates?.canonical).toBe("/en/zen-app");
    expect(meta.alternates?.languages).toEqual({ ko: "/zen-app", en: "/en/zen-app", "x-default": "/zen-app" });
  });

  it("fills Open Graph and Twitter tags", () => {
    expect(meta.openGraph).toMatchObject({
      title: "App",
      description: "About the app",
      url: "/en/zen-app",
      locale: "en_US",
    });
    expect(meta.twitter).toMatchObject({ card: "summary_large_image", title: "App" });
  });
});

describe("campaign paths (served in any letter case)", () => {
  it.each(["/phx", "/PHX/spring", "/demo", "/Beta", "/ed1", "/boston", "/la"])("%s is one", (path) => {
    expect(isCampaignPath(path)).toBe(true);
  });
  it.each(["/", "/lab", "/about", "/demos-and-more", "/blog"])("%s is not", (path) => {
    expect(isCampaignPath(path)).toBe(false);
  });
});

describe("brand", () => {
  it("has a product slug whose /{slug}-app redirect cannot loop onto /zen-app", () => {
    expect(brand.productSlug).not.toBe("zen");
  });
});
