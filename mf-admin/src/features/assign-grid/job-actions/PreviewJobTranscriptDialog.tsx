import { failureText } from '@portal/contracts';
import { timecode } from '@portal/contracts/job/format';
import { useGetJobQuery } from '@portal/contracts/job/client';
import { ErrorState, Skeleton } from '@portal/ui';
import { DialogNote } from './JobSubject.tsx';
import { JobReadDialog } from './JobReadDialog.tsx';
import type { JobDialogProps } from './useJobStep.ts';

/** previewJobTranscript: the job's range of the transcript, read only (GET /v1/job/{id}?expand=typistTranscript). */
export function PreviewJobTranscriptDialog(props: JobDialogProps) {
  const { media, job } = props;
  const read = useGetJobQuery({ id: job.id, expand: ['typistTranscript'] });
  const sections = read.data?.typistTranscript?.sections ?? [];
  return (
    <JobReadDialog {...props} title="Preview transcript" size="lg">
      {read.isLoading && (
        <div role="status" aria-label="Loading the transcript">
          <Skeleton width="90%" />
          <Skeleton width="75%" />
          <Skeleton width="80%" />
        </div>
      )}
      {read.isError && (
        <ErrorState
          headingLevel={3}
          message={failureText(read.error)}
          onRetry={() => void read.refetch()}
          retrying={read.isFetching}
        />
      )}
      {read.isSuccess && sections.length === 0 && (
        <DialogNote>Nothing has been typed in this range yet.</DialogNote>
      )}
      {sections.length > 0 && (
        <ol className="job-transcript" aria-label={`Transcript of ${media.title}`}>
          {sections.map((section) => (
            <li key={section.id}>
              <span className="job-transcript__time">{timecode(section.start)}</span>
              {section.speaker && (
                <strong className="job-transcript__speaker">{section.speaker}:</strong>
              )}
              {section.text}
            </li>
          ))}
        </ol>
      )}
    </JobReadDialog>
  );
}
