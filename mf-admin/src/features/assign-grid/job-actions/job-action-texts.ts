import { adHocChargeTexts } from '@portal/contracts/ad-hoc-charge/texts';

/** What each job step says when it is done, and when it failed without a message of the server. */
export const jobActionTexts = {
  commented: { done: 'Comment saved', failed: 'The comment could not be saved' },
  reassigned: {
    done: 'Job back in the pool for retyping',
    failed: 'The job could not be reassigned',
  },
  submitted: { done: 'Job submitted for its typist', failed: 'The job could not be submitted' },
  sentBack: { done: 'Job sent back for editing', failed: 'The job could not be sent back' },
  issueResolved: { done: 'Issue resolved', failed: 'The issue could not be resolved' },
  reportSaved: { done: 'Report saved', failed: 'The report could not be saved' },
  rateApproved: { done: 'Rate approved', failed: 'The rate could not be approved' },
  deadlineChanged: { done: 'Deadline changed', failed: 'The deadline could not be changed' },
  chargeAdded: { done: adHocChargeTexts.added, failed: 'The charge could not be added' },
  chargeRemoved: { done: adHocChargeTexts.removed, failed: 'The charge could not be removed' },
} as const;

/** One job step's texts, as those above. */
export interface JobStepTexts {
  done: string;
  failed: string;
}
