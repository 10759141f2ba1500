import type { ReactNode } from 'react';
import { CART_LIMIT } from '@portal/contracts';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { uploadTexts } from '@portal/contracts/storage/uploads';
import { InfoIcon, WarningIcon } from '@portal/ui';
import { FileDrop } from './FileDrop.tsx';
import { InterruptedUploads } from './InterruptedUploads.tsx';
import { ImportRows, LinkImport } from './LinkImport.tsx';
import { UploadRows } from './UploadRows.tsx';
import type { useCartUploads } from './useCartUploads.ts';
import './upload.css';

type CartUploads = ReturnType<typeof useCartUploads>;

/**
 * Adding files (client spec section 4, step 1): the drop zone, the accepted formats, with
 * `linkImport` a link to import instead (issue 43), the format and cart-limit notices, the
 * uploads a reload or a crash cut short, and each upload's (and import's) progress.
 */
export function AddFiles({
  files,
  formatsId,
  linkImport = false,
}: {
  files: Pick<CartUploads, 'addFiles' | 'inCart' | 'notices' | 'uploads' | 'imports' | 'now'>;
  /** Id of the formats note, unique on the page. */
  formatsId: string;
  linkImport?: boolean;
}) {
  const full = files.inCart >= CART_LIMIT;
  return (
    <>
      <FileDrop onFiles={files.addFiles} disabled={full} describedBy={formatsId} />
      <p id={formatsId} className="upload-formats ui-text-muted">
        <InfoIcon size="1em" />
        <span>Audio and video files, up to {CART_LIMIT} per transaction.</span>
      </p>
      {linkImport && <LinkImport imports={files.imports} disabled={full} />}
      <div aria-live="polite">
        {files.notices.unsupported.length > 0 && (
          <Notice>
            <strong>{uploadTexts.unsupportedFormat}</strong>: {files.notices.unsupported.join(', ')}
            . {uploadTexts.supportedFormats}
          </Notice>
        )}
        {(files.notices.limitReached || full) && <Notice>{checkoutTexts.cartLimitReached}</Notice>}
      </div>
      <InterruptedUploads
        records={files.uploads.interrupted}
        onContinue={files.uploads.resume}
        onRemove={(record) => void files.uploads.discard(record)}
      />
      <div className="upload-progress">
        <UploadRows rows={files.uploads.rows} now={files.now} onCancel={files.uploads.cancel} />
        <ImportRows imports={files.imports} />
      </div>
    </>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="upload-notice" role="alert">
      <WarningIcon size="1em" />
      <span>{children}</span>
    </p>
  );
}
