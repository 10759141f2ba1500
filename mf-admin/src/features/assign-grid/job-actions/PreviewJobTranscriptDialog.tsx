import { timecode } from '@portal/contracts/job/format';
import { useGetJobQuery } from '@portal/contracts/job/client';
import { QueryState, Skeleton } from '@portal/ui';
import { DialogNote } from './JobSubject.tsx';
import { JobReadDialog } from './JobReadDialog.tsx';
import type { JobDialogProps } from './useJobStep.ts';

/** previewJobTranscript: the job's range of the transcript, read only (GET /v1/job/{id}?expand=typistTranscript). */
export function PreviewJobTranscriptDialog(props: JobDialogProps) {
  const { media, job } = props;
  const read = useGetJobQuery({ id: job.id, expand: ['typistTranscript'] });
  return (
    <JobReadDialog {...props} title="Preview transcript" size="lg">
      <QueryState
        query={read}
        loading={
          <>
            <Skeleton width="90%" />
            <Skeleton width="75%" />
            <Skeleton width="80%" />
          </>
        }
        loadingLabel="Loading the transcript"
        headingLevel={3}
        isEmpty={(typed) => !typed.typistTranscript?.sections.length}
        empty={<DialogNote>Nothing has been typed in this range yet.</DialogNote>}
      >
        {({ typistTranscript }) => (
          <ol className="job-transcript" aria-label={`Transcript of ${media.title}`}>
            {typistTranscript?.sections.map((section) => (
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
      </QueryState>
    </JobReadDialog>
  );
}
