/** Two-factor methods at sign-in; email and recovery codes are the ways back in. */
export const mfaMethods = ['totp', 'sms', 'email', 'recovery'] as const;
export type MfaMethod = (typeof mfaMethods)[number];

/** How many single-use recovery codes a user holds after enrolling or exporting. */
export const MFA_RECOVERY_CODE_COUNT = 10;
