import type { Messages } from "@/lib/i18n/messages";
import type { BrandFacts } from "./facts";

type NavLabel = keyof Messages["shell"]["nav"];

export interface NavChild {
  key: string;
  label: NavLabel;
  hint: NavLabel;
  icon: "app" | "modular" | "consulting" | "map" | "report" | "blog" | "cases" | "about" | "contact" | "career";
  /** Internal path, or an outside URL that opens in a new window. */
  href: string;
  external?: boolean;
}

export interface NavGroup {
  key: "products" | "resources" | "company";
  label: NavLabel;
  children: NavChild[];
}

/** A label that has a hint beside it in the menus: the message `<label>Hint`. */
type HintedLabel = { [Label in NavLabel]: `${Label}Hint` extends NavLabel ? Label : never }[NavLabel];

/** An entry for one of our own pages: its path is its key, its hint the message `<label>Hint`. */
function page(key: string, label: HintedLabel, icon: NavChild["icon"]): NavChild {
  return { key, label, hint: `${label}Hint` as const, icon, href: `/${key}` };
}

/** A menu group, headed by the message of its own key. */
function group(key: NavGroup["key"], children: NavChild[]): NavGroup {
  return { key, label: key, children };
}

/** The header dropdowns and the drawer groups; Z-maps follows AI consulting, as the old site had it. */
export const navigationFor = ({ mapProduct }: Pick<BrandFacts, "mapProduct">): NavGroup[] => [
  group("products", [
    page("zen-app", "zenApp", "app"),
    page("modular", "modular", "modular"),
    page("ai-consulting", "aiConsulting", "consulting"),
    // Left out while its address is still the example default (the menus and the footer read this).
    ...(mapProduct === null
      ? []
      : [
          {
            key: "zmaps",
            label: "zmaps",
            hint: "zmapsHint",
            icon: "map",
            href: mapProduct,
            external: true,
          } as const,
        ]),
  ]),
  group("resources", [
    page("report", "report", "report"),
    page("blog", "blog", "blog"),
    page("case-studies", "caseStudies", "cases"),
  ]),
  group("company", [
    page("about", "about", "about"),
    page("contact", "contact", "contact"),
    page("career", "career", "career"),
  ]),
];
