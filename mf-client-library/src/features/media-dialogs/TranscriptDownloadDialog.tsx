import { useState } from 'react';
import {
  notify,
  usePortalDispatch,
  type DocumentType,
  type JobType,
  errorTexts,
  failureText,
} from '@portal/contracts';
import { downloadMediaProduct } from '@portal/contracts/media/download-client';
import type { ProjectMediaView } from '@portal/contracts/project/schema';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import { DocumentTypeField } from '../../components/DocumentTypeField.tsx';
import { mediaTexts } from './media-texts.ts';
import './media-dialogs.css';

interface TranscriptDownloadDialogProps {
  media: ProjectMediaView;
  /** The media's transcript (the default) or its notes. */
  kind?: JobType;
  onClose: () => void;
}

const kindTexts: Record<JobType, { title: string; failed: string }> = {
  default: { title: 'Download transcript', failed: mediaTexts.transcriptDownloadFailed },
  notes: { title: 'Download notes', failed: mediaTexts.notesDownloadFailed },
};

/**
 * The transcript of one media, or its notes, in the format the client chooses (GET
 * /v1/media/download-product/{id}), saved under the media's title with the format's extension
 * (the notes with -notes added, as the server names them).
 */
export default function TranscriptDownloadDialog({
  media,
  kind = 'default',
  onClose,
}: TranscriptDownloadDialogProps) {
  const texts = kindTexts[kind];
  const dispatch = usePortalDispatch();
  const [documentType, setDocumentType] = useState<DocumentType>('DOCX');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await dispatch(downloadMediaProduct(media, documentType, kind));
      onClose();
    } catch (error) {
      dispatch(
        notify({
          type: 'error',
          title: texts.failed,
          desc: failureText(error, errorTexts.contactUs),
        }),
      );
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={texts.title}
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

/** The same dialog for the media's notes. */
export function NotesDownloadDialog(props: Omit<TranscriptDownloadDialogProps, 'kind'>) {
  return <TranscriptDownloadDialog {...props} kind="notes" />;
}
