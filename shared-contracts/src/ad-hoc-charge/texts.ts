/**
 * What the ad-hoc charge routes answer when they refuse, and what the assign grid's charge
 * dialogs say (staff spec section 7 leaves these texts open).
 */
export const adHocChargeTexts = {
  notFound: 'Ad-hoc charge not found',
  amount: 'Enter an amount of more than 0.',
  unknownProject: 'Choose an existing project.',
  unknownJob: 'Choose an existing job.',
  unknownTypist: 'Choose a typist.',
  jobHasNoTypist: 'This job has no typist: choose the typist to pay.',
  projectNeeded: 'Choose the project whose cost the charge is added to.',
  clientChargeAlone: "A client's charge belongs to a project only.",
  typistChargeAlone: "A typist's charge is about a job, not a project.",
  typistCurrency: 'Typists are paid in GBP.',
  ownerCurrency: (currency: string) => `This project's charges are in ${currency}.`,
  invoiced: 'This charge is on an invoice and can no longer be changed or removed.',
  listTitle: 'Ad-hoc charges',
  addTitle: 'Add ad-hoc charge',
  empty: 'No ad-hoc charges on this job.',
  added: 'Ad-hoc charge added',
  removed: 'Ad-hoc charge removed',
} as const;
