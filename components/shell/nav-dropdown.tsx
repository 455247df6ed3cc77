"use client";

import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { NavItemLink } from "./nav-item-link";
import type { NavMenu } from "./shell-text";
import styles from "./header.module.css";

interface NavDropdownProps {
  menu: NavMenu;
  open: boolean;
  onToggle: (open: boolean) => void;
}

function menuLinks(root: HTMLElement | null): HTMLAnchorElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLAnchorElement>("a")) : [];
}

/**
 * A disclosure menu: opens on click, ArrowDown opens and moves into it, arrows move between
 * entries, Escape closes and returns focus to the button; outside clicks close it.
 */
export function NavDropdown({ menu, open, onToggle }: NavDropdownProps) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) onToggle(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, onToggle]);

  const focusLink = (index: number) => {
    const links = menuLinks(panel.current);
    links[(index + links.length) % links.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const links = menuLinks(panel.current);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape" && open) {
      event.preventDefault();
      onToggle(false);
      button.current?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) {
        onToggle(true);
        requestAnimationFrame(() => focusLink(0));
      } else focusLink(current + 1);
    } else if (event.key === "ArrowUp" && open) {
      event.preventDefault();
      focusLink(current - 1);
    } else if (event.key === "Home" && open && current >= 0) {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === "End" && open && current >= 0) {
      event.preventDefault();
      focusLink(links.length - 1);
    }
  };

  return (
    <div
      ref={wrapper}
      className={styles.dropdown}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) onToggle(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.navButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onToggle(!open)}
      >
        {menu.label}
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.chevron}>
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={id} ref={panel} className={styles.menu} hidden={!open}>
        {menu.entries.map((entry) => (
          <li key={entry.key}>
            <NavItemLink entry={entry} className={styles.menuLink} onNavigate={() => onToggle(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
