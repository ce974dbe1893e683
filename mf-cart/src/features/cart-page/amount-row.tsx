import { Price } from '@store/ui';

/** One `term: amount` row of a definition list of prices. */
export function AmountRow({
  term,
  value,
  className,
}: {
  term: string;
  value: number;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>
        <Price value={value} />
      </dd>
    </div>
  );
}
