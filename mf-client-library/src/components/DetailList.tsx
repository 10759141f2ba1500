import type { ReactNode } from 'react';
import './detail-list.css';

interface DetailListProps {
  rows: readonly (readonly [string, ReactNode])[];
  /** Adds the dialog's own spacing or term width (see detail-list.css). */
  className?: string;
}

/** Label and value pairs of a dialog, one per line; values in tabular figures. */
export function DetailList({ rows, className }: DetailListProps) {
  return (
    <dl className={className ? `detail-list ${className}` : 'detail-list'}>
      {rows.map(([term, value]) => (
        <div key={term} className="detail-list__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
