import { DemoButton } from "@/components/demo/demo-button";
import { Icon } from "@/components/ui/icon";
import styles from "./top-banner.module.css";

/** The strip above the header that opens the demo popup; drawn on the server, the button is its only script. */
export function TopBanner({ label }: { label: string }) {
  return (
    <div className={styles.banner} data-top-banner>
      <DemoButton trigger="default" className={styles.cta}>
        {label}
        {/* Drawn, not typed: "→" is in no Latin face here, and on an English page it alone would
            fetch the 43 KB bold Korean subset. */}
        <Icon name="arrowForward" size={14} className={styles.arrow} />
      </DemoButton>
    </div>
  );
}
