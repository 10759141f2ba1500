import { notify, usePortalDispatch, type ApiError } from '@portal/contracts';
import { useRefreshStaffMediaMutation } from '@portal/contracts/media/staff-media-client';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { failureText } from '@portal/contracts';
import { isConflict } from '@portal/contracts/app/failure-text';

type StepResult = { data: unknown; error?: undefined } | { data?: undefined; error: unknown };

/** What a step says when it is done, and when the server refused it. */
export interface StepTexts {
  done: string;
  failed: string;
}

export const rowStepTexts = {
  changedMeanwhile: 'This media changed meanwhile: its row shows it as it is now.',
} as const;

/** A refusal that says the row on screen is out of date: the media moved on, or is gone. */
const outdated = (error: unknown) =>
  isConflict(error) || (error as Partial<ApiError> | undefined)?.status === 404;

/**
 * Runs a row action's call, then reads the row again wherever the grid shows it (the step
 * changed it, or the refusal says it changed meanwhile) and says how it went: on success the
 * media's title with the sub-status it now has. Resolves with whether the step was done.
 */
export function useRowStep(media: StaffMedia) {
  const dispatch = usePortalDispatch();
  const [refresh] = useRefreshStaffMediaMutation();
  return async (step: Promise<StepResult>, texts: StepTexts): Promise<boolean> => {
    const { error } = await step;
    if (error !== undefined && !outdated(error)) {
      dispatch(notify({ type: 'error', title: texts.failed, desc: failureText(error) }));
      return false;
    }
    const fresh = await refresh([media.id]);
    const row = fresh.data?.result[0];
    if (error !== undefined) {
      dispatch(
        notify({ type: 'error', title: rowStepTexts.changedMeanwhile, desc: failureText(error) }),
      );
      return false;
    }
    const subStatus = row?.subStatus ? `: ${row.subStatus}` : '';
    dispatch(notify({ type: 'success', title: texts.done, desc: `${media.title}${subStatus}` }));
    return true;
  };
}
