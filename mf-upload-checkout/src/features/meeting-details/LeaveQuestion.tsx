import { meetingDetailsTexts } from '@portal/contracts/cart';
import { Button } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';

interface LeaveQuestionProps {
  /** Where the visitor wanted to go, while the question is open (useLeaveGuard's pending). */
  pending: string | undefined;
  stay: () => void;
  leave: () => void;
}

/** The leave guard's question for meeting details that are edited and not saved yet. */
export function LeaveQuestion({ pending, stay, leave }: LeaveQuestionProps) {
  return (
    <Dialog
      open={pending !== undefined}
      onOpenChange={(open) => {
        if (!open) stay();
      }}
      title={meetingDetailsTexts.leaveTitle}
      description={meetingDetailsTexts.leaveQuestion}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={stay}>
            Stay on this page
          </Button>
          <Button variant="danger" onClick={leave}>
            Leave without saving
          </Button>
        </>
      }
    />
  );
}
