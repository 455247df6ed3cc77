/** One figure: its key, what it measures and its value. */
type Figure = readonly [key: string, label: string, value: string];

interface FigureListProps {
  figures: readonly Figure[];
  className?: string;
  itemClassName?: string;
  labelClassName?: string;
  valueClassName?: string;
  /** Data attributes each item carries, given its key. */
  itemData?: (key: string) => Record<`data-${string}`, string>;
}

/** Labelled figures as a description list: one group a figure, the label over its value. */
export function FigureList({
  figures,
  className,
  itemClassName,
  labelClassName,
  valueClassName,
  itemData,
}: FigureListProps) {
  return (
    <dl className={className}>
      {figures.map(([key, label, value]) => (
        <div key={key} className={itemClassName} {...itemData?.(key)}>
          <dt className={labelClassName}>{label}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
