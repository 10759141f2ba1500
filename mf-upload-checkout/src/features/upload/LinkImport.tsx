import { useEffect, useState, type FormEvent } from 'react';
import { usePortalDispatch } from '@portal/contracts';
import { api } from '@portal/contracts/app/api';
import {
  MEDIA_IMPORT_POLL_MS,
  useGetMediaImportQuery,
  type MediaImportAnswer,
} from '@portal/contracts/media-import/client';
import { isImportableUrl } from '@portal/contracts/media-import/rules';
import { mediaImportTexts } from '@portal/contracts/media-import/texts';
import { Button, ErrorIcon } from '@portal/ui';
import { TextField } from '@portal/ui/forms';
import { formatSize } from './eta.ts';
import type { LinkImportEntry, LinkImports } from './useLinkImports.ts';

/**
 * "Paste a link" (issue 43): a public link to a media file, which the server fetches and
 * processes into the cart. A link that is not http(s) is refused here, without asking the server;
 * what the server refuses is said under the field too.
 */
export function LinkImport({ imports, disabled }: { imports: LinkImports; disabled: boolean }) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const url = link.trim();
    if (!isImportableUrl(url)) {
      setError(mediaImportTexts.invalidUrl);
      return;
    }
    setSending(true);
    const refused = await imports.start(url);
    setSending(false);
    setError(refused);
    if (!refused) setLink('');
  };

  return (
    <form className="link-import" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={mediaImportTexts.label}
        placeholder={mediaImportTexts.placeholder}
        hint={mediaImportTexts.hint}
        error={error}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={link}
        disabled={disabled}
        onChange={(event) => {
          setLink(event.target.value);
          setError(undefined);
        }}
        containerClassName="link-import__field"
      />
      <Button
        type="submit"
        variant="secondary"
        className="link-import__button"
        loading={sending}
        disabled={disabled}
      >
        {mediaImportTexts.button}
      </Button>
    </form>
  );
}

/** The imports' rows, beside the uploads' and looking like them. */
export function ImportRows({ imports }: { imports: LinkImports }) {
  if (imports.entries.length === 0) return null;
  return (
    <ul className="upload-rows" aria-label="Imports">
      {imports.entries.map((entry) => (
        <ImportRow
          key={entry.key}
          entry={entry}
          onSettled={imports.settle}
          onRemove={imports.remove}
        />
      ))}
    </ul>
  );
}

const statusOf = (answer: MediaImportAnswer): string => {
  if (answer.state === 'done') return mediaImportTexts.done;
  // Fetched in full (or made into a media): the server reads its duration and prices it.
  const fetched =
    answer.mediaId !== null || (answer.size !== null && answer.received >= answer.size);
  return fetched ? mediaImportTexts.processing : mediaImportTexts.fetching;
};

/** One import, asked for every MEDIA_IMPORT_POLL_MS until it is done or failed. */
function ImportRow({
  entry,
  onSettled,
  onRemove,
}: {
  entry: LinkImportEntry;
  onSettled: (key: string) => void;
  onRemove: (key: string) => void;
}) {
  const dispatch = usePortalDispatch();
  const { data } = useGetMediaImportQuery(
    { id: entry.id },
    { pollingInterval: entry.settled ? 0 : MEDIA_IMPORT_POLL_MS },
  );
  const state = data?.state;
  useEffect(() => {
    if (state === undefined || state === 'fetching') return;
    // The media is in the cart now: the cart and its totals are fetched again.
    if (state === 'done') dispatch(api.util.invalidateTags(['Cart']));
    onSettled(entry.key);
  }, [state, entry.key, onSettled, dispatch]);

  // The cache is filled from the POST's answer before the row is shown.
  if (!data) return null;
  const failed = data.state === 'failed';
  const done = data.state === 'done';
  const over = failed || done;
  const percent =
    done || (data.size !== null && data.size > 0 && data.received >= data.size)
      ? 100
      : data.size
        ? Math.floor((data.received / data.size) * 100)
        : undefined;
  return (
    <li className={failed ? 'upload-row upload-row--failed' : 'upload-row'}>
      {/* As high as with its button: the row does not grow when the import ends. */}
      <div className="upload-row__head link-import__head">
        <span className="upload-row__title">{entry.name}</span>
        {data.size !== null && (
          <span className="upload-row__size ui-text-muted ui-tabular-nums">
            {formatSize(data.size)}
          </span>
        )}
        {over && (
          <Button
            variant="quiet"
            size="sm"
            onClick={() => onRemove(entry.key)}
            aria-label={`${failed ? 'Dismiss' : 'Remove'} ${entry.name}`}
          >
            {failed ? 'Dismiss' : 'Remove'}
          </Button>
        )}
      </div>
      {failed ? (
        <p className="upload-row__error" role="alert">
          <ErrorIcon size="1em" />
          <span>{data.error}</span>
        </p>
      ) : (
        <>
          <progress
            className="upload-row__bar"
            max={100}
            value={percent}
            aria-label={`${entry.name} fetched`}
          />
          <div className="upload-row__status ui-text-muted ui-tabular-nums">
            <span>
              {mediaImportTexts.fetched(
                formatSize(data.received),
                data.size === null ? null : formatSize(data.size),
              )}
            </span>
            <span role="status">{statusOf(data)}</span>
          </div>
        </>
      )}
    </li>
  );
}
