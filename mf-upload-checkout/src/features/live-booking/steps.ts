/** The live booking form's steps, in order (client spec section 4). */
export const liveSteps = [
  'selectCustomerAccount',
  'selectService',
  'setupBooking',
  'extraModifiers',
  'register',
  'checkout',
] as const;
export type LiveStep = (typeof liveSteps)[number];

export const stepTitles: Record<LiveStep, string> = {
  selectCustomerAccount: 'Client',
  selectService: 'Service',
  setupBooking: 'Sessions',
  extraModifiers: 'Add-ons',
  register: 'Sign in',
  checkout: 'Checkout',
};

/**
 * Who fills the form in: a visitor (who signs in or registers before booking), a client booking
 * for themself, or an admin or super admin booking for a client they choose first.
 */
export type Booker = 'visitor' | 'client' | 'admin';

/**
 * The steps a booker goes through: choosing a client is for admins, signing in for visitors. A
 * visitor's checkout shows ahead of them, for once they are signed in.
 */
export const stepsFor = (booker: Booker): LiveStep[] =>
  liveSteps.filter(
    (step) =>
      (step !== 'selectCustomerAccount' || booker === 'admin') &&
      (step !== 'register' || booker === 'visitor'),
  );

/** Where a restored booking opens: its last step, or the next this booker has. */
export function resumeStep(reached: LiveStep, steps: readonly LiveStep[]): LiveStep {
  const later = liveSteps.slice(liveSteps.indexOf(reached));
  return later.find((step) => steps.includes(step)) ?? steps[steps.length - 1]!;
}

/** Where each step's fields sit in the form's values (and in its errors). */
const stepValues: Partial<Record<LiveStep, 'serviceId' | 'sessions'>> = {
  selectService: 'serviceId',
  setupBooking: 'sessions',
};

/** Whether the errors (a validation's, or a refused booking's) are about the step's fields. */
export function stepHasErrors(step: LiveStep, errors: Record<string, unknown> | undefined) {
  const key = stepValues[step];
  return key !== undefined && Boolean(errors?.[key]);
}

/** The first step the errors are about. */
export const stepOfErrors = (errors: Record<string, unknown> | undefined): LiveStep | undefined =>
  liveSteps.find((step) => stepHasErrors(step, errors));
