import { Field } from 'react-final-form';
import { DOCUMENT_TYPES, usePortalDispatch, type DocumentType } from '@portal/contracts';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { downloadMediaProduct } from '@portal/contracts/media/download-client';
import { FormDialog, SelectField } from '@portal/ui/forms';
import type { RowDialogProps } from './steps.tsx';

const documentTypes = DOCUMENT_TYPES.map((type) => ({ value: type, label: type }));

/**
 * downloadTranscript: the media's transcript as it stands, in one of the spec's document types,
 * saved under the media's title; a failure stays in the dialog, to try another type.
 */
export function DownloadTranscriptDialog({ media, onClose }: RowDialogProps) {
  const dispatch = usePortalDispatch();

  const submit = async ({ documentType }: { documentType: DocumentType }) => {
    try {
      await dispatch(downloadMediaProduct(media, documentType));
    } catch (error) {
      return submissionErrors(error, 'The transcript could not be downloaded');
    }
    onClose();
    return undefined;
  };

  return (
    <FormDialog<{ documentType: DocumentType }>
      title="Download transcript"
      description={media.title}
      confirm="Download"
      busyLabel="Downloading"
      initialValues={{ documentType: 'DOCX' }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field<string>
        name="documentType"
        render={({ input, meta }) => (
          <SelectField
            {...input}
            label="Document type"
            options={documentTypes}
            error={meta.submitError as string | undefined}
          />
        )}
      />
    </FormDialog>
  );
}
