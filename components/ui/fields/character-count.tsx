import forms from "./fields.module.css";

/**
 * A count with its thousands grouped by commas, as Korean and English both write it. Not
 * Intl.NumberFormat: its first use loads ICU's locale data, 60-120 ms on a throttled phone, and the
 * count is drawn while the form hydrates (docs/architecture.md, "Words and links in the browser").
 */
function groupDigits(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

interface CharacterCountProps {
  id: string;
  length: number;
  limit: number;
  /** The words for the count and the limit, given with their digits grouped: "1,234 / 5,000자". */
  say: (values: { count: string; max: string }) => string;
}

/**
 * Under a field with a limit: how much is typed of how much is allowed, marked when over, so a long
 * message is shortened before it is sent rather than refused after.
 */
export function CharacterCount({ id, length, limit, say }: CharacterCountProps) {
  const over = length > limit;
  return (
    <p id={id} className={over ? `${forms.counter} ${forms.counterOver}` : forms.counter} data-over={over || undefined}>
      {say({ count: groupDigits(length), max: groupDigits(limit) })}
    </p>
  );
}
