"use client";

import { useState, type RefObject } from "react";
import { useDemo } from "@/components/demo/demo-context";
import { LanguageSwitch } from "./language-switch";
import { NavItemLink } from "./nav-item-link";
import { useShellText } from "./shell-text-context";
import { useCloseOnWide } from "./use-close-on-wide";
import styles from "./mobile-drawer.module.css";

interface MobileDrawerProps {
  ref: RefObject<HTMLDivElement | null>;
  open: boolean;
  onClose: () => void;
}

/**
 * The phone menu, in the page's HTML as a popover: the header's menu button opens it without script,
 * Tab goes from the button into it, and the browser closes it on Escape or a tap outside (giving the
 * focus back to the button). The stylesheet places it under the header (under the banner too at the
 * page's top) and holds the page still while it is open.
 */
export function MobileDrawer({ ref, open, onClose }: MobileDrawerProps) {
  const t = useShellText();
  const { open: openDemo } = useDemo();
  const [expanded, setExpanded] = useState<string | null>("products");
  useCloseOnWide(open, onClose);

  return (
    <div
      id="mobile-drawer"
      ref={ref}
      popover="auto"
      className={styles.drawer}
      data-testid="mobile-drawer"
    >
      <nav aria-label={t.mobileNavigation}>
        {t.menus.map((menu) => {
          const isExpanded = expanded === menu.key;
          const panelId = `drawer-group-${menu.key}`;
          return (
            <section key={menu.key} className={styles.group}>
              <h2 className={styles.groupHeading}>
                <button
                  type="button"
                  aria-expanded={isExpanded}
                  aria-controls={panelId}
                  className={styles.groupButton}
                  onClick={() => setExpanded(isExpanded ? null : menu.key)}
                >
                  {menu.label}
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
              </h2>
              <ul id={panelId} hidden={!isExpanded} className={styles.list}>
                {menu.entries.map((entry) => (
                  <li key={entry.key}>
                    <NavItemLink entry={entry} className={styles.link} onNavigate={onClose} showHint={false} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </nav>
      <button
        type="button"
        className={styles.demoButton}
        onClick={() => {
          onClose();
          openDemo("header");
        }}
      >
        {t.requestDemo}
      </button>
      <LanguageSwitch className={styles.language} />
      <p className={styles.copyright}>{t.copyright}</p>
    </div>
  );
}
