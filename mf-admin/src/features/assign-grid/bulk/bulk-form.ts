import {
  bulkAssignRowErrors,
  type BulkAssignRequest,
  type BulkAssignResult,
} from '@portal/contracts/media-assignment/client';
import { fromDeadlineInput } from '@portal/contracts/job/deadline-input';
import type { FieldMessage, SubmissionErrorTree } from '@portal/contracts/app/field-errors';

/** One media of the bulk form. */
export interface BulkRowValues {
  typistId?: string;
  deadline?: string;
  proofreaderId?: string;
  proofreaderDeadline?: string;
}

/**
 * The bulk form's values, each media under `m{id}`: final-form reads a number in a field's path
 * as an array index.
 */
export interface BulkValues {
  items: Record<string, BulkRowValues | undefined>;
}

export const rowKey = (mediaId: number) => `m${mediaId}`;

const bulkFields = new Set(['typistId', 'deadline', 'proofreaderId', 'proofreaderDeadline']);

const deadline = (value: string | undefined) => (value ? fromDeadlineInput(value) : undefined);
const id = (value: string | undefined) => (value ? Number(value) : undefined);

/** POST /v1/media/assign for the media given someone, of those not assigned yet. */
export function bulkRequest(values: BulkValues, mediaIds: readonly number[]): BulkAssignRequest {
  const items = mediaIds.flatMap((mediaId) => {
    const row = values.items[rowKey(mediaId)] ?? {};
    if (!row.typistId && !row.proofreaderId) return [];
    return [
      {
        mediaId,
        typistId: id(row.typistId),
        deadline: row.typistId ? deadline(row.deadline) : undefined,
        proofreaderId: id(row.proofreaderId),
        proofreaderDeadline: row.proofreaderId ? deadline(row.proofreaderDeadline) : undefined,
      },
    ];
  });
  return { items };
}

/** What became of a bulk assignment: the media assigned, and each other's messages. */
export interface BulkOutcome {
  assigned: number[];
  /** By media id: the messages about no field of the form, shown under the media's row. */
  rowMessages: Map<number, string[]>;
  /** The messages about a field, under that field. */
  fieldErrors: SubmissionErrorTree;
}

/**
 * The server's outcome regrouped under the form's rows (staff spec section 7: a per-item error
 * status is a validation error carrying the server message).
 */
export function bulkOutcome(result: BulkAssignResult): BulkOutcome {
  const assigned = result.items.filter((item) => item.status === 200).map((item) => item.mediaId);
  const rowMessages = new Map<number, string[]>();
  const fieldErrors: SubmissionErrorTree = {};
  const items: SubmissionErrorTree = {};
  for (const [mediaId, messages] of bulkAssignRowErrors(result)) {
    const own: SubmissionErrorTree = {};
    const rest: string[] = [];
    for (const { field, message } of messages as FieldMessage[]) {
      if (field && bulkFields.has(field)) own[field] ??= message;
      else rest.push(message);
    }
    if (Object.keys(own).length > 0) items[rowKey(mediaId)] = own;
    if (rest.length > 0) rowMessages.set(mediaId, rest);
  }
  if (Object.keys(items).length > 0) fieldErrors.items = items;
  return { assigned, rowMessages, fieldErrors };
}
