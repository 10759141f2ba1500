import { mediaDifficultyLabels, mediaPriorityLabels } from '@portal/contracts/media/levels';
import { formatUnixTime } from '@portal/contracts';
import { dash } from '../media-format.ts';

/** Each step the history records (a row action, a job action, the provider's), as done. */
const stepLabels: Record<string, string> = {
  returnToClient: 'Returned to client',
  forceReturnToClient: 'Returned to client with force',
  reNotify: 'Client re-notified',
  onHoldToggle: 'On hold changed',
  cancelToggle: 'Cancellation changed',
  returnNotes: 'Return notes changed',
  editMediaPriority: 'Priority changed',
  editMediaDifficulty: 'Difficulty changed',
  resendToS2t: 'Sent to speech-to-text',
  triggerVerbitError: 'Speech-to-text error recorded',
  s2tDraft: 'Speech-to-text draft received',
  s2tFail: 'Speech-to-text failed',
  deleteMedia: 'Media deleted',
  mergeTranscripts: 'Transcripts merged',
  split: 'Split',
  startWork: 'Work started',
  assign: 'Typist assigned',
  offer: 'Offered for self-assign',
  assignSelf: 'Self-assigned',
  drop: 'Dropped',
  finish: 'Finished',
  finishAsTypist: 'Finished as typist',
  approveRate: 'Rate approved',
  reportIssue: 'Issue reported',
  resolveIssue: 'Issue resolved',
  removeTypist: 'Typist removed',
  sendBackToTypist: 'Sent back to typist',
  assignProofreader: 'Proofreader assigned',
  removeProofreader: 'Proofreader removed',
  delete: 'Job deleted',
  comment: 'Comment changed',
  commentToProofreader: 'Proofreader comment changed',
  changeDeadline: 'Deadline changed',
  writeReport: 'Report written',
  edit: 'Job edited',
};

const fieldLabels: Record<string, string> = {
  status: 'Status',
  subStatus: 'Sub-status',
  onHold: 'On hold',
  cancelled: 'Cancelled',
  returnNotes: 'Return notes',
  returnedAt: 'Returned',
  priority: 'Priority',
  difficulty: 'Difficulty',
  mailedTo: 'Mailed to',
  s2tState: 'Speech-to-text',
  s2tError: 'Speech-to-text error',
  typistId: 'Typist',
  proofreaderId: 'Proofreader',
  deadline: 'Deadline',
  proofreaderDeadline: 'Proofreader deadline',
  rate: 'Rate',
  ratePercent: 'Rate percent',
  selfAssign: 'Self-assignable',
  hasIssue: 'Issue',
  adminComment: 'Comment to typist',
  proofreaderComment: 'Proofreader comment',
  mediaRangeStart: 'Range start',
  mediaRangeEnd: 'Range end',
};

/** A step's words; a step the portal has no words for yet shows under its recorded name. */
export const stepLabel = (action: string): string => stepLabels[action] ?? action;

/** A field's words, e.g. subStatus as "Sub-status". */
export const fieldLabel = (field: string): string =>
  fieldLabels[field] ?? field.replace(/([A-Z])/g, ' $1').toLowerCase();

const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const levels: Record<string, Record<number, string>> = {
  priority: mediaPriorityLabels,
  difficulty: mediaDifficultyLabels,
};

/** A recorded value as staff read it: levels by name, yes or no, moments as table dates. */
export function fieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return dash;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && levels[field]) return levels[field][value] ?? String(value);
  if (typeof value === 'string' && isoMoment.test(value))
    return formatUnixTime(Date.parse(value) / 1000, 'table');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number);
}
