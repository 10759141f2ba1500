import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { uploadTexts } from '@portal/contracts/storage/uploads';
import { Button, ErrorIcon } from '@portal/ui';
import { formatRemaining, formatSize, remainingSeconds } from './eta.ts';
import type { UploadRow } from './useUploads.ts';

interface UploadRowsProps {
  rows: UploadRow[];
  now: number;
  onCancel: (key: string) => void;
}

const statusOf = (row: UploadRow, now: number): string => {
  if (row.status === 'done') return 'Uploaded';
  if (row.status === 'processing') return 'Processing…';
  // The ETA pauses while waiting: neither the wait nor what was sent before counts in the speed.
  if (row.waitingSince !== undefined) return uploadTexts.waitingForConnection;
  return formatRemaining(
    remainingSeconds(
      row.loaded - row.sentBefore,
      row.size - row.sentBefore,
      now - row.startedAt - row.waitedMs,
    ),
  );
};

/**
 * Per-file progress: title, size, percent, estimated time to completion, and cancel; a processed
 * file reads Uploaded until the rows leave together.
 */
export function UploadRows({ rows, now, onCancel }: UploadRowsProps) {
  if (rows.length === 0) return null;
  return (
    <ul className="upload-rows" aria-label="Uploads">
      {rows.map((row) => {
        const percent = row.size > 0 ? Math.floor((row.loaded / row.size) * 100) : 100;
        const failed = row.status === 'failed';
        const done = row.status === 'done';
        return (
          <li key={row.key} className={failed ? 'upload-row upload-row--failed' : 'upload-row'}>
            <div className="upload-row__head">
              <span className="upload-row__title">{row.title}</span>
              <span className="upload-row__size ui-text-muted ui-tabular-nums">
                {formatSize(row.size)}
              </span>
              {/* Hidden, not removed, once done: the row keeps its height until the rows leave. */}
              <Button
                variant="quiet"
                size="sm"
                className={done ? 'upload-row__cancel--done' : undefined}
                onClick={() => onCancel(row.key)}
                aria-label={`${failed ? 'Dismiss' : 'Cancel'} ${row.title}`}
              >
                {failed ? 'Dismiss' : 'Cancel'}
              </Button>
            </div>
            {failed ? (
              <p className="upload-row__error" role="alert">
                <ErrorIcon size="1em" />
                <span>
                  <strong>{checkoutTexts.uploadFailed}</strong>. {row.error}
                </span>
              </p>
            ) : (
              <>
                <progress
                  className="upload-row__bar"
                  max={100}
                  value={percent}
                  aria-label={`${row.title} uploaded`}
                />
                <div className="upload-row__status ui-text-muted ui-tabular-nums">
                  <span>{percent}%</span>
                  <span>{statusOf(row, now)}</span>
                </div>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
