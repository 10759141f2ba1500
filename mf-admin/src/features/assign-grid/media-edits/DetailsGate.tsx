import type { ReactNode } from 'react';
import type { StaffMediaDetails } from '@portal/contracts/media-edits/schema';
import { failureText } from '@portal/contracts';
import { Button, ErrorState, Skeleton } from '@portal/ui';
import { Dialog, DialogClose } from '@portal/ui/dialog';

interface DetailsGateProps {
  title: string;
  details: {
    data?: StaffMediaDetails | undefined;
    error?: unknown;
    isError: boolean;
    isFetching: boolean;
    refetch(): unknown;
  };
  onClose(): void;
  /** The dialog once the media's details are read. */
  children(details: StaffMediaDetails): ReactNode;
}

/** A dialog that edits what GET /v1/media/details/{id} answers: loading and failure first. */
export function DetailsGate({ title, details, onClose, children }: DetailsGateProps) {
  if (details.data) return children(details.data);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      size="sm"
      actions={
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      }
    >
      {details.isError ? (
        <ErrorState
          headingLevel={3}
          message={failureText(details.error)}
          onRetry={() => void details.refetch()}
          retrying={details.isFetching}
        />
      ) : (
        <div role="status" aria-label="Loading the media's details">
          <Skeleton width="70%" />
          <Skeleton width="50%" />
        </div>
      )}
    </Dialog>
  );
}
