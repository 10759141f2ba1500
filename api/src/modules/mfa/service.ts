import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { MFA_RECOVERY_CODE_COUNT } from '@portal/contracts/mfa/rules';
import { mailTexts } from '@portal/contracts/mail/texts';
import type { MfaSettings, MfaUpdateResult } from '@portal/contracts/mfa/schema';
import { mfaSettings, users } from '../../db/schema.ts';
import { guessSecret, type Guesser } from '../../lib/secret-guess.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { issueCode, redeemCode } from './codes-store.ts';
import { digest, recoveryCode } from './one-time-codes.ts';
import { open, seal } from './secret-box.ts';
import { acceptedStep, newTotpSecret, otpauthUri } from './totp.ts';

export type SettingsRow = typeof mfaSettings.$inferSelect;
export interface MfaUser {
  id: number;
  email: string;
}

type Store = Pick<ServiceDeps, 'db' | 'now'>;
type Sealing = Pick<ServiceDeps, 'db' | 'now' | 'sms' | 'mfaEncryptionKey'>;

const maskPhone = (phone: string | null): string | null =>
  phone && `•••• ${phone.replace(/\D/g, '').slice(-3)}`;

export async function settingsOf({ db, now }: Store, userId: number): Promise<SettingsRow> {
  const [existing] = await db.select().from(mfaSettings).where(eq(mfaSettings.userId, userId));
  if (existing) return existing;
  const [created] = await db
    .insert(mfaSettings)
    .values({ userId, createdAt: now(), updatedAt: now() })
    .onConflictDoNothing()
    .returning();
  return created ?? settingsOf({ db, now }, userId);
}

export const mfaView = ({ sms }: Pick<ServiceDeps, 'sms'>, row: SettingsRow): MfaSettings => ({
  id: row.id,
  totp: row.totpEnabled,
  sms: row.smsEnabled,
  smsPhone: maskPhone(row.smsPhone),
  smsAvailable: sms.available,
  recoveryCodesLeft: row.recoveryCodeHashes.length,
});

/** Saves a change and keeps the user's mfaEnabled flag (read by guards) in step with it. */
async function save(
  { db, now }: Store,
  row: SettingsRow,
  change: Partial<SettingsRow>,
): Promise<SettingsRow> {
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

const newRecoveryCodes = () => Array.from({ length: MFA_RECOVERY_CODE_COUNT }, recoveryCode);

/** The first method enabled comes with recovery codes, shown to the user this once. */
async function enable(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'sms'>,
  row: SettingsRow,
  change: Partial<SettingsRow>,
): Promise<MfaUpdateResult> {
  const fresh = row.recoveryCodeHashes.length === 0 ? newRecoveryCodes() : undefined;
  const saved = await save(deps, row, {
    ...change,
    ...(fresh && { recoveryCodeHashes: fresh.map(digest) }),
  });
  return { ...mfaView(deps, saved), ...(fresh && { recoveryCodes: fresh }) };
}

export async function startTotp(
  deps: Sealing,
  user: MfaUser,
  row: SettingsRow,
): Promise<MfaUpdateResult> {
  const secret = newTotpSecret();
  const saved = await save(deps, row, { pendingTotpSecret: seal(deps.mfaEncryptionKey, secret) });
  return {
    ...mfaView(deps, saved),
    totpSecret: secret,
    otpauthUri: otpauthUri(secret, user.email),
  };
}

/** Enrolment codes are secrets too: a wrong one spends the guesser's budget. */
export async function confirmTotp(
  deps: Sealing,
  row: SettingsRow,
  code: string,
  guesser: Guesser,
): Promise<MfaUpdateResult | undefined> {
  const { db, now, mfaEncryptionKey: key } = deps;
  return guessSecret(db, guesser, now(), async () => {
    if (!row.pendingTotpSecret) return undefined;
    const step = acceptedStep(open(key, row.pendingTotpSecret), code, now(), null);
    if (step === undefined) return undefined;
    return enable(deps, row, {
      totpSecret: row.pendingTotpSecret,
      pendingTotpSecret: null,
      totpEnabled: true,
      lastTotpStep: step,
    });
  });
}

export async function totpQr(
  { mfaEncryptionKey: key }: Pick<ServiceDeps, 'mfaEncryptionKey'>,
  user: MfaUser,
  row: SettingsRow,
): Promise<string | undefined> {
  if (!row.pendingTotpSecret) return undefined;
  return QRCode.toDataURL(otpauthUri(open(key, row.pendingTotpSecret), user.email), {
    margin: 1,
    width: 240,
  });
}

export async function startSms(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'sms'>,
  row: SettingsRow,
  mobile: string,
): Promise<MfaUpdateResult> {
  const saved = await save(deps, row, { pendingSmsPhone: mobile });
  const code = await issueCode(deps.db, row.userId, 'sms-enrolment', deps.now());
  if (code) await deps.sms.send({ to: mobile, text: mailTexts.verificationCode.text(code) });
  return { ...mfaView(deps, saved), codeSent: true };
}

export async function confirmSms(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'sms'>,
  row: SettingsRow,
  code: string,
  guesser: Guesser,
): Promise<MfaUpdateResult | undefined> {
  const { db, now } = deps;
  return guessSecret(db, guesser, now(), async () => {
    const phone = row.pendingSmsPhone;
    if (!phone || !(await redeemCode(db, row.userId, 'sms-enrolment', code, now())))
      return undefined;
    return enable(deps, row, { smsPhone: phone, pendingSmsPhone: null, smsEnabled: true });
  });
}

const noTotp = {
  totpEnabled: false,
  totpSecret: null,
  pendingTotpSecret: null,
  lastTotpStep: null,
};
const noSms = { smsEnabled: false, smsPhone: null, pendingSmsPhone: null };

/** Removes a method; with no type, every method (and so the recovery codes). */
export async function resetMethod(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'sms'>,
  row: SettingsRow,
  type: 'totp' | 'sms' | undefined,
): Promise<MfaSettings> {
  const change: Partial<SettingsRow> = {
    ...(type !== 'sms' && noTotp),
    ...(type !== 'totp' && noSms),
  };
  return mfaView(deps, await save(deps, row, change));
}

/** A new set replaces the old; only a user with a method enabled has any. */
export async function exportRecoveryCodes(
  deps: Store,
  row: SettingsRow,
): Promise<string[] | undefined> {
  if (!row.totpEnabled && !row.smsEnabled) return undefined;
  const codes = newRecoveryCodes();
  await save(deps, row, { recoveryCodeHashes: codes.map(digest) });
  return codes;
}
