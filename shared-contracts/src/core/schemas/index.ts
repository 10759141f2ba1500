/**
 * Runtime schemas (zod) for the API, which validates with them and builds its OpenAPI document
 * from them. Browser code imports only the types, from the main entry, so zod never ships there.
 */
export * from './wire.ts';
export * from './auth.ts';
export * from './user.ts';
export * from './user-list.ts';
export * from './account.ts';
export * from './mfa.ts';
export * from './services.ts';
export * from './service-management.ts';
export * from './cart.ts';
export * from './media.ts';
export * from './playback.ts';
export * from './errors.ts';
export * from './outbox.ts';
export * from './e2e.ts';
export * from './portal.ts';
export * from './transcript.ts';
export * from './documents.ts';
export * from './payment.ts';
export * from './storage.ts';
export * from './page.ts';
export * from './params.ts';
export * from './project.ts';
export * from './project-permission.ts';
export * from './company.ts';
export * from './job.ts';
export * from './media-assignment.ts';
export * from './speech-to-text.ts';
export * from './staff-media.ts';
export * from './shift.ts';
export * from './pre-booking.ts';
export * from './live-booking.ts';
export * from './invoice.ts';
export * from './report.ts';
export * from './ad-hoc-charge.ts';
export * from './short-file-bashing.ts';
export * from './typist-settings.ts';
export * from './job-finish.ts';
export * from './transcript-snapshot.ts';
export * from './typist-activity.ts';
export * from './spell-checker.ts';
export * from './staff-contracts.ts';
export * from './media-return.ts';
export * from './media-edits.ts';
export * from './discounts.ts';
