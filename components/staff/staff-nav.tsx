"use client";

import { Link, usePathname } from "@/lib/i18n/navigation";
import styles from "./staff.module.css";

export interface StaffNavItem {
  href: string;
  label: string;
}

/** The back office's sections; the current one is marked for assistive technology. */
export function StaffNav({ items, label }: { items: StaffNavItem[]; label: string }) {
  const pathname = usePathname();
  const within = (href: string) =>
    href === "/staff" ? pathname === "/staff" : pathname === href || pathname.startsWith(`${href}/`);
  // The deepest section that holds the page: on /blog-editor/news, News rather than the blog editor.
  const currentHref = items
    .map((item) => item.href)
    .filter(within)
    .sort((a, b) => b.length - a.length)[0];
  const current = (href: string) => href === currentHref;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={current(item.href) ? "page" : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
