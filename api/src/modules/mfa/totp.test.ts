import { TOTP } from 'otpauth';
import { acceptedStep, newTotpSecret, otpauthUri } from './totp.ts';

const now = new Date('2026-03-02T09:00:10Z');
const secret = newTotpSecret();
const codeAt = (at: Date) => new TOTP({ secret }).generate({ timestamp: at.getTime() });

it('describes the secret as an otpauth URI for authenticator apps', () => {
  expect(otpauthUri(secret, 'ann@example.com')).toMatch(
    /^otpauth:\/\/totp\/Transcription%20portal:ann%40example\.com\?issuer=Transcription%20portal&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/,
  );
});

it('accepts the current code and one step of drift, once', () => {
  const step = acceptedStep(secret, codeAt(now), now, null);
  expect(step).toBe(Math.floor(now.getTime() / 30_000));
  expect(acceptedStep(secret, codeAt(now), now, step ?? 0)).toBeUndefined();
  const previous = new Date(now.getTime() - 30_000);
  expect(acceptedStep(secret, codeAt(previous), now, null)).toBe((step ?? 0) - 1);
});

it('refuses wrong and stale codes', () => {
  const wrong = codeAt(now).replace(/.$/, (digit) => String((Number(digit) + 1) % 10));
  expect(acceptedStep(secret, wrong, now, null)).toBeUndefined();
  const stale = new Date(now.getTime() - 120_000);
  expect(acceptedStep(secret, codeAt(stale), now, null)).toBeUndefined();
});
