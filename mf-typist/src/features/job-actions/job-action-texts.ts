/** The notifications of the job actions. */
export const jobActionTexts = {
  dropped: 'Job dropped',
  dropFailed: 'The job could not be dropped',
  finished: 'Job finished',
  proofreadingFinished: 'Proofreading finished',
  finishFailed: 'The job could not be finished',
  issueReported: 'Issue reported',
  reportFailed: 'The issue could not be reported',
  deadlineExtended: 'Deadline extended',
  extendFailed: 'The deadline could not be extended',
  sentBack: 'Job sent back to the typist',
  sendBackFailed: 'The job could not be sent back',
  taken: 'Job taken',
  takeFailed: 'The job could not be taken',
  noLongerAvailable: 'This job is no longer available',
  changedMeanwhile: 'This job has changed meanwhile',
} as const;
