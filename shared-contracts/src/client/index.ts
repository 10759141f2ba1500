export * from '../core/roles.ts';
// Who may do what, as the API's gates ask it: menus and buttons read the same policy.
export {
  can,
  inAudience,
  rolesThatMay,
  type PolicyAction,
  type PolicyActor,
} from '../core/policy.ts';
export * from '../core/statuses.ts';
export * from '../core/transcript.ts';
export * from '../core/constants.ts';
export * from '../core/errors.ts';
// The generic helpers every screen uses: one way to word a failure, a date and an amount.
export { failureText } from './failure-text.ts';
export { formatUnixTime } from '../core/dates.ts';
export { formatMoney } from '../core/currency.ts';
export type { User, UserStatistics, UserUpdate } from '../core/schemas/user.ts';
export type { Media } from '../core/schemas/media.ts';
export * from '../core/auth.ts';
export * from '../core/session-id.ts';
export * from '../core/idle-logout.ts';
export * from '../core/mfa.ts';
export * from '../core/flags.ts';
export * from '../core/user-tags.ts';
export * from './remotes.ts';
export * from './routing.ts';
export * from './data-layer.ts';
export * from './load-once.ts';
export { useNotice, type Notice } from './notice.ts';
// Redux Toolkit and React Redux are this package's own, not shared (build-config/shared.js): the
// shell and remotes take what they need of them from here, so the store has one copy of each.
export { Provider as PortalStoreProvider, shallowEqual } from 'react-redux';
export type { ApiError, PortalRequest } from './api/base.ts';
export { toFormBody, toFormPairs, toSnakeKey } from './api/encode.ts';
export * from './store/auth-slice.ts';
export * from './store/config-slice.ts';
export * from './store/idle-sign-out.ts';
export * from './store/notifications-slice.ts';
export * from './store/preferences-slice.ts';
export * from './store/session-id.ts';
export * from './store/storage.ts';
export * from './store/store.ts';
export type { MfaSettings, MfaUpdateResult } from '../core/schemas/mfa.ts';
export type { PortalConfig, RemotesManifest } from '../core/schemas/portal.ts';
export { socialTexts } from '../core/texts/social.ts';
export { loginTexts } from '../core/texts/login.ts';
export type {
  Transcript,
  TranscriptContent,
  TranscriptSection,
  TranscriptSpeaker,
} from '../core/schemas/transcript.ts';
