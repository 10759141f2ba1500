/** How many single-use recovery codes a user holds after enrolling or exporting. */
export const MFA_RECOVERY_CODE_COUNT = 10;
