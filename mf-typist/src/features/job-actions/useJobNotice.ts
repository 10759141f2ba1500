import { isConflict } from '@portal/contracts/app/failure-text';
import { useNotice } from '@portal/contracts';
import type { Job } from '@portal/contracts/job/schema';
import { jobName } from '../../components/JobSubject.tsx';
import { jobActionTexts } from './job-action-texts.ts';

/**
 * The notifications of a job action: its success names the job; a failure says what the server
 * said, and a 409 (the job moved on meanwhile, its list already refetching) says so.
 */
export function useJobNotice() {
  const notice = useNotice();
  return {
    success: (title: string, job: Job) => notice.success(title, jobName(job)),
    failure: (title: string, error: unknown) =>
      notice.failure(isConflict(error) ? jobActionTexts.changedMeanwhile : title, error),
  };
}

/** What every job action dialog is given. */
export interface JobDialogProps {
  job: Job;
  onClose(): void;
}
