import type { Messages } from "@/lib/i18n/messages";
import { brand } from "@/lib/config/brand";

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

/** The header dropdowns and the drawer groups; Z-maps follows AI consulting, as the old site had it. */
export const navigation: NavGroup[] = [
  {
    key: "products",
    label: "products",
    children: [
      { key: "zen-app", label: "zenApp", hint: "zenAppHint", icon: "app", href: "/zen-app" },
      { key: "modular", label: "modular", hint: "modularHint", icon: "modular", href: "/modular" },
      {
        key: "ai-consulting",
        label: "aiConsulting",
        hint: "aiConsultingHint",
        icon: "consulting",
        href: "/ai-consulting",
      },
      { key: "zmaps", label: "zmaps", hint: "zmapsHint", icon: "map", href: brand.urls.mapProduct, external: true },
    ],
  },
  {
    key: "resources",
    label: "resources",
    children: [
      { key: "report", label: "report", hint: "reportHint", icon: "report", href: "/report" },
      { key: "blog", label: "blog", hint: "blogHint", icon: "blog", href: "/blog" },
      { key: "case-studies", label: "caseStudies", hint: "caseStudiesHint", icon: "cases", href: "/case-studies" },
    ],
  },
  {
    key: "company",
    label: "company",
    children: [
      { key: "about", label: "about", hint: "aboutHint", icon: "about", href: "/about" },
      { key: "contact", label: "contact", hint: "contactHint", icon: "contact", href: "/contact" },
      { key: "career", label: "career", hint: "careerHint", icon: "career", href: "/career" },
    ],
  },
];
