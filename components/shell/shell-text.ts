import type { ReactNode } from "react";
import type { NavGroup } from "@/content/navigation";
import type { Locale } from "@/lib/i18n/routing";

/** One navigation entry, its words already in the page's language. */
export interface NavEntry {
  key: string;
  href: string;
  external?: boolean;
  /** Drawn on the server: the icons' paths stay out of the browser's code. */
  icon: ReactNode;
  title: string;
  hint: string;
}

/** A header dropdown or drawer group. */
export interface NavMenu {
  key: NavGroup["key"];
  label: string;
  entries: NavEntry[];
}

/**
 * The chrome's words and menus, translated on the server (./load-shell-text.tsx) and handed to the
 * chrome's client parts, which then need no translation runtime of their own.
 */
export interface ShellText {
  menus: NavMenu[];
  logoLabel: string;
  requestDemo: string;
  /** The phone menu button's name; whether the menu is open is the button's expanded state. */
  menu: string;
  mainNavigation: string;
  mobileNavigation: string;
  opensInNewWindow: string;
  copyright: string;
  /** The looping clips' pause and play button. */
  video: { pause: string; play: string };
  language: { label: string; names: Record<Locale, string> };
  tryPopup: { title: string; text: string; start: string; learnMore: string; close: string };
  error: { title: string; text: string; retry: string; home: string };
}
