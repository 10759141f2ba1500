import { randomBytes } from 'node:crypto';
import { open, seal } from './secret-box.ts';

const key = randomBytes(32);

it('seals and opens a secret, differently each time', () => {
  const first = seal(key, 'JBSWY3DPEHPK3PXP');
  expect(first).not.toContain('JBSWY3DPEHPK3PXP');
  expect(seal(key, 'JBSWY3DPEHPK3PXP')).not.toBe(first);
  expect(open(key, first)).toBe('JBSWY3DPEHPK3PXP');
});

it('refuses an altered value or another key', () => {
  const sealed = seal(key, 'secret');
  const [iv, tag, data = ''] = sealed.split('.');
  const flipped = Buffer.from(data, 'base64url');
  flipped[0] = (flipped[0] ?? 0) ^ 1;
  expect(() => open(key, `${iv}.${tag}.${flipped.toString('base64url')}`)).toThrow();
  expect(() => open(randomBytes(32), sealed)).toThrow();
  expect(() => open(key, 'garbage')).toThrow();
});
