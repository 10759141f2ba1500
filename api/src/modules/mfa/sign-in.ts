import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { mailTexts } from '@portal/contracts/mail/texts';
import type { MfaMethod } from '@portal/contracts/mfa/rules';
import type { Db } from '../../db/index.ts';
import { mfaSettings } from '../../db/schema.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { issueCode, redeemCode } from './codes-store.ts';
import { matchIndex } from './one-time-codes.ts';
import { open } from './secret-box.ts';
import { settingsOf, type MfaUser } from './service.ts';
import { acceptedStep } from './totp.ts';

// Conditional updates: of two requests racing with the same code, only one is let in.
async function spendTotpStep(db: Db, id: number, step: number): Promise<boolean> {
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

async function spendRecoveryCode(db: Db, id: number, stored: string): Promise<boolean> {
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
export async function signInMethods(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'sms'>,
  userId: number,
): Promise<MfaMethod[]> {
  const row = await settingsOf(deps, userId);
  return [
    ...(row.totpEnabled ? (['totp'] as const) : []),
    ...(row.smsEnabled && deps.sms.available ? (['sms'] as const) : []),
    'email',
    ...(row.recoveryCodeHashes.length > 0 ? (['recovery'] as const) : []),
  ];
}

export async function sendSignInCode(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'sms' | 'mailer'>,
  user: MfaUser,
  method: 'sms' | 'email',
): Promise<void> {
  const { db, now, sms, mailer } = deps;
  const row = await settingsOf(deps, user.id);
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

export async function verifySignIn(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'mfaEncryptionKey'>,
  userId: number,
  method: MfaMethod,
  code: string,
): Promise<boolean> {
  const { db, now, mfaEncryptionKey: key } = deps;
  const row = await settingsOf(deps, userId);
  if (method === 'totp') {
    if (!row.totpEnabled || !row.totpSecret) return false;
    const step = acceptedStep(open(key, row.totpSecret), code, now(), row.lastTotpStep);
    return step !== undefined && spendTotpStep(db, row.id, step);
  }
  if (method === 'recovery') {
    const stored = row.recoveryCodeHashes[matchIndex(row.recoveryCodeHashes, code)];
    return stored !== undefined && spendRecoveryCode(db, row.id, stored);
  }
  if (method === 'sms' && !row.smsEnabled) return false;
  return redeemCode(db, userId, `sign-in-${method}`, code, now());
}
