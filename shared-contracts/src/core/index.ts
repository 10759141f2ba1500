/**
 * The server-safe core of the contracts: zod schemas and the types inferred from them, limits,
 * texts and rules (state tables, pricing). It imports no React, Redux or DOM, so the API loads it
 * at start; the portal takes its rules through the client entries and its types from here.
 */
export * from './assign-grid-actions.ts';
export * from './audio-quality.ts';
export * from './markers.ts';
export * from './auth.ts';
export * from './checkout.ts';
export * from './constants.ts';
export * from './currency.ts';
export * from './documents.ts';
export * from './errors.ts';
export * from './flags.ts';
export * from './grades.ts';
export * from './job-deadlines.ts';
export * from './job-rules.ts';
export * from './hotkeys.ts';
export * from './idle-logout.ts';
export * from './invoices.ts';
export * from './reports.ts';
export * from './remotes.ts';
export * from './limits.ts';
export * from './live-booking.ts';
export * from './login-validators.ts';
export * from './media-edits.ts';
export * from './media-format.ts';
export * from './media-levels.ts';
export * from './media-progress.ts';
export * from './media-removal.ts';
export * from './meeting-details.ts';
export * from './meeting-details-forms.ts';
export * from './mfa.ts';
export * from './password-policy.ts';
export * from './portal-time.ts';
export * from './pricing.ts';
export * from './project-access.ts';
export * from './project-status.ts';
export * from './roles.ts';
export * from './policy.ts';
export * from './route-actions.ts';
export * from './service-options-form.ts';
export * from './services.ts';
export * from './session-id.ts';
export * from './split-ranges.ts';
export * from './staff-contracts.ts';
export * from './statuses.ts';
export * from './transcript.ts';
export * from './transcript-speakers.ts';
export * from './uploads.ts';
export * from './user-tags.ts';
export * from './validation.ts';
export * from './schemas/index.ts';
export * from './routes/index.ts';
export * from './texts/index.ts';
export * from './word-count.ts';
