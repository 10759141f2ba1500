import { useState, type ReactNode } from 'react';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import { useRowStep, type StepTexts } from './useRowStep.ts';

export interface ConfirmStepDialogProps {
  media: StaffMedia;
  title: string;
  /** What the step does, and what it leaves the media as. */
  children: ReactNode;
  confirm: string;
  busyLabel: string;
  texts: StepTexts;
  /** The step's call. */
  run(): Promise<{ data: unknown; error?: undefined } | { data?: undefined; error: unknown }>;
  danger?: boolean;
  onClose(): void;
}

/**
 * A row action asked for once more before it is taken: what it does, then Cancel or confirm;
 * nothing closes the dialog while the step runs, and it closes once the step is over.
 */
export function ConfirmStepDialog({
  media,
  title,
  children,
  confirm,
  busyLabel,
  texts,
  run,
  danger = false,
  onClose,
}: ConfirmStepDialogProps) {
  const step = useRowStep(media);
  const [busy, setBusy] = useState(false);
  const take = async () => {
    setBusy(true);
    await step(run(), texts);
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={media.title}
      dismissible={!busy}
      actions={
        <ConfirmActions
          confirm={confirm}
          busyLabel={busyLabel}
          busy={busy}
          variant={danger ? 'danger' : 'primary'}
          onConfirm={() => void take()}
        />
      }
    >
      {children}
    </Dialog>
  );
}
