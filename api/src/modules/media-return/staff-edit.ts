import { eq } from 'drizzle-orm';
import { can } from '@portal/contracts/policy/policy';
import { errorTexts } from '@portal/contracts/common/errors';
import {
  mayUseGridAction,
  type MediaRowAction,
} from '@portal/contracts/media-assignment/assign-grid-actions';
import { mediaReturnTexts } from '@portal/contracts/media-return/texts';
import { notOrdered, type MediaStatus } from '@portal/contracts/common/statuses';
import {
  staffMediaEditKeys,
  staffOrderEditKeys,
  type Media,
  type UpdateMediaInput,
} from '@portal/contracts/media/schema';
import type { Db } from '../../db/index.ts';
import type { MediaRow } from '../../db/rows.ts';
import { media } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { camelKey, snakeKey } from '@portal/contracts/common/wire-keys';
import type { DomainInput } from '../../lib/domain-input.ts';
import { ApiError, unprocessable } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { deriveMediaProgress } from '../job/progress.ts';
import {
  addChatMessage,
  bookingChange,
  clientCommentsChange,
  deadlineChange,
  markPoorAudio,
  serviceChange,
} from './details-edit.ts';
import { recordMediaStep, type JobStepBy, type MediaStepName } from '../job/staff-actions.ts';
import { toMedia } from '../project/media.ts';
import { findMedia, lockMedia, mediaRowOf } from './standing.ts';

/** PUT /v1/media/{id}'s body as the route hands it: `onHold`, `serviceOptions`, `updatedAt`. */
type MediaEdit = DomainInput<UpdateMediaInput>;

/** The contracts' staff edits as the domain names them: `onHold`, `serviceOptions`. */
const mediaEditKeys = staffMediaEditKeys.map(camelKey);
const orderEditKeys = staffOrderEditKeys.map(camelKey);

type StaffKey = (typeof mediaEditKeys)[number] | (typeof orderEditKeys)[number];

/** Whether PUT /v1/media/{id} carries a staff edit (the owner's edits carry none). */
export const isStaffEdit = (input: MediaEdit): boolean =>
  mediaEditKeys.some((key) => input[key] !== undefined);

/**
 * Whether staff change the owner's fields of an ordered media (editService, editBookingInfo):
 * before the order those fields are the owner's (an admin acting for a client included).
 */
export async function isStaffOrderEdit(
  db: Db,
  caller: Actor | null,
  id: number,
  input: MediaEdit,
): Promise<boolean> {
  if (!can(caller, 'media.dispatch')) return false;
  if (!orderEditKeys.some((key) => input[key] !== undefined)) return false;
  return !notOrdered.includes((await findMedia(db, id)).status);
}

/**
 * Who changes what: admins and super admins all of it; restricted admins, who run assignment,
 * pause and resume the work (on hold) but neither stop an order nor write to its client.
 */
const editors: Record<StaffKey, MediaRowAction> = {
  onHold: 'onHoldToggle',
  cancelled: 'cancelToggle',
  returnNotes: 'returnNotes',
  priority: 'editMediaPriority',
  difficulty: 'editMediaDifficulty',
  deadline: 'editMediaDeadline',
  clientComments: 'clientNotes',
  adminChat: 'adminsChat',
  poorAudioReason: 'poorAudio',
  serviceOptions: 'editService',
  extraFields: 'editBookingInfo',
};

const editKeys = [...mediaEditKeys, ...orderEditKeys];

/** The keys that may come with a staff edit: the edits, and the version the editor saw. */
const staffKeys: readonly string[] = [...editKeys, 'updatedAt'];

/** Returned to the client (or archived after): its work is over, nothing to pause or stop. */
const delivered: readonly MediaStatus[] = ['returned', 'archived'];

/** The caller, when they may make every edit asked, sent on its own. */
function checkEdit(actor: Actor | null, input: MediaEdit): Actor {
  if (!actor) throw new ApiError(401, errorTexts.unauthorized);
  const asked = editKeys.filter((key) => input[key] !== undefined);
  if (asked.some((key) => !mayUseGridAction(actor.role, editors[key])))
    throw new ApiError(403, errorTexts.unauthorized);
  const other = Object.keys(input).find((key) => !staffKeys.includes(key));
  if (other) throw unprocessable(mediaReturnTexts.staffEditAlone, snakeKey(other));
  return actor;
}

