import { Button } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';

interface LeaveQuestionProps {
  open: boolean;
  title: string;
  /** What is lost by leaving. */
  description: string;
  /** The leave button's words, e.g. "Leave without saving". */
  leaveLabel: string;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * The question before leaving work that would be lost (a leave guard's, or a dialog's own Cancel):
 * Stay on this page, the default way out of it, or leave.
 */
export function LeaveQuestion({
  open,
  title,
  description,
  leaveLabel,
  onStay,
  onLeave,
}: LeaveQuestionProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title={title}
      description={description}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onStay}>
            Stay on this page
          </Button>
          <Button variant="danger" onClick={onLeave}>
            {leaveLabel}
          </Button>
        </>
      }
    />
  );
}
