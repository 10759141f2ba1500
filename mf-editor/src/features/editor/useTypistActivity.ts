import { useEffect, useRef } from 'react';
import { TYPIST_ACTIVITY_SLICE_SECONDS } from '@portal/contracts/common/limits';

/** Editing time is reported in slices of a minute; a minute with no change counts nothing. */
export const ACTIVITY_SLICE_MS = TYPIST_ACTIVITY_SLICE_SECONDS * 1000;

type Record = (report: { jobId: number; seconds: number }) => unknown;

/**
 * Typist activity (POST /v1/typist-activity): each minute in which the text changed counts as
 * active editing time on the job, for the activity reports. Answers what to call on each change.
 */
export function useTypistActivity(jobId: number | undefined, record: Record): () => void {
  const active = useRef(false);
  useEffect(() => {
    if (jobId === undefined) return;
    const report = () => {
      if (active.current) void record({ jobId, seconds: ACTIVITY_SLICE_MS / 1000 });
      active.current = false;
    };
    const timer = setInterval(report, ACTIVITY_SLICE_MS);
    return () => {
      clearInterval(timer);
      report();
    };
  }, [jobId, record]);
  return () => {
    active.current = true;
  };
}
