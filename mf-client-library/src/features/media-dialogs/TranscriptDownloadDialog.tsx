import { useState } from 'react';
import { notify, usePortalDispatch, type DocumentType } from '@portal/contracts';
import {
  documentFileName,
  downloadFile,
  mediaProductUrl,
  type ProjectMediaView,
} from '@portal/contracts/library';
import { Button } from '@portal/ui';
import { Dialog, DialogClose } from '@portal/ui/dialog';
import { DocumentTypeField } from './DocumentTypeField.tsx';
import { failureText, mediaTexts } from './media-texts.ts';
import './media-dialogs.css';

interface TranscriptDownloadDialogProps {
  media: ProjectMediaView;
  onClose: () => void;
}

/**
 * The transcript of one media in the format the client chooses (GET
 * /v1/media/download-product/{id}), saved under the media's title with the format's extension.
 */
export default function TranscriptDownloadDialog({
  media,
  onClose,
}: TranscriptDownloadDialogProps) {
  const dispatch = usePortalDispatch();
  const [documentType, setDocumentType] = useState<DocumentType>('DOCX');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const url = mediaProductUrl(media.id, documentType);
      await dispatch(downloadFile(url, documentFileName(media.title, documentType)));
      onClose();
    } catch (error) {
      dispatch(
        notify({
          type: 'error',
          title: mediaTexts.transcriptDownloadFailed,
          desc: failureText(error),
        }),
      );
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Download transcript"
      description={media.title}
      dismissible={!busy}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="primary"
            loading={busy}
            loadingLabel="Downloading"
            onClick={() => void download()}
          >
            Download
          </Button>
        </>
      }
    >
      <DocumentTypeField value={documentType} onChange={setDocumentType} disabled={busy} />
    </Dialog>
  );
}
