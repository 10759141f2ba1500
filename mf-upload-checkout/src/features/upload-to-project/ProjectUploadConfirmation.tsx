import { useId, type ReactNode } from 'react';
import type { CartView } from '@portal/contracts/cart/schema';
import type { ProjectView } from '@portal/contracts/project/schema';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import { WaitNote } from '../../components/WaitNote.tsx';
import { CartTotals } from '../cart/index.ts';
import { projectUploadTexts } from './texts.ts';

interface ProjectUploadConfirmationProps {
  project: ProjectView;
  cart: CartView;
  confirming: boolean;
  /** Cancel: back to the upload step. */
  onBack: () => void;
  onConfirm: () => void;
  /** Closing goes up two levels: the whole upload-to-project dialog closes. */
  onClose: () => void;
  /** What must be done before Confirm (the simple meeting details), under the totals. */
  children?: ReactNode;
  /** Confirm waits, e.g. for the meeting details of every file. */
  confirmDisabled?: boolean;
  /** Why Confirm waits, in words, read with it. */
  note?: string;
}

/** Upload confirmation (client spec section 2): what is ordered, and on which account. */
export function ProjectUploadConfirmation({
  project,
  cart,
  confirming,
  onBack,
  onConfirm,
  onClose,
  children,
  confirmDisabled = false,
  note,
}: ProjectUploadConfirmationProps) {
  const count = cart.mediaList.length;
  const noteId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={projectUploadTexts.confirmationTitle}
      description={`${count} ${count === 1 ? 'file' : 'files'} will be added to ${project.title} and ordered on your business account.`}
      size={children ? 'md' : 'sm'}
      dismissible={!confirming}
      actions={
        <ConfirmActions
          confirm="Confirm"
          busyLabel="Ordering"
          busy={confirming}
          disabled={confirmDisabled}
          describedBy={note ? noteId : undefined}
          onConfirm={onConfirm}
          onCancel={onBack}
        />
      }
    >
      <CartTotals cart={cart} busy={confirming} />
      {children}
      <WaitNote id={noteId} note={note} className="project-upload__wait" />
    </Dialog>
  );
}
