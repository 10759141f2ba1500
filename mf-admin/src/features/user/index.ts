// The Users screens' labels and tones of a user's status, shared with the reports' typist list.
export { userStatusLabel, userStatusOptions, userStatusTones } from './user-lists.ts';
