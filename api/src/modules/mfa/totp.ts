import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'Transcription portal';

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpFor = (secret: string, label: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

export const otpauthUri = (secret: string, label: string): string =>
  totpFor(secret, label).toString();

/**
 * The time step a code belongs to, accepting one step of clock drift either way; undefined when
 * the code is wrong or its step is not after the last one accepted (a code works once).
 */
export function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | undefined {
  const delta = totpFor(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}
