import { useState } from 'react';
import { DEFAULT_FILE_NAMES, notify, usePortalDispatch } from '@portal/contracts';
import { COUPON_FILE_COLUMNS } from '@portal/contracts/promo-codes/texts';
import { uploadPromoCodes } from '@portal/contracts/promo-codes/client';
import { submissionErrors, validationMessages } from '@portal/contracts/app/field-errors';
import type { Validator } from '@portal/contracts/common/validation';
import { FormDialog, FormFileField } from '@portal/ui/forms';

interface Values {
  file?: File;
}

const fileChosen: Validator = (value) => (value instanceof Blob ? undefined : 'Choose a CSV file');

/** The format of the file, as an example to copy. */
function FileFormat() {
  return (
    <div className="promo-upload__format">
      <p>
        A CSV file: its first line names the columns, then one code a line. Leave max_uses empty for
        a single-use code, and expires_on (the last day, YYYY-MM-DD, UK time) for no end.
      </p>
      <pre>
        {[COUPON_FILE_COLUMNS.join(','), 'SPRING10,10,,', 'PARTNER25,25,100,2026-12-31'].join('\n')}
      </pre>
      <p>Every line must be right: a file with any refused line creates nothing.</p>
    </div>
  );
}

/**
 * POST /v1/activator/create-coupons: creates the codes of a CSV file, all or none. The refused
 * lines are listed, each with its number and reason; on success the codes created are saved as
 * generated-discount-codes.csv.
 */
export function UploadPromoCodesDialog({ onClose }: { onClose(): void }) {
  const dispatch = usePortalDispatch();
  const [refused, setRefused] = useState<string[]>([]);

  const submit = async ({ file }: Values) => {
    setRefused([]);
    try {
      await dispatch(uploadPromoCodes(file!));
    } catch (error) {
      const lines = validationMessages(error);
      if (!lines) return submissionErrors(error, 'The codes could not be created');
      setRefused(lines.map((line) => line.message));
      return { file: 'Nothing was created: correct the lines below and upload the file again.' };
    }
    dispatch(
      notify({
        type: 'success',
        title: 'Promo codes created',
        desc: `Saved as ${DEFAULT_FILE_NAMES.discountCodes}`,
      }),
    );
    onClose();
    return undefined;
  };

  return (
    <FormDialog<Values>
      title="Upload promo codes"
      intro={<FileFormat />}
      confirm="Create codes"
      busyLabel="Creating codes"
      size="lg"
      onSubmit={submit}
      onClose={onClose}
    >
      <FormFileField
        name="file"
        label="CSV file"
        accept=".csv,text/csv"
        required
        validate={fileChosen}
      />
      {refused.length > 0 && (
        <ul className="promo-upload__refused" aria-label="Refused lines">
          {refused.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </FormDialog>
  );
}
