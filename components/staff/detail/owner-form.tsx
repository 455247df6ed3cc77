"use client";

import { useTranslations } from "next-intl";
import { useFieldState } from "@/components/ui/fields/typed-before-hydration";
import { ActionForm } from "./action-form";
import { useSubmissionAction } from "./use-submission-action";
import { OwnerOptions } from "../owner-options";
import styles from "../staff.module.css";

interface OwnerFormProps {
  url: string;
  owners: { id: string; name: string }[];
  owner: string | null;
  /** The follow-up day (YYYY-MM-DD in the viewer's time zone), or "". */
  followUp: string;
}

/** Who follows the lead up, and by when; the new owner is e-mailed. */
export function OwnerForm({ url, owners, owner, followUp }: OwnerFormProps) {
  const t = useTranslations("staff.detail");
  const [value, setValue] = useFieldState("lead-owner", owner ?? "");
  const [day, setDay] = useFieldState("lead-follow-up", followUp);
  const { state, run } = useSubmissionAction(url);
  const submit = () => run("PATCH", { owner: value || null, followUp: day || null }, t("ownerSaved"));
  const changed = value !== (owner ?? "") || day !== followUp;
  return (
    <ActionForm
      onSubmit={submit}
      state={state}
      labels={{ submit: t("saveOwner"), busy: t("working") }}
      ready={changed}
      dirty={changed}
    >
      <div className={styles.field}>
        <label htmlFor="lead-owner">{t("owner")}</label>
        <select id="lead-owner" value={value} onChange={(event) => setValue(event.target.value)}>
          <option value="">{t("nobody")}</option>
          <OwnerOptions owners={owners} />
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="lead-follow-up">{t("followUp")}</label>
        <input id="lead-follow-up" type="date" value={day} onChange={(event) => setDay(event.target.value)} />
      </div>
    </ActionForm>
  );
}
