import { passwordProblems, passwordProblemsMessage } from './password-policy.ts';

it('accepts a password with every kind of character, 12 to 64 long', () => {
  expect(passwordProblems('Demo-Portal-2026!')).toEqual([]);
  expect(passwordProblems(`Aa1!${'x'.repeat(60)}`)).toEqual([]);
});

it('lists each unmet item in the order of the spec', () => {
  expect(passwordProblems('')).toEqual([
    'at least one lowercase letter',
    'at least one uppercase letter',
    'at least one digit',
    'at least one special character',
    'from 12 to 64 characters total',
  ]);
  expect(passwordProblems('alllowercase')).toEqual([
    'at least one uppercase letter',
    'at least one digit',
    'at least one special character',
  ]);
  expect(passwordProblems(`Aa1!${'x'.repeat(61)}`)).toEqual(['from 12 to 64 characters total']);
});

it('restricts spaces, other symbols and non-ASCII letters', () => {
  for (const password of [
    'Demo Portal 2026!',
    'Demo-Portal-2026!€',
    'Démo-Portal-2026!',
    'Demo-Portal-2026!😀',
  ]) {
    expect(passwordProblems(password)).toEqual(['no restricted characters']);
  }
});

it('counts characters, not UTF-16 units', () => {
  expect(passwordProblems('Aa1!😀😀😀😀😀😀😀😀')).toEqual(['no restricted characters']);
});

it('reads as one sentence for an error', () => {
  expect(passwordProblemsMessage(['at least one digit', 'no restricted characters'])).toBe(
    'The password needs at least one digit; no restricted characters',
  );
});
