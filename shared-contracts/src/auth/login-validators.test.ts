import { loginValidators } from './login-validators.ts';

describe('login validators', () => {
  it('gives the login texts of the spec', () => {
    expect(loginValidators.email('')).toBe('Email is required');
    expect(loginValidators.email('no-at-sign')).toBe('Invalid email');
    expect(loginValidators.email(' client@demo.test ')).toBeUndefined();
    expect(loginValidators.password('')).toBe('Password is required');
    expect(loginValidators.otp('12345')).toBe('Min length is 6');
    expect(loginValidators.recoveryCode(' ')).toBe('Recovery code is required');
  });

  it('checks the login password against the pattern a password is set with', () => {
    expect(loginValidators.password('Demo-Portal-2026!')).toBeUndefined();
    expect(loginValidators.password('short')).toBeUndefined();
    expect(loginValidators.password('pass word')).toBe("Doesn't conform to pattern");
    expect(loginValidators.password('pässword')).toBe("Doesn't conform to pattern");
    expect(loginValidators.password('a'.repeat(65))).toBe("Doesn't conform to pattern");
  });
});
