"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import styles from "../staff.module.css";

/** Whose codes they are, named in the downloaded file (with the site's name). */
export interface CodesOwner {
  email: string;
}

/**
 * Recovery codes shown this once, with "Copy" and "Download (.txt)": the text holds the site and the
 * account, so a file found later says what it opens.
 */
export function RecoveryCodes({ codes, owner }: { codes: string[]; owner: CodesOwner }) {
  const t = useTranslations("staff.twoFactor");
  const [copied, setCopied] = useState("");
  const text = [t("fileTitle", { address: owner.email }), t("fileNote"), "", ...codes, ""].join("\n");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(t("copied"));
    } catch {
      setCopied(t("copyFailed"));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `recovery-codes-${owner.email.replace(/[^a-z0-9.]+/gi, "-")}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className={styles.stack}>
      <ul className={styles.codes} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" onClick={() => void copy()}>
          {t("copy")}
        </button>
        <button type="button" onClick={download}>
          {t("download")}
        </button>
        <span role="status" className={styles.muted}>
          {copied}
        </span>
      </div>
    </div>
  );
}
