/** @jest-environment node */
import { isPlaceholder } from "@/lib/config/placeholder";

type Content = typeof import("@/lib/content/site");

/** The navigation and landing cards as built from these settings (they are read when the modules load). */
function contentWith(settings: Record<string, string>): Content {
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  try {
    let loaded!: Content;
    jest.isolateModules(() => {
      loaded = jest.requireActual("@/lib/content/site");
    });
    return loaded;
  } finally {
    process.env = saved;
  }
}

const zmapsOf = ({ navigation }: Content) =>
  navigation.find((group) => group.key === "products")!.children.find((child) => child.key === "zmaps");

describe("outside links still on their example default", () => {
  it("are told apart from real ones", () => {
    for (const value of [
      "https://maps.example.com",
      "support@example.com",
      "https://www.linkedin.com/company/example",
      "https://calendly.com/example-team/demo",
    ])
      expect(isPlaceholder(value)).toBe(true);
    for (const value of ["https://maps.atlas.co.kr", "help@atlas.co.kr", "https://calendly.com/atlas/demo"])
      expect(isPlaceholder(value)).toBe(false);
  });

  it("leave Z-maps out of the menus and its card without a button", () => {
    const content = contentWith({ URL_MAP_PRODUCT: "" });
    expect(zmapsOf(content)).toBeUndefined();
    expect(content.landingProducts.find((product) => product.key === "zmaps")?.href).toBeNull();
  });

  it("draw Z-maps after AI consulting, opening in a new window, once the address is set", () => {
    const content = contentWith({ URL_MAP_PRODUCT: "https://maps.atlas.co.kr" });
    const products = content.navigation.find((group) => group.key === "products")!.children;
    expect(products.map((child) => child.key)).toEqual(["zen-app", "modular", "ai-consulting", "zmaps"]);
    expect(zmapsOf(content)).toMatchObject({ href: "https://maps.atlas.co.kr", external: true });
    expect(content.landingProducts.find((product) => product.key === "zmaps")?.href).toBe("https://maps.atlas.co.kr");
  });
});
