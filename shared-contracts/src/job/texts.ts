import type { JobAction } from './rules.ts';
import type { JobStatus } from '../common/statuses.ts';

/** What each job action does to a job, as "this job cannot be …" finishes it. */
const done: Record<JobAction, string> = {
  assign: 'assigned',
  offer: 'offered',
  assignSelf: 'taken',
  drop: 'dropped',
  finish: 'finished',
  finishAsTypist: 'submitted as its typist',
  approveRate: 'given a rate',
  reportIssue: 'reported',
  resolveIssue: 'resolved',
  removeTypist: 'taken from its typist',
  sendBackToTypist: 'sent back to its typist',
  assignProofreader: 'given a proofreader',
  removeProofreader: 'taken from its proofreader',
  delete: 'deleted',
  comment: 'commented on',
  commentToProofreader: 'given a comment to its proofreader',
  changeDeadline: 'given another deadline',
  writeReport: 'reported on',
  edit: 'edited',
};

/** What the API says about jobs (staff spec sections 4 and 7, Jobs). */
export const jobTexts = {
  /** The same text whether the job does not exist or the caller has no part in it. */
  notFound: 'This job was not found.',
  /** A change to the pay of a job an invoice holds (409): the invoice is voided first. */
  payInvoiced: (invoiceNumber: string) =>
    `This job's pay is on invoice ${invoiceNumber}: void that invoice before changing it.`,
  /** A move the job rules refuse from the job's status (409). */
  refused: (action: JobAction, status: JobStatus) =>
    `This job is ${status}: it cannot be ${done[action]}.`,
  /** Refusals where the status allows the action but the job does not. */
  notOffered: 'This job is not offered to typists.',
  alreadyTaken: 'Another typist has just taken this job.',
  issueOpen: 'This job already has an open issue.',
  noIssue: 'This job has no open issue.',
  noProofreader: 'This job has no proofreader.',
  mediaWithoutProofreader: 'No open job of this media has a proofreader.',
  /** PUT /v1/job/assign/{id}. */
  assignWhat: 'Name a typist, offer the job to typists, or name a proofreader.',
  typistOrOffer: 'Assign a typist or offer the job to typists, not both.',
  notATypist: 'Choose an active typist.',
  notAProofreader: 'Choose an active proofreader.',
  proofreaderDeadlineAlone: 'Name the proofreader this deadline is for.',
  /** PUT /v1/job/finish/{id}. */
  poorAudioReason: 'The audio of this job is poor. Please tell us why before you finish it.',
  dueToAudioQualityOff: 'Submitting a job due to audio quality is not available.',
  nothingTyped: 'Please type the transcript of this job before you finish it.',
  /** Deadlines: PUT /v1/job/{id} and GET /v1/job/max-typist-deadline/{id}. */
  deadlineExtensionOff: 'Extending a deadline is not available.',
  deadlineInPast: 'The deadline must be in the future.',
  deadlineNotLater: 'The new deadline must be later than the current one.',
  deadlinePastMax: (latest: string) => `The deadline can be no later than ${latest}.`,
  noMediaDeadline: "This job's media has no deadline yet.",
  /** PUT /v1/job/{id} with the report, while the proofreader reports flag is off. */
  proofreaderReportsOff: 'Proofreader reports are not available.',
  nothingToChange:
    'Send what to change: the deadline, the custom duration, the inaudibles amount, the report, or send_back.',
  /** GET /v1/job. */
  offersOff: 'Self-assign offers are not available.',
  scopeNotYours: 'This list of jobs is not available to your role.',
  /** PUT /v1/transcript/{id} by a typist or proofreader. */
  noOpenJob: 'You can write this transcript only while your job on it is open.',
  outsideRange: (ranges: string) =>
    `You can write only the sections of your job, starting within ${ranges}.`,
  sectionIdTaken: 'This section id is already used outside your job.',
  /** POST /v1/typist-activity on the caller's job once it is finished or merged (409). */
  activityClosed: 'This job is finished: editing time can no longer be recorded on it.',
} as const;
