import { useId, useMemo } from 'react';
import {
  captionProblems,
  captionTexts,
  transcriptCaptions,
} from '@portal/contracts/transcript/captions';
import { hasWordTimings } from '@portal/contracts/transcript/word-timings';
import { useGetTranscriptQuery } from '@portal/contracts/transcript/client';
import { CaptionProblemList } from '@portal/ui/captions';
import './caption-check.css';

/**
 * The preview's caption check: the cues the SRT makes from the transcript's word timings that
 * break the captioning norms. Only a transcript with word timings (a speech-to-text draft) has
 * it; the preview itself says when the transcript cannot be loaded.
 */
export function CaptionCheck({ mediaId }: { mediaId: number }) {
  const heading = useId();
  const { data } = useGetTranscriptQuery({ id: mediaId });
  const found = useMemo(() => {
    const sections = data?.content.sections ?? [];
    return sections.some(hasWordTimings) ? captionProblems(transcriptCaptions(sections)) : null;
  }, [data]);
  if (!found) return null;
  return (
    <section className="caption-check" aria-labelledby={heading}>
      <h3 id={heading} className="caption-check__heading">
        {captionTexts.title}
      </h3>
      <p className="caption-check__intro">{captionTexts.intro}</p>
      <p className="caption-check__summary">
        {found.length ? captionTexts.problemCount(found.length) : captionTexts.noProblems}
      </p>
      {found.length > 0 && <CaptionProblemList found={found} />}
    </section>
  );
}
