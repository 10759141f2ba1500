import type { ReactNode } from 'react';

/** Label and value pairs of a dialog, one per line; values in tabular figures. */
export function DetailList({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className="media-details">
      {rows.map(([term, value]) => (
        <div key={term} className="media-details__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
