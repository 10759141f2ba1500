import { useState, type ChangeEvent } from 'react';
import { UPLOAD_CHUNK_SIZE } from '@portal/contracts';
import { uploadTexts } from '@portal/contracts/storage/uploads';
import { Button, ErrorIcon, buttonClassName } from '@portal/ui';
import { formatSize } from './eta.ts';
import { bytesSent, type UploadRecord } from './upload-records.ts';

interface InterruptedUploadsProps {
  records: UploadRecord[];
  /** Answers why the file is refused, or nothing when the upload goes on. */
  onContinue: (record: UploadRecord, file: File) => Promise<string | undefined>;
  onRemove: (record: UploadRecord) => void;
}

/**
 * Uploads cut short by a reload or a crash, with how much of each is stored: continuing asks for
 * the same file (a browser gives a page no file it did not pick) and sends only what is missing.
 */
export function InterruptedUploads({ records, onContinue, onRemove }: InterruptedUploadsProps) {
  const [refusals, setRefusals] = useState<Record<number, string>>({});
  if (records.length === 0) return null;
  const choose = async (record: UploadRecord, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a refusal
    if (!file) return;
    const refusal = await onContinue(record, file);
    setRefusals((all) => ({ ...all, [record.mediaId]: refusal ?? '' }));
  };
  return (
    <section className="interrupted-uploads" aria-labelledby="interrupted-uploads-title">
      <h3 id="interrupted-uploads-title" className="interrupted-uploads__title">
        {uploadTexts.interruptedTitle}
      </h3>
      <p className="ui-text-muted interrupted-uploads__hint">{uploadTexts.interruptedHint}</p>
      <ul className="interrupted-uploads__list">
        {records.map((record) => {
          const percent = Math.floor(
            (bytesSent(record, UPLOAD_CHUNK_SIZE) / Math.max(1, record.file.size)) * 100,
          );
          const refusal = refusals[record.mediaId];
          return (
            <li key={record.mediaId} className="upload-row">
              <div className="upload-row__head">
                <span className="upload-row__title">{record.title}</span>
                <span className="upload-row__size ui-text-muted ui-tabular-nums">
                  {formatSize(record.file.size)}
                </span>
              </div>
              <progress
                className="upload-row__bar"
                max={100}
                value={percent}
                aria-label={`${record.title} uploaded`}
              />
              <div className="upload-row__status ui-text-muted ui-tabular-nums">
                <span>{percent}% uploaded</span>
                <span className="interrupted-uploads__actions">
                  <label className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
                    {uploadTexts.continueUpload}
                    <input
                      type="file"
                      className="interrupted-uploads__input"
                      aria-label={`${uploadTexts.continueUpload} ${record.title}`}
                      onChange={(event) => void choose(record, event)}
                    />
                  </label>
                  <Button
                    variant="quiet"
                    size="sm"
                    onClick={() => onRemove(record)}
                    aria-label={`${uploadTexts.removeUpload} ${record.title}`}
                  >
                    {uploadTexts.removeUpload}
                  </Button>
                </span>
              </div>
              {refusal && (
                <p className="upload-row__error" role="alert">
                  <ErrorIcon size="1em" />
                  <span>{refusal}</span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
