import { renderHook } from '@testing-library/react';
import { isFieldInvalid, useFieldIds } from './useFieldIds.ts';

it('treats only undefined, null, false and the empty string as valid', () => {
  for (const valid of [undefined, null, false, '']) expect(isFieldInvalid(valid)).toBe(false);
  for (const invalid of ['Required', 0, true]) expect(isFieldInvalid(invalid)).toBe(true);
});

it('generates an id and leaves aria-describedby out when there is nothing to describe', () => {
  const { result } = renderHook(() => useFieldIds({}));
  expect(result.current.fieldId).toMatch(/^ui-field/);
  expect(result.current).toMatchObject({
    invalid: false,
    errorId: undefined,
    hintId: undefined,
    describedBy: undefined,
  });
});

it('lists the error, the hint, then the caller’s own ids', () => {
  const { result } = renderHook(() =>
    useFieldIds({ id: 'email', error: 'Invalid', hint: 'Work address', describedBy: 'extra' }),
  );
  expect(result.current).toEqual({
    fieldId: 'email',
    invalid: true,
    errorId: 'email-error',
    hintId: 'email-hint',
    describedBy: 'email-error email-hint extra',
  });
});
