import { useState } from 'react';
import { notify, usePortalDispatch, type ApiError, type DocumentType } from '@portal/contracts';
import { bulkDownloadFailureText } from '@portal/contracts/documents/rules';
import { downloadProjectZip } from '@portal/contracts/media/bulk-download-client';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import { DialogNote } from '../../components/DialogText.tsx';
import { DocumentTypeField } from '../../components/DocumentTypeField.tsx';
import type { ProjectDialogProps } from './project-dialog-props.ts';

/**
 * The transcripts of a whole project in one format, as a zip (transcripts.zip): saved at once, or
 * when the server makes it in the background, followed in the notification center.
 */
export default function BulkDownloadDialog({ project, onClose }: ProjectDialogProps) {
  const dispatch = usePortalDispatch();
  const [documentType, setDocumentType] = useState<DocumentType>('DOCX');
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await dispatch(downloadProjectZip(project.id, documentType));
      onClose();
    } catch (error) {
      // The format's advice (client spec section 8), with the server's reason when it gave one.
      const reason = (error as Partial<ApiError>).items?.[0]?.message;
      dispatch(
        notify({ type: 'error', title: bulkDownloadFailureText(documentType), desc: reason }),
      );
      setDownloading(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Download transcripts"
      description={project.title}
      dismissible={!downloading}
      actions={
        <ConfirmActions
          confirm="Download"
          busyLabel="Downloading"
          busy={downloading}
          onConfirm={() => void download()}
        />
      }
    >
      <DialogNote>Every finished transcript of the project, in one zip file.</DialogNote>
      <DocumentTypeField value={documentType} onChange={setDocumentType} disabled={downloading} />
    </Dialog>
  );
}
