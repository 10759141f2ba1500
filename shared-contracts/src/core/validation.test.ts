import {
  composeValidators,
  loginValidators,
  maxLength,
  noAngleBrackets,
  phone,
  ticked,
} from './validation.ts';
import { createSessionId, isSessionId } from './auth.ts';

describe('validators', () => {
  it('gives the login texts of the spec', () => {
    expect(loginValidators.email('')).toBe('Email is required');
    expect(loginValidators.email('no-at-sign')).toBe('Invalid email');
    expect(loginValidators.email(' client@demo.test ')).toBeUndefined();
    expect(loginValidators.password('')).toBe('Password is required');
  });

  it('rejects angle brackets in free text naming the symbol', () => {
    expect(noAngleBrackets('a > b')).toBe('This symbol cannot be used here: >');
    expect(noAngleBrackets('fine')).toBeUndefined();
  });

  it('holds a checkbox to being ticked', () => {
    const agree = ticked('Tick it');
    expect(agree(true)).toBeUndefined();
    expect(agree(false)).toBe('Tick it');
    expect(agree(undefined)).toBe('Tick it');
    expect(agree('true')).toBe('Tick it');
  });

  it('reports the first failing rule', () => {
    expect(composeValidators(maxLength(3), noAngleBrackets)('<<<<')).toBe('Max length is 3');
  });
});

describe('session id', () => {
  it('is 32 random alphanumeric characters', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createSessionId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(isSessionId(id)).toBe(true);
    expect(isSessionId('short')).toBe(false);
  });
});

describe('phone', () => {
  it.each(['+44 20 7946 0000', '020 7946 0000', '(020) 7946 0000', '+1 212-555-0100 ext. 12', ''])(
    'accepts %p',
    (value) => expect(phone(value)).toBeUndefined(),
  );
  it.each(['call me', '12', '+44 20 7946 0000 <b>'])('refuses %p', (value) =>
    expect(phone(value)).toBe("Doesn't conform to pattern"),
  );
});
