"use client";

import { useImperativeHandle, useState, type Ref } from "react";
import { useTranslations } from "next-intl";
import { draftFromData, draftToJson, type EditorDraft } from "@/lib/blog/editor-model";
import { parseJsonText } from "@/lib/blog/json-syntax";
import styles from "./editor.module.css";

export interface JsonViewHandle {
  /**
   * What the editor runs before it leaves this tab: edits not yet applied are applied; when they do not
   * parse, the errors show and the writer is asked before they are dropped (false: the tab stays).
   */
  leave: () => boolean;
}

interface JsonViewProps {
  draft: EditorDraft;
  onApply: (draft: EditorDraft) => void;
  ref?: Ref<JsonViewHandle>;
}

type Field = "list" | "content";

/**
 * The advanced view: the exact JSON that is saved (data_list and data_content). Apply reads it back
 * into the editor; a syntax error names the field, line and column, in the editor's language.
 */
export function JsonView({ draft, onApply, ref }: JsonViewProps) {
  const t = useTranslations("editor");
  const [opened] = useState(() => draftToJson(draft));
  const [texts, setTexts] = useState(opened);
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState("");

  const apply = (): boolean => {
    const parsed = { list: parseJsonText(texts.list), content: parseJsonText(texts.content) };
    const problems = (["list", "content"] as Field[]).flatMap((field) => {
      const result = parsed[field];
      if (result.ok) return [];
      const { line, column, problem } = result.error;
      const known = t.has(`jsonProblem.${problem}` as "jsonProblem.Empty");
      return [
        t("jsonSyntax", {
          field: field === "list" ? t("jsonList") : t("jsonContent"),
          line,
          column,
          problem: known ? t(`jsonProblem.${problem}` as "jsonProblem.Empty") : problem,
        }),
      ];
    });
    setErrors(problems);
    if (problems.length || !parsed.list.ok || !parsed.content.ok) {
      setStatus("");
      return false;
    }
    onApply(draftFromData(parsed.list.value, parsed.content.value));
    setStatus(t("jsonApplied"));
    return true;
  };

  useImperativeHandle(ref, () => ({
    leave: () =>
      (texts.list === opened.list && texts.content === opened.content) ||
      apply() ||
      window.confirm(t("jsonLeaveWarning")),
  }));

  const area = (field: Field, label: string) => (
    <div className={styles.field}>
      <label htmlFor={`json-${field}`}>{label}</label>
      <textarea
        id={`json-${field}`}
        className={styles.code}
        rows={field === "list" ? 12 : 24}
        spellCheck={false}
        value={texts[field]}
        onChange={(e) => setTexts((current) => ({ ...current, [field]: e.target.value }))}
        aria-describedby="json-errors"
      />
    </div>
  );

  return (
    <div className={styles.jsonView}>
      <p className={styles.hint}>{t("jsonLead")}</p>
      {area("list", t("jsonList"))}
      {area("content", t("jsonContent"))}
      <div id="json-errors" role="alert" className={styles.fieldError}>
        {errors.map((error) => (
          <p key={error}>{error}</p>
        ))}
      </div>
      <p role="status" className={styles.hint}>
        {status}
      </p>
      <button type="button" className={styles.primary} onClick={apply}>
        {t("jsonApply")}
      </button>
    </div>
  );
}
