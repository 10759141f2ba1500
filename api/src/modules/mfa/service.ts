import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  MFA_RECOVERY_CODE_COUNT,
  mailTexts,
  type MfaMethod,
  type MfaSettings,
  type MfaUpdateResult,
} from '@portal/contracts/core';
import type { Db } from '../../db/index.ts';
import { mfaSettings, users } from '../../db/schema.ts';
import { guessSecret, type Guesser } from '../../lib/secret-guess.ts';
import type { Mailer, SmsSender } from '../mail/mailer.ts';
import { issueCode, redeemCode } from './codes-store.ts';
import { digest, matchIndex, recoveryCode } from './one-time-codes.ts';
import { open, seal } from './secret-box.ts';
import { acceptedStep, newTotpSecret, otpauthUri } from './totp.ts';

type SettingsRow = typeof mfaSettings.$inferSelect;
export interface MfaUser {
  id: number;
  email: string;
}

export interface MfaDeps {
  db: Db;
  now: () => Date;
  key: Buffer;
  mailer: Mailer;
  sms: SmsSender;
}

const maskPhone = (phone: string | null): string | null =>
  phone && `•••• ${phone.replace(/\D/g, '').slice(-3)}`;

export type MfaService = ReturnType<typeof createMfaService>;

export function createMfaService({ db, now, key, mailer, sms }: MfaDeps) {
  async function settingsOf(userId: number): Promise<SettingsRow> {
    const [existing] = await db.select().from(mfaSettings).where(eq(mfaSettings.userId, userId));
    if (existing) return existing;
    const [created] = await db
      .insert(mfaSettings)
      .values({ userId, createdAt: now(), updatedAt: now() })
      .onConflictDoNothing()
      .returning();
    return created ?? settingsOf(userId);
  }

  const view = (row: SettingsRow): MfaSettings => ({
    id: row.id,
    totp: row.totpEnabled,
    sms: row.smsEnabled,
    smsPhone: maskPhone(row.smsPhone),
    smsAvailable: sms.available,
    recoveryCodesLeft: row.recoveryCodeHashes.length,
  });

  /** Saves a change and keeps the user's mfaEnabled flag (read by guards) in step with it. */
  async function save(row: SettingsRow, change: Partial<SettingsRow>): Promise<SettingsRow> {
    const next = { ...row, ...change, updatedAt: now() };
    const enabled = next.totpEnabled || next.smsEnabled;
    if (!enabled) next.recoveryCodeHashes = [];
    const { id, userId, createdAt: _createdAt, ...columns } = next;
    await db.transaction(async (tx) => {
      await tx.update(mfaSettings).set(columns).where(eq(mfaSettings.id, id));
      await tx.update(users).set({ mfaEnabled: enabled }).where(eq(users.id, userId));
    });
    return next;
  }

  /** The first method enabled comes with recovery codes, shown to the user this once. */
  async function enable(row: SettingsRow, change: Partial<SettingsRow>): Promise<MfaUpdateResult> {
    const fresh = row.recoveryCodeHashes.length === 0 ? newRecoveryCodes() : undefined;
    const saved = await save(row, {
      ...change,
      ...(fresh && { recoveryCodeHashes: fresh.map(digest) }),
    });
    return { ...view(saved), ...(fresh && { recoveryCodes: fresh }) };
  }

  const newRecoveryCodes = () => Array.from({ length: MFA_RECOVERY_CODE_COUNT }, recoveryCode);

  async function startTotp(user: MfaUser, row: SettingsRow): Promise<MfaUpdateResult> {
    const secret = newTotpSecret();
    const saved = await save(row, { pendingTotpSecret: seal(key, secret) });
    return { ...view(saved), totpSecret: secret, otpauthUri: otpauthUri(secret, user.email) };
  }

  /** Enrolment codes are secrets too: a wrong one spends the guesser's budget. */
  async function confirmTotp(
    row: SettingsRow,
    code: string,
    guesser: Guesser,
  ): Promise<MfaUpdateResult | undefined> {
    return guessSecret(db, guesser, now(), async () => {
      if (!row.pendingTotpSecret) return undefined;
      const step = acceptedStep(open(key, row.pendingTotpSecret), code, now(), null);
      if (step === undefined) return undefined;
      return enable(row, {
        totpSecret: row.pendingTotpSecret,
        pendingTotpSecret: null,
        totpEnabled: true,
        lastTotpStep: step,
      });
    });
  }

  async function totpQr(user: MfaUser, row: SettingsRow): Promise<string | undefined> {
    if (!row.pendingTotpSecret) return undefined;
    return QRCode.toDataURL(otpauthUri(open(key, row.pendingTotpSecret), user.email), {
      margin: 1,
      width: 240,
    });
  }

  async function startSms(row: SettingsRow, mobile: string): Promise<MfaUpdateResult> {
    const saved = await save(row, { pendingSmsPhone: mobile });
    const code = await issueCode(db, row.userId, 'sms-enrolment', now());
    if (code) await sms.send({ to: mobile, text: mailTexts.verificationCode.text(code) });
    return { ...view(saved), codeSent: true };
  }

  async function confirmSms(
    row: SettingsRow,
    code: string,
    guesser: Guesser,
  ): Promise<MfaUpdateResult | undefined> {
    return guessSecret(db, guesser, now(), async () => {
      const phone = row.pendingSmsPhone;
      if (!phone || !(await redeemCode(db, row.userId, 'sms-enrolment', code, now())))
        return undefined;
      return enable(row, { smsPhone: phone, pendingSmsPhone: null, smsEnabled: true });
    });
  }

  async function reset(row: SettingsRow, type: 'totp' | 'sms'): Promise<MfaSettings> {
    const change: Partial<SettingsRow> =
      type === 'totp'
        ? { totpEnabled: false, totpSecret: null, pendingTotpSecret: null, lastTotpStep: null }
        : { smsEnabled: false, smsPhone: null, pendingSmsPhone: null };
    return view(await save(row, change));
  }

  /** A new set replaces the old; only a user with a method enabled has any. */
  async function exportRecoveryCodes(row: SettingsRow): Promise<string[] | undefined> {
    if (!row.totpEnabled && !row.smsEnabled) return undefined;
    const codes = newRecoveryCodes();
    await save(row, { recoveryCodeHashes: codes.map(digest) });
    return codes;
  }

  // Conditional updates: of two requests racing with the same code, only one is let in.
  async function spendTotpStep(id: number, step: number): Promise<boolean> {
    const spent = await db
      .update(mfaSettings)
      .set({ lastTotpStep: step })
      .where(
        and(
          eq(mfaSettings.id, id),
          or(isNull(mfaSettings.lastTotpStep), lt(mfaSettings.lastTotpStep, step)),
        ),
      )
      .returning({ id: mfaSettings.id });
    return spent.length === 1;
  }

  async function spendRecoveryCode(id: number, stored: string): Promise<boolean> {
    const spent = await db
      .update(mfaSettings)
      .set({ recoveryCodeHashes: sql`${mfaSettings.recoveryCodeHashes} - ${stored}::text` })
      .where(
        and(
          eq(mfaSettings.id, id),
          sql`jsonb_exists(${mfaSettings.recoveryCodeHashes}, ${stored}::text)`,
        ),
      )
      .returning({ id: mfaSettings.id });
    return spent.length === 1;
  }

  /** The ways this user can finish signing in; email and recovery codes are the ways back in. */
  async function signInMethods(userId: number): Promise<MfaMethod[]> {
    const row = await settingsOf(userId);
    return [
      ...(row.totpEnabled ? (['totp'] as const) : []),
      ...(row.smsEnabled && sms.available ? (['sms'] as const) : []),
      'email',
      ...(row.recoveryCodeHashes.length > 0 ? (['recovery'] as const) : []),
    ];
  }

  async function sendSignInCode(user: MfaUser, method: 'sms' | 'email'): Promise<void> {
    const row = await settingsOf(user.id);
    if (method === 'sms' && !(row.smsEnabled && row.smsPhone && sms.available)) return;
    const code = await issueCode(db, user.id, `sign-in-${method}`, now());
    if (!code) return;
    if (method === 'sms' && row.smsPhone)
      await sms.send({ to: row.smsPhone, text: mailTexts.verificationCode.text(code) });
    else
      await mailer.send({
        to: user.email,
        subject: mailTexts.verificationCode.subject,
        text: mailTexts.verificationCode.text(code),
      });
  }

  async function verifySignIn(userId: number, method: MfaMethod, code: string): Promise<boolean> {
    const row = await settingsOf(userId);
    if (method === 'totp') {
      if (!row.totpEnabled || !row.totpSecret) return false;
      const step = acceptedStep(open(key, row.totpSecret), code, now(), row.lastTotpStep);
      return step !== undefined && spendTotpStep(row.id, step);
    }
    if (method === 'recovery') {
      const stored = row.recoveryCodeHashes[matchIndex(row.recoveryCodeHashes, code)];
      return stored !== undefined && spendRecoveryCode(row.id, stored);
    }
    if (method === 'sms' && !row.smsEnabled) return false;
    return redeemCode(db, userId, `sign-in-${method}`, code, now());
  }

  return {
    settingsOf,
    view,
    startTotp,
    confirmTotp,
    totpQr,
    startSms,
    confirmSms,
    reset,
    exportRecoveryCodes,
    signInMethods,
    sendSignInCode,
    verifySignIn,
  };
}