function checkStanding(item: MediaRow, input: MediaEdit): void {
  if (input.updatedAt !== undefined && input.updatedAt !== item.updatedAt.getTime())
    throw new ApiError(409, mediaReturnTexts.changedSince);
  if (notOrdered.includes(item.status)) throw new ApiError(409, mediaReturnTexts.notOrdered);
  const toggles = input.onHold !== undefined || input.cancelled !== undefined;
  if (toggles && delivered.includes(item.status))
    throw new ApiError(409, mediaReturnTexts.alreadyReturned);
}

/** One edit, recorded as its row action when it changes something. */
async function edit(
  tx: Db,
  item: MediaRow,
  action: MediaStepName,
  changes: Partial<MediaRow>,
  by: JobStepBy,
): Promise<MediaRow> {
  const unchanged = Object.entries(changes).every(
    ([key, value]) => JSON.stringify(item[key as keyof MediaRow]) === JSON.stringify(value),
  );
  if (unchanged) return item;
  await tx
    .update(media)
    .set({ ...changes, updatedAt: by.at })
    .where(eq(media.id, item.id));
  await deriveMediaProgress(tx, item.id, by.at);
  const after = await mediaRowOf(tx, item.id);
  await recordMediaStep(tx, action, by, item, after);
  return after;
}

/** The media's editable details (mf-admin's media-edits), each recorded as its row action. */
async function editDetails(
  tx: Db,
  now: Date,
  item: MediaRow,
  input: MediaEdit,
  by: JobStepBy,
): Promise<MediaRow> {
  if (input.deadline !== undefined)
    item = await edit(tx, item, 'editMediaDeadline', deadlineChange(input.deadline, now), by);
  if (input.serviceOptions !== undefined)
    item = await edit(
      tx,
      item,
      'editService',
      await serviceChange(tx, item, input.serviceOptions),
      by,
    );
  if (input.clientComments !== undefined)
    item = await edit(
      tx,
      item,
      'clientNotes',
      clientCommentsChange(item, input.clientComments),
      by,
    );
  if (input.extraFields !== undefined)
    item = await edit(tx, item, 'editBookingInfo', bookingChange(input.extraFields), by);
  if (input.poorAudioReason !== undefined) await markPoorAudio(tx, item, input.poorAudioReason, by);
  if (input.adminChat !== undefined) await addChatMessage(tx, item, input.adminChat, by);
  return item;
}

/**
 * PUT /v1/media/{id} from staff: on hold (sub-status On hold, the jobs' progress kept beneath),
 * cancelled (Cancelled), the return notes, priority and difficulty, and the media's editable
 * details (deadline, service, client notes, booking info, poor audio, admins' chat), on an
 * ordered media; the toggles are refused on a returned one (409), and every edit on a media
 * changed since the `updated_at` sent (409). Each change is recorded as its row action; all or
 * nothing.
 */
export async function staffEditMedia(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  actor: Actor | null,
  id: number,
  input: MediaEdit,
): Promise<Media> {
  const by = { actorId: checkEdit(actor, input).userId, at: deps.now() };
  return deps.db.transaction(async (tx) => {
    let item = await lockMedia(tx, id);
    checkStanding(item, input);
    if (input.onHold !== undefined)
      item = await edit(tx, item, 'onHoldToggle', { onHold: input.onHold }, by);
    if (input.cancelled !== undefined)
      item = await edit(tx, item, 'cancelToggle', { cancelled: input.cancelled }, by);
    if (input.returnNotes !== undefined)
      item = await edit(tx, item, 'returnNotes', { returnNotes: input.returnNotes || null }, by);
    if (input.priority !== undefined)
      item = await edit(tx, item, 'editMediaPriority', { priority: input.priority }, by);
    if (input.difficulty !== undefined)
      item = await edit(tx, item, 'editMediaDifficulty', { difficulty: input.difficulty }, by);
    return toMedia(await editDetails(tx, by.at, item, input, by));
  });
}
