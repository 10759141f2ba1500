import { useState } from 'react';
import type { ShortFileBashing } from '@portal/contracts/short-file-bashing/client';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { formatDuration } from '@portal/contracts/media/format';
import { Button } from '@portal/ui';
import type { RowSelection } from '@portal/ui/table';
import { ShortFileSettingsDialog } from './ShortFileSettingsDialog.tsx';
import { withNextBatch } from './short-file-view.ts';

/**
 * Above the short-file view: what it shows, choosing the next batch for one typist (for those
 * who assign in bulk) and, for admins, its settings.
 */
export function ShortFilesBar({
  settings,
  rows,
  selection,
  mayChangeSettings,
}: {
  settings: ShortFileBashing;
  rows: readonly StaffMedia[];
  selection?: RowSelection<StaffMedia>;
  mayChangeSettings: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const unchosen = selection ? rows.filter((row) => !selection.selected.has(row.id)) : [];
  return (
    <div className="assign-grid__short-files">
      <p className="assign-grid__short-files-text">
        Short files of up to {formatDuration(settings.maxDuration)} waiting for a typist, the
        soonest deadline first.
      </p>
      {selection && (
        <Button
          variant="secondary"
          disabled={unchosen.length === 0}
          onClick={() =>
            selection.onChange(withNextBatch(selection.selected, rows, settings.batchSize))
          }
        >
          Select next {settings.batchSize}
        </Button>
      )}
      {mayChangeSettings && (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Settings
        </Button>
      )}
      {editing && <ShortFileSettingsDialog settings={settings} onClose={() => setEditing(false)} />}
    </div>
  );
}
