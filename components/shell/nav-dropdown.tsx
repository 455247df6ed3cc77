"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { NavEntryItems } from "./nav-item-link";
import type { NavMenu } from "./shell-text";
import styles from "./header.module.css";

function menuLinks(root: HTMLElement | null): HTMLAnchorElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLAnchorElement>("a")) : [];
}

/**
 * A disclosure menu drawn as a popover, like the phone menu (./mobile-drawer.tsx): the browser opens it
 * at the first click, before this script has run, keeps one menu open at a time, and closes it on Escape
 * (giving the focus back to the button) or a click outside. Once the script runs, the button says whether
 * it is open (read from the menu itself, so a menu opened earlier stays open), ArrowDown opens it and
 * moves into it, arrows move between entries, and leaving it or choosing a link closes it.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  // Unknown until hydrated: the server's HTML names no state, and the browser tells it meanwhile.
  const [open, setOpen] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    const list = panel.current;
    if (!list) return;
    setOpen(list.matches(":popover-open"));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    list.addEventListener("toggle", onToggle);
    return () => list.removeEventListener("toggle", onToggle);
  }, []);

  // Asked of the menu itself: its toggle event, and so the state above, comes a moment later.
  const isOpen = () => panel.current?.matches(":popover-open") ?? false;
  const close = () => {
    if (isOpen()) panel.current?.hidePopover();
  };

  const focusLink = (index: number) => {
    const links = menuLinks(panel.current);
    links[(index + links.length) % links.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const links = menuLinks(panel.current);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const shown = isOpen();
    if (event.key === "Escape" && shown) {
      event.preventDefault();
      close();
      button.current?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!shown) {
        panel.current?.showPopover();
        focusLink(0);
      } else focusLink(current + 1);
    } else if (event.key === "ArrowUp" && shown) {
      event.preventDefault();
      focusLink(current - 1);
    } else if (event.key === "Home" && shown && current >= 0) {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === "End" && shown && current >= 0) {
      event.preventDefault();
      focusLink(links.length - 1);
    }
  };

  // Each menu hangs from its own button (CSS anchor positioning: the open menu is in the top layer).
  const anchor = `--nav-${menu.key}`;
  return (
    <div
      ref={wrapper}
      className={styles.dropdown}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.navButton}
        aria-expanded={open}
        aria-controls={id}
        popoverTarget={id}
        style={{ anchorName: anchor }}
      >
        {menu.label}
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.chevron}>
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={id} ref={panel} popover="auto" className={styles.menu} style={{ positionAnchor: anchor }}>
        <NavEntryItems entries={menu.entries} className={styles.menuLink} onNavigate={close} />
      </ul>
    </div>
  );
}
