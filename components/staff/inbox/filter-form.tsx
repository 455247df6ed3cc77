import { getTranslations } from "next-intl/server";
import type { Messages } from "@/lib/i18n/messages";
import { formLabel } from "@/lib/submissions/field-labels";
import { currencies } from "@/lib/money/prices";
import { NOT_NEWSLETTER, spamModes, type SubmissionFilterInput } from "@/lib/submissions/filters";
import { submissionKinds, workflowStatuses } from "@/lib/submissions/kinds";
import { Link } from "@/lib/i18n/navigation";
import { staffPaths } from "@/lib/staff/urls";
import styles from "../staff.module.css";
import { SelectOptions } from "@/components/ui/fields/select-options";
import { FilterField } from "./filter-field";

interface FilterFormProps {
  messages: Messages;
  /** The values as they are in the URL (also when some are invalid, so they can be corrected). */
  values: Partial<Record<keyof SubmissionFilterInput, string>>;
  forms: string[];
  /** The accounts the owner filter offers besides "mine" and "none" (lib/submissions/update.ts). */
  owners: { id: string; name: string }[];
  /** Field errors of an invalid view, by filter name. */
  errors?: Record<string, string[] | undefined>;
}

/** A filter and its control: a typed input, or a list of choices (`fallback` chosen when the URL has none). */
interface FilterSpec {
  name:
    | "q"
    | "kind"
    | "form"
    | "status"
    | "campaign"
    | "from"
    | "to"
    | "spam"
    | "owner"
    | "overdue"
    | "currency"
    | "minValue"
    | "maxValue";
  hint?: string;
  type?: "search" | "date" | "number";
  choices?: { values: readonly string[]; label: (value: string) => string; empty?: string };
  fallback?: string;
}

/** A choice's words, from a table holding every value of its list. */
const labelIn = (table: Record<string, string>) => (value: string) => table[value]!;

/**
 * The inbox's filters as a plain GET form: applying them changes the URL, so a view can be shared
 * or bookmarked, and it works before (or without) any script.
 */
export async function FilterForm({ messages, values, forms, owners, errors = {} }: FilterFormProps) {
  const t = await getTranslations("staff.inbox");
  const { kinds, statuses } = messages.staff;
  const spamLabels = { hide: t("spamHide"), show: t("spamShow"), only: t("spamOnly") };
  const ownerLabels: Record<string, string> = {
    mine: t("ownerMine"),
    ...Object.fromEntries(owners.map((account) => [account.id, account.name])),
    none: t("ownerNone"),
  };
  const filters: FilterSpec[] = [
    { name: "q", type: "search", hint: t("qHint") },
    {
      name: "kind",
      choices: {
        values: [NOT_NEWSLETTER, ...submissionKinds],
        empty: t("anyKind"),
        label: labelIn({ ...kinds, [NOT_NEWSLETTER]: t("notNewsletter") }),
      },
    },
    { name: "form", choices: { values: forms, empty: t("anyForm"), label: (form) => formLabel(messages, form) } },
    { name: "status", choices: { values: workflowStatuses, empty: t("anyStatus"), label: labelIn(statuses) } },
    { name: "campaign", type: "search", hint: t("campaignHint") },
    { name: "from", type: "date" },
    { name: "to", type: "date" },
    { name: "spam", choices: { values: spamModes, label: labelIn(spamLabels) }, fallback: "hide" },
    { name: "owner", choices: { values: Object.keys(ownerLabels), empty: t("anyOwner"), label: labelIn(ownerLabels) } },
    { name: "overdue", choices: { values: ["yes"], empty: t("overdueAny"), label: () => t("overdueYes") } },
    { name: "currency", choices: { values: currencies, empty: t("anyCurrency"), label: (currency) => currency } },
    { name: "minValue", type: "number" },
    { name: "maxValue", type: "number" },
  ];
  const field = ({ name, hint, type, choices, fallback = "" }: FilterSpec) => (
    <FilterField key={name} name={name} label={t(name)} hint={hint} errors={errors[name]}>
      {(control) =>
        choices ? (
          <select {...control} defaultValue={values[name] ?? fallback}>
            <SelectOptions {...choices} />
          </select>
        ) : (
          <input {...control} type={type} defaultValue={values[name] ?? ""} />
        )
      }
    </FilterField>
  );
  const [search, ...others] = filters;
  // On a phone the twelve filters after the search fold away (open while any is set or wrong), so the
  // leads come first; wider screens always show them (staff.module.css).
  const applied = others.filter(({ name, fallback = "" }) => (values[name] ?? fallback) !== fallback).length;
  const wrong = others.some(({ name }) => errors[name]?.length);
  return (
    <form method="get" role="search" aria-label={t("filters")}>
      <fieldset className={styles.filters}>
        <legend>{t("filters")}</legend>
        {field(search!)}
        <details className={styles.moreFilters} open={applied > 0 || wrong}>
          <summary>{t("moreFilters", { count: applied })}</summary>
          <div className={styles.filterGrid}>{others.map(field)}</div>
        </details>
        {values.sort && <input type="hidden" name="sort" value={values.sort} />}
        {values.pageSize && <input type="hidden" name="pageSize" value={values.pageSize} />}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {t("apply")}
          </button>
          <Link href={staffPaths.submissions}>{t("reset")}</Link>
        </div>
      </fieldset>
    </form>
  );
}
