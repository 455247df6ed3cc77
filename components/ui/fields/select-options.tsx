/** The options of a select: an empty choice first when `empty` is given, then each value under its label. */
export function SelectOptions<T extends string>({
  values,
  label,
  empty,
}: {
  values: readonly T[];
  label: (value: T) => string;
  empty?: string;
}) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}
