import { SelectOptions } from "@/components/ui/fields/select-options";
import { accessActions, actionMessageKey } from "@/lib/access-log/actions";
import type { Messages } from "@/lib/i18n/messages";
import styles from "../staff.module.css";

interface AccessLogFilterFormProps {
  words: Messages["staff"]["accessLog"];
  values: Record<string, string>;
  errors?: Record<string, string[] | undefined>;
}

/** The access log's filters: a plain GET form, so a view is a URL and works before any script runs. */
export function AccessLogFilterForm({ words, values, errors = {} }: AccessLogFilterFormProps) {
  const text = (
    name: "account" | "lead" | "target" | "from" | "to",
    type = "text",
    hint?: string,
    label: string = name === "lead" ? words.leadFilter : words[name],
  ) => (
    <div className={styles.field}>
      <label htmlFor={`log-${name}`}>{label}</label>
      <input
        id={`log-${name}`}
        name={name}
        type={type}
        defaultValue={values[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={hint ? `log-${name}-hint` : undefined}
      />
      {hint && (
        <span id={`log-${name}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
  return (
    <form method="get">
      <fieldset className={styles.filters}>
        <legend>{words.filters}</legend>
        {text("account", "text", words.accountHint)}
        <div className={styles.field}>
          <label htmlFor="log-action">{words.action}</label>
          <select id="log-action" name="action" defaultValue={values.action ?? ""}>
            <SelectOptions
              values={accessActions}
              label={(action) => words.actions[actionMessageKey(action)]}
              empty={words.anyAction}
            />
          </select>
        </div>
        {text("lead", "text", words.leadHint)}
        {text("target", "text", words.targetHint)}
        {text("from", "date")}
        {text("to", "date")}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {words.apply}
          </button>
          <a href="?">{words.reset}</a>
        </div>
      </fieldset>
    </form>
  );
}
