export * from './policy/roles.ts';
// Who may do what, as the API's gates ask it: menus and buttons read the same policy.
export {
  can,
  inAudience,
  rolesThatMay,
  type PolicyAction,
  type PolicyActor,
} from './policy/policy.ts';
export * from './common/statuses.ts';
export * from './transcript/rules.ts';
export * from './common/constants.ts';
export * from './common/errors.ts';
// The generic helpers every screen uses: one way to word a failure, a date and an amount.
export { failureText } from './app/failure-text.ts';
export { formatUnixTime } from './common/dates.ts';
export { formatMoney } from './common/currency.ts';
export type { User, UserStatistics, UserUpdate } from './user/schema.ts';
export type { Media } from './media/schema.ts';
export * from './auth/rules.ts';
export * from './auth/session-id.ts';
export * from './auth/idle-logout.ts';
export * from './mfa/rules.ts';
export * from './portal/flags.ts';
export * from './user/tags.ts';
export * from './app/remotes.ts';
export * from './app/routing.ts';
export * from './app/data-layer.ts';
export * from './app/load-once.ts';
export { useNotice, type Notice } from './app/notice.ts';
// Redux Toolkit and React Redux are this package's own, not shared (build-config/shared.js): the
// shell and remotes take what they need of them from here, so the store has one copy of each.
export { Provider as PortalStoreProvider, shallowEqual } from 'react-redux';
export type { ApiError, PortalRequest } from './app/api-base.ts';
export { toFormBody, toFormPairs } from './app/encode.ts';
export * from './app/auth-slice.ts';
export * from './app/config-slice.ts';
export * from './app/idle-sign-out.ts';
export * from './app/notifications-slice.ts';
export * from './app/preferences-slice.ts';
export * from './app/session-id.ts';
export * from './app/storage.ts';
export * from './app/store.ts';
export type { MfaSettings, MfaUpdateResult } from './mfa/schema.ts';
export type { PortalConfig, RemotesManifest } from './portal/schema.ts';
export { socialTexts } from './social/texts.ts';
export { loginTexts } from './auth/login-texts.ts';
export type {
  Transcript,
  TranscriptContent,
  TranscriptSection,
  TranscriptSpeaker,
} from './transcript/schema.ts';
