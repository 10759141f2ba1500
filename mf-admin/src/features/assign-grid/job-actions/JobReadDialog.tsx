import type { ReactNode } from 'react';
import { Button } from '@portal/ui';
import { Dialog, DialogClose, type DialogSize } from '@portal/ui/dialog';
import { JobSubject } from './JobSubject.tsx';
import type { JobDialogProps } from './useJobStep.ts';

interface JobReadDialogProps extends JobDialogProps {
  title: string;
  size: DialogSize;
  children: ReactNode;
}

/** A job dialog to read, not to act in: the job named, what there is to read, and Close. */
export function JobReadDialog({ title, size, media, job, onClose, children }: JobReadDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      size={size}
      actions={
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      }
    >
      <JobSubject media={media} job={job} />
      {children}
    </Dialog>
  );
}
