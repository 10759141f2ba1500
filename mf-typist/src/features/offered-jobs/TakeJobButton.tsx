import { notify, usePortalDispatch, type User } from '@portal/contracts';
import { jobActionsFor } from '@portal/contracts/job/rules';
import { useAssignJobMutation } from '@portal/contracts/job/client';
import type { Job } from '@portal/contracts/job/schema';
import { failureText } from '@portal/contracts';
import { isConflict } from '@portal/contracts/app/failure-text';
import { Button } from '@portal/ui';
import { jobName } from '../../components/JobSubject.tsx';
import { jobActionTexts } from '../job-actions/index.ts';

/**
 * Takes an offered job (PUT /v1/job/assign/{id} with no details), when the job rules offer it
 * to this typist. Another typist may have taken it first: the API answers 409, the typist is
 * told so, and the list (refetched by the refusal) no longer shows it.
 */
export function TakeJobButton({ job, user }: { job: Job; user: User }) {
  const dispatch = usePortalDispatch();
  const [assign, { isLoading }] = useAssignJobMutation();
  if (!jobActionsFor(user, job).includes('assignSelf')) return null;

  const take = async () => {
    const result = await assign({ id: job.id });
    if (result.error) {
      const title = isConflict(result.error)
        ? jobActionTexts.noLongerAvailable
        : jobActionTexts.takeFailed;
      dispatch(notify({ type: 'error', title, desc: failureText(result.error) }));
      return;
    }
    dispatch(
      notify({
        type: 'success',
        title: jobActionTexts.taken,
        desc: `${jobName(job)} is in your assigned jobs now.`,
      }),
    );
  };

  return (
    <Button
      size="sm"
      loading={isLoading}
      loadingLabel="Taking"
      aria-label={`Take job ${jobName(job)}`}
      onClick={() => void take()}
    >
      Take job
    </Button>
  );
}
