import type { ReactNode } from 'react';
import type { SnapshotEntry } from '@portal/contracts/transcript-snapshot/schema';
import { formatUnixTime } from '@portal/contracts';
import './snapshots.css';

/** Why a snapshot was kept, as staff read it. */
export const snapshotReasonLabels: Record<SnapshotEntry['reason'], string> = {
  save: 'Kept on save',
  restore: 'Before a restore',
  job: 'Typist submit',
  job_proofread: 'Proofreader finish',
};

export interface SnapshotTableProps {
  entries: readonly SnapshotEntry[];
  /** Read by screen readers: what these are snapshots of. */
  caption: string;
  /** The buttons and links of a row (View, Restore). */
  actions(entry: SnapshotEntry): ReactNode;
}

/** A media's snapshots, one row each: when, why, which version, how many words, by whom. */
export function SnapshotTable({ entries, caption, actions }: SnapshotTableProps) {
  return (
    <table className="snapshots">
      <caption className="ui-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Kept</th>
          <th scope="col">Why</th>
          <th scope="col">Version</th>
          <th scope="col">Words</th>
          <th scope="col">By</th>
          <th scope="col">
            <span className="ui-visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="ui-tabular-nums">{formatUnixTime(entry.createdAt, 'table')}</td>
            <td>{snapshotReasonLabels[entry.reason]}</td>
            <td className="ui-tabular-nums">{entry.version}</td>
            <td className="ui-tabular-nums">{entry.wordscount}</td>
            <td>{entry.createdBy ?? '—'}</td>
            <td>
              <div className="snapshots__actions">{actions(entry)}</div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
