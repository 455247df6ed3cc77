"use client";

import { useCallback, useEffect, type ReactNode } from "react";
import { QueryLink, useInternalPathname } from "@/components/navigation/site-link";
import { DemoButton } from "@/components/demo/demo-button";
import { LanguageSwitch } from "./language-switch";
import { NavDropdown } from "./nav-dropdown";
import { useShellText } from "./shell-text-context";
import { useAtTop } from "./use-at-top";
import buttons from "@/components/ui/buttons.module.css";
import demo from "./demo-pill.module.css";
import styles from "./header.module.css";

/** The site's header; the logo comes drawn from the server (it names the brand). */
export function Header({ logo }: { logo: ReactNode }) {
  const t = useShellText();
  const pathname = useInternalPathname();
  const { sentinel, atTop } = useAtTop(pathname.toLowerCase().startsWith("/about"));
  const closeDrawer = useCallback(() => document.getElementById("mobile-drawer")?.hidePopover(), []);

  // The drawer (./mobile-drawer.tsx) is a popover: the browser opens it at the first tap, before this
  // script has run, and tells assistive technology that the button is expanded. Choosing a link or the
  // demo button closes it, and so does a window grown to the desktop layout (1024 px,
  // header.module.css), which has no menu button.
  useEffect(() => {
    const drawer = document.getElementById("mobile-drawer");
    if (!drawer) return;
    const wide = matchMedia("(min-width: 1024px)");
    const closeOnChoice = (event: MouseEvent) => {
      if ((event.target as Element).closest("a, button")) drawer.hidePopover();
    };
    const closeWhenWide = () => wide.matches && drawer.hidePopover();
    drawer.addEventListener("click", closeOnChoice);
    wide.addEventListener("change", closeWhenWide);
    return () => {
      drawer.removeEventListener("click", closeOnChoice);
      wide.removeEventListener("change", closeWhenWide);
    };
  }, []);

  return (
    <>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <header className={styles.header} data-transparent={atTop || undefined} data-site-header>
        <div className={styles.inner}>
          <QueryLink href="/" className={styles.logo} aria-label={t.logoLabel} onClick={closeDrawer}>
            {logo}
          </QueryLink>
          <nav aria-label={t.mainNavigation} className={styles.desktopNav}>
            {t.menus.map((menu) => (
              <NavDropdown key={menu.key} menu={menu} />
            ))}
          </nav>
          <div className={styles.actions}>
            <LanguageSwitch className={styles.desktopOnly} />
            <DemoButton trigger="header" className={`${demo.pill} ${styles.demoButton}`}>
              {t.requestDemo}
            </DemoButton>
            <button
              type="button"
              className={`${buttons.icon} ${styles.menuButton}`}
              aria-label={t.menu}
              popoverTarget="mobile-drawer"
            >
              {/* The stylesheet shows the one for the drawer's state, also before this script runs. */}
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" stroke="currentColor" strokeWidth="2">
                <path className={styles.openIcon} d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
                <path className={styles.closeIcon} d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        </div>
      </header>
    </>
  );
}
