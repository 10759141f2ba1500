import { eq } from 'drizzle-orm';
import { mediaEditTexts } from '@portal/contracts/media-edits/texts';
import { toMeetingDetails } from '@portal/contracts/meeting-details/rules';
import type { MeetingDetailsInput } from '@portal/contracts/media/schema';
import type { ServiceOptions } from '@portal/contracts/services/rules';
import type { ServiceOptionsInput } from '@portal/contracts/services/schema';
import type { Db } from '../../db/index.ts';
import type { MediaRow } from '../../db/rows.ts';
import { adminChatMessages, jobs } from '../../db/schema.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { ApiError, unprocessable } from '../../lib/http-errors.ts';
import { recordMediaStep, type JobStepBy } from '../job/staff-actions.ts';
import { checkedOptions } from '../pricing/options.ts';

/** The client's own words stay with the options whoever changes them. */
const clientsPart = ({ clientComments, rejectCartReminders }: ServiceOptions) => ({
  ...(clientComments ? { clientComments } : {}),
  ...(rejectCartReminders === undefined ? {} : { rejectCartReminders }),
});

/** editMediaDeadline: a deadline in the past is refused, naming the field. */
export function deadlineChange(deadline: number, now: Date): Pick<MediaRow, 'deadline'> {
  const at = new Date(deadline * 1000);
  if (at.getTime() <= now.getTime()) throw unprocessable(mediaEditTexts.deadlinePast, 'deadline');
  return { deadline: at };
}

/**
 * editService: the options checked against the service as a client's are (the turnaround among
 * them). The price stays: the client paid for the order as placed, and is neither charged again
 * nor refunded here; the history keeps the options before and after.
 */
export async function serviceChange(
  db: Db,
  item: MediaRow,
  input: DomainInput<ServiceOptionsInput>,
): Promise<Pick<MediaRow, 'serviceOptions'>> {
  if (!item.serviceOptions) throw new ApiError(409, mediaEditTexts.noService);
  const options = (await checkedOptions(db, input))!;
  return { serviceOptions: { ...options, ...clientsPart(item.serviceOptions) } };
}

/** clientNotes: the client's comments kept in the media's service options; empty removes them. */
export function clientCommentsChange(
  item: MediaRow,
  comments: string,
): Pick<MediaRow, 'serviceOptions'> {
  if (!item.serviceOptions) throw new ApiError(409, mediaEditTexts.noService);
  const { clientComments: _old, ...rest } = item.serviceOptions;
  return { serviceOptions: comments ? { ...rest, clientComments: comments } : rest };
}

/** editBookingInfo: the meeting details, replacing those kept. */
export const bookingChange = (
  input: DomainInput<MeetingDetailsInput>,
): Pick<MediaRow, 'extraFields'> => ({ extraFields: toMeetingDetails(input) });

/** adminsChat: one more message in the media's chat; the media itself is unchanged. */
export async function addChatMessage(
  tx: Db,
  item: MediaRow,
  message: string,
  by: JobStepBy,
): Promise<void> {
  await tx.insert(adminChatMessages).values({
    mediaId: item.id,
    authorId: by.actorId,
    message,
    at: by.at,
  });
  await recordMediaStep(tx, 'adminsChat', by, item, item, { message });
}

/**
 * poorAudio: an admin's word that the recording is poor, on every job of the media, so its
 * typists and proofreaders read the reason with their job as they would a typist's.
 */
export async function markPoorAudio(
  tx: Db,
  item: MediaRow,
  reason: string,
  by: JobStepBy,
): Promise<void> {
  const marked = await tx
    .update(jobs)
    .set({ audioQuality: 'poor', poorAudioReason: reason, updatedAt: by.at })
    .where(eq(jobs.mediaId, item.id))
    .returning({ id: jobs.id });
  if (marked.length === 0) throw new ApiError(409, mediaEditTexts.noJobs);
  await recordMediaStep(tx, 'poorAudio', by, item, item, {
    audioQuality: 'poor',
    poorAudioReason: reason,
    jobIds: marked.map((job) => job.id).sort((a, b) => a - b),
  });
}
