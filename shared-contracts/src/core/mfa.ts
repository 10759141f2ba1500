/** A user's two-factor setup as /v1/multi-factor-auth answers it (the MFA object of the spec). */
export interface MfaSettings {
  id: number;
  totp: boolean;
  sms: boolean;
  smsPhone: string | null;
  smsAvailable: boolean;
  recoveryCodesLeft: number;
}

export interface MfaUpdateResult extends MfaSettings {
  /** On starting authenticator enrolment: the key to type in where the QR code cannot be read. */
  totpSecret?: string;
  otpauthUri?: string;
  codeSent?: boolean;
  /** Shown once, when the first method is enabled. */
  recoveryCodes?: string[];
}

/** How many single-use recovery codes a user holds after enrolling or exporting. */
export const MFA_RECOVERY_CODE_COUNT = 10;
