import { WrittenText } from './JobSubject.tsx';
import { JobReadDialog } from './JobReadDialog.tsx';
import type { JobDialogProps } from './useJobStep.ts';

/**
 * proofreaderComment: what the job's proofreader wrote to the typist, read only, since only the
 * proofreader writes it (PUT /v1/job/comment/{id} keeps an admin's words as the admin's comment).
 */
export function ProofreaderCommentDialog(props: JobDialogProps) {
  const { job } = props;
  return (
    <JobReadDialog {...props} title="Proofreader's comment" size="sm">
      <WrittenText
        label={job.proofreaderName ?? 'Proofreader'}
        text={job.proofreaderComment ?? ''}
      />
    </JobReadDialog>
  );
}
