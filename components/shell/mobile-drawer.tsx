"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useDemo } from "@/components/demo/demo-context";
import { LanguageSwitch } from "./language-switch";
import { NavItemLink } from "./nav-item-link";
import { useShellText } from "./shell-text-context";
import { useCloseOnWide } from "./use-close-on-wide";
import { useScrollLock } from "./use-scroll-lock";
import styles from "./mobile-drawer.module.css";

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
}

export function MobileDrawer({ open, onClose }: MobileDrawerProps) {
  const t = useShellText();
  const { open: openDemo } = useDemo();
  const [expanded, setExpanded] = useState<string | null>("products");
  const root = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useCloseOnWide(open, onClose);

  // The drawer starts where the header ends: under the banner too while the page is at its top
  // (a fixed 64 px put the first group's heading under the header there).
  useLayoutEffect(() => {
    const drawer = root.current;
    const header = document.querySelector("[data-site-header]");
    if (!open || !drawer || !header) return;
    drawer.style.top = `${Math.max(0, header.getBoundingClientRect().bottom)}px`;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>("button, a")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onClose();
      document.querySelector<HTMLElement>('[aria-controls="mobile-drawer"]')?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onClose]);

  return (
    <div id="mobile-drawer" ref={root} className={styles.drawer} hidden={!open} data-testid="mobile-drawer">
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
