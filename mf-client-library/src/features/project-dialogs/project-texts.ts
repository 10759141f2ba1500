import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { sharingTexts } from '@portal/contracts/project-permission/texts';

/**
 * What the projects of the client library say (client spec section 8, Client library). Texts
 * the spec gives in words are its own; for the failures and successes it only names, these
 * say what happened in the same voice.
 */
export const projectTexts = {
  projectsLoadFailed: 'We had a problem loading your projects',
  /** The project's client ad-hoc charges, on its cost breakdown. */
  additionalCharges: 'Additional charges',
  updated: 'Your project details have been updated',
  updateFailed: 'We had a problem updating your project',
  created: 'Your project has been created',
  /** The spec's, under Upload and checkout. */
  createFailed: 'Project creation failed',
  deleted: 'Your project has been deleted',
  deleteFailed: 'We had a problem deleting your project',
  duplicated: 'Your project has been duplicated',
  duplicateFailed: 'Please revise project info',
  invitationSent: sharingTexts.invitationSent,
  accessRevoked: sharingTexts.accessRevoked,
  shareFailed: 'We had a problem sharing your project',
  revokeFailed: 'We had a problem revoking access',
  sharesLoadFailed: 'We had a problem loading the share users',
  contactUs: checkoutTexts.contactUs,
} as const;
