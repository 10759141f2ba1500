import { useState } from 'react';
import { notify, usePortalDispatch, type DocumentType } from '@portal/contracts';
import {
  documentFileName,
  downloadFile,
  mediaProductUrl,
  type ProjectMediaView,
} from '@portal/contracts/library';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import { DocumentTypeField } from '../../components/DocumentTypeField.tsx';
import { failureText } from '../../components/failure-text.ts';
import { mediaTexts } from './media-texts.ts';
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
        <ConfirmActions
          confirm="Download"
          busyLabel="Downloading"
          busy={busy}
          onConfirm={() => void download()}
        />
      }
    >
      <DocumentTypeField value={documentType} onChange={setDocumentType} disabled={busy} />
    </Dialog>
  );
}
