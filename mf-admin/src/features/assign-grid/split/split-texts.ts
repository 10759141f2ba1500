/** What the split, proofreader and bulk assign forms say (the spec gives no texts for them). */
export const splitTexts = {
  badTime: 'Enter the time as mm:ss or hh:mm:ss.',
  badDeadline: 'Enter a date and time.',
  deadlineInPast: 'The deadline must be in the future.',
  proofreaderForDeadline: 'Name the proofreader this deadline is for.',
  split: 'Media split and assigned',
  splitFailed: 'The media could not be split',
  unassignTitle: 'Unassign typists?',
  unassignConfirm: 'Unassign and split',
  proofreaderAssigned: 'Proofreader assigned',
  proofreaderFailed: 'The proofreader could not be assigned',
  proofreaderRemoved: 'Proofreader removed',
  removeFailed: 'The proofreader could not be removed',
  bulkAssigned: (count: number) => `${count} media assigned`,
  bulkFailed: 'The media could not be assigned',
  bulkNothing: 'Choose a typist or a proofreader for at least one media.',
  staffFailed: 'The staff list could not be loaded',
} as const;
