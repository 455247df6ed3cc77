/** A table's head row: a column header for each label, in order. */
export function ColumnHeads({ labels }: { labels: string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, column) => (
          <th key={column} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
