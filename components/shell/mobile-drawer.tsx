import { DemoButton } from "@/components/demo/demo-button";
import { LanguageSwitch } from "./language-switch";
import { NavEntryItems } from "./nav-item-link";
import type { ShellText } from "./shell-text";
import demo from "./demo-pill.module.css";
import styles from "./mobile-drawer.module.css";

/**
 * The phone menu, drawn on the server as a popover: the header's menu button opens it without any
 * script, Tab goes from the button into it, and the browser closes it on Escape or a tap outside
 * (giving the focus back to the button). Its groups are a `<details>` accordion. The stylesheet
 * places it under the header (under the banner too at the page's top) and holds the page still while
 * it is open; the header closes it once a link or the demo button is chosen.
 */
export function MobileDrawer({ text }: { text: ShellText }) {
  return (
    // One landmark around all of it (axe's region rule), the demo button and the copyright line too.
    <nav
      id="mobile-drawer"
      popover="auto"
      aria-label={text.mobileNavigation}
      className={styles.drawer}
      data-testid="mobile-drawer"
    >
      {text.menus.map((menu, index) => (
        <details key={menu.key} name="drawer-group" open={index === 0} className={styles.group}>
          <summary className={styles.groupButton}>
            {menu.label}
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </summary>
          <ul className={styles.list}>
            <NavEntryItems entries={menu.entries} className={styles.link} showHint={false} />
          </ul>
        </details>
      ))}
      <DemoButton trigger="header" className={`${demo.pill} ${styles.demoButton}`}>
        {text.requestDemo}
      </DemoButton>
      <LanguageSwitch className={styles.language} />
      <p className={styles.copyright}>{text.copyright}</p>
    </nav>
  );
}
