"use client";

import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { SelectOptions } from "@/components/ui/fields/select-options";
import { apiRequest } from "@/lib/client/api-request";
import { workflowStatuses } from "@/lib/submissions/kinds";
import { OwnerOptions } from "../owner-options";
import styles from "../staff.module.css";
import { useInboxSelection } from "./selection";

const NOBODY = "-";
/** The bar's id: the link above the table leads here. */
const BAR_ID = "bulk-bar";
const TOGGLE_ID = "bulk-toggle";
/** Room left between a focused control and the floating bar. */
const GAP = 8;

/**
 * While the bar floats at the foot of the window, no control that gets focus may be under it (WCAG 2.4.11):
 * the page's scroll padding is the bar's height, so the browser scrolls a focused control clear of it, and
 * a control still under it (already on screen, or the one whose tick made the bar float) is scrolled clear.
 */
function useClearOfBar(bar: RefObject<HTMLElement | null>, floating: boolean) {
  useEffect(() => {
    const element = bar.current;
    if (!floating || !element) return;
    const root = document.documentElement;
    const clear = (target: EventTarget | null) => {
      if (!(target instanceof Element) || element.contains(target)) return;
      const box = target.getBoundingClientRect();
      const foot = element.getBoundingClientRect();
      const under =
        box.height > 0 &&
        box.bottom + GAP > foot.top &&
        box.top < foot.bottom &&
        box.right > foot.left &&
        box.left < foot.right;
      if (under) window.scrollBy({ top: box.bottom + GAP - foot.top, behavior: "instant" });
    };
    const fit = () => {
      root.style.scrollPaddingBottom = `${element.offsetHeight + GAP}px`;
      clear(document.activeElement);
    };
    fit();
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(fit);
    observer?.observe(element);
    const onFocus = (event: FocusEvent) => clear(event.target);
    document.addEventListener("focusin", onFocus);
    return () => {
      observer?.disconnect();
      document.removeEventListener("focusin", onFocus);
      root.style.scrollPaddingBottom = "";
    };
  }, [bar, floating]);
}

/** Above the table, once rows are ticked: straight to the bar, past every row's tab stops. */
export function BulkJump() {
  const t = useTranslations("staff.inbox");
  const { selected } = useInboxSelection();
  if (!selected.length) return null;
  return (
    <a
      href={`#${BAR_ID}`}
      onClick={(event) => {
        event.preventDefault();
        // The status; on a phone, where the fields are folded (a hidden field takes no focus), the button
        // that unfolds them.
        const status = document.getElementById("bulk-status");
        status?.focus();
        if (status && document.activeElement !== status) document.getElementById(TOGGLE_ID)?.focus();
      }}
    >
      {t("bulkJump", { count: selected.length })}
    </a>
  );
}

/**
 * A status, an owner, a follow-up date or the spam flag for every row ticked in the table (InboxSelection), in one
 * request; it says how many rows are ticked. With rows ticked it floats at the foot of the window while the table
 * scrolls (sticky), clear of the focused control; with none it waits under the table. On a phone its fields fold
 * behind a button, so the floating bar is one line.
 */
export function BulkForm({ owners }: { owners: { id: string; name: string }[] }) {
  const t = useTranslations("staff");
  const locale = useLocale();
  const router = useRouter();
  const [message, setMessage] = useState({ text: "", error: false });
  const [busy, setBusy] = useState(false);
  const { selected: items } = useInboxSelection();
  const [open, setOpen] = useState(false);
  const bar = useRef<HTMLFormElement>(null);
  const floating = items.length > 0;
  useClearOfBar(bar, floating);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (!items.length) return setMessage({ text: t("inbox.bulkNone"), error: true });
    const status = String(data.get("status") ?? "");
    const owner = String(data.get("owner") ?? "");
    const followUp = String(data.get("followUp") ?? "");
    const spam = String(data.get("spam") ?? "");
    const body = {
      items,
      ...(status ? { status } : {}),
      ...(owner ? { owner: owner === NOBODY ? null : owner } : {}),
      ...(followUp ? { followUp } : {}),
      ...(spam ? { spam: spam === "yes" } : {}),
    };
    setBusy(true);
    const response = await apiRequest<{ changed: number }>("POST", "/api/staff/submissions/bulk", { body, locale });
    setBusy(false);
    if (!response.ok) {
      return setMessage({
        text: t("detail.saveFailed", { message: response.message ?? String(response.status) }),
        error: true,
      });
    }
    setMessage({ text: t("inbox.bulkDone", { count: response.body?.changed ?? 0 }), error: false });
    router.refresh();
  };
  return (
    <form
      ref={bar}
      id={BAR_ID}
      onSubmit={submit}
      className={`${styles.toolbar} ${styles.bulkBar} ${floating ? styles.bulkBarFloating : ""}`}
      aria-label={t("inbox.bulk")}
      data-open={open || undefined}
    >
      <div className={styles.bulkHead}>
        <strong className={styles.nowrap}>{t("inbox.bulkSelected", { count: String(items.length) })}</strong>
        <button
          type="button"
          id={TOGGLE_ID}
          className={styles.bulkToggle}
          aria-expanded={open}
          aria-controls="bulk-fields"
          onClick={() => setOpen(!open)}
        >
          {t("inbox.bulkToggle")}
        </button>
      </div>
      <div id="bulk-fields" className={styles.bulkFields}>
        <div className={styles.field}>
          <label htmlFor="bulk-status">{t("inbox.bulkStatus")}</label>
          <select id="bulk-status" name="status" defaultValue="">
            <SelectOptions
              values={workflowStatuses}
              label={(status) => t(`statuses.${status}`)}
              empty={t("inbox.noChange")}
            />
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="bulk-owner">{t("inbox.bulkOwner")}</label>
          <select id="bulk-owner" name="owner" defaultValue="">
            <option value="">{t("inbox.noChange")}</option>
            <option value={NOBODY}>{t("inbox.nobody")}</option>
            <OwnerOptions owners={owners} />
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="bulk-follow-up">{t("inbox.bulkFollowUp")}</label>
          <input id="bulk-follow-up" name="followUp" type="date" />
        </div>
        <div className={styles.field}>
          <label htmlFor="bulk-spam">{t("inbox.bulkSpam")}</label>
          <select id="bulk-spam" name="spam" defaultValue="">
            <option value="">{t("inbox.noChange")}</option>
            <option value="yes">{t("detail.markSpam")}</option>
            <option value="no">{t("detail.unmarkSpam")}</option>
          </select>
        </div>
        <button type="submit" disabled={busy}>
          {t("inbox.bulkApply")}
        </button>
      </div>
      {/* A live region, not role=status: the page's one status is the inbox's summary line. */}
      <span aria-live="polite" className={message.error ? styles.error : styles.success}>
        {message.text}
      </span>
    </form>
  );
}
