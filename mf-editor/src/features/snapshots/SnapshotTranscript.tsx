import { timecode } from '@portal/contracts/job/format';
import type { TranscriptContent } from '@portal/contracts';
import { EmptyState } from '@portal/ui';

/** A transcript read-only: each section's start and speaker, then its text, markers as written. */
export function SnapshotTranscript({ content }: { content: TranscriptContent }) {
  return (
    <section className="snapshot-transcript" aria-labelledby="snapshot-transcript-title">
      <h2 id="snapshot-transcript-title" className="snapshot-transcript__title">
        Transcript
      </h2>
      {content.sections.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No text to show"
          text="This snapshot holds no sections, or none in the parts of the media you work on."
        />
      ) : (
        <ol className="snapshot-transcript__sections">
          {content.sections.map((section) => (
            <li key={section.id} className="snapshot-transcript__section">
              <p className="snapshot-transcript__meta">
                <span className="snapshot-transcript__time">{timecode(section.start)}</span>
                {section.speaker && (
                  <span className="snapshot-transcript__speaker">{section.speaker}</span>
                )}
              </p>
              <p className="snapshot-transcript__text">{section.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
