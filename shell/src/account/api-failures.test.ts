import { FORM_ERROR } from 'final-form';
import { ErrorCode, type ApiError } from '@portal/contracts';
import { formFieldName, isNotFound, toSubmitErrors } from './api-failures.ts';

const validation = (status: number, ...data: { field?: string; message: string }[]): ApiError => ({
  status,
  items: data.map((d) => ({ errorCode: ErrorCode.VALIDATION_ERROR, message: d.message, data: d })),
});

describe('form field names', () => {
  it('turns snake_case and bracket paths into the form names', () => {
    expect(formFieldName('activation_hash')).toBe('activationHash');
    expect(formFieldName('profile[mobile]')).toBe('profile.mobile');
    expect(formFieldName('email')).toBe('email');
  });
});

describe('submit errors', () => {
  const fields = ['email', 'firstName', 'profile.mobile'];

  it('puts the first message of each known field on it and others on the form', () => {
    const error = validation(
      422,
      { field: 'email', message: 'Invalid email' },
      { field: 'email', message: 'Second' },
      { field: 'first_name', message: 'Required' },
      { field: 'profile[mobile]', message: 'Max length is 40' },
      { field: 'captcha', message: 'The bot check failed. Please try again.' },
    );
    expect(toSubmitErrors(error, fields, 'fallback')).toEqual({
      email: 'Invalid email',
      firstName: 'Required',
      profile: { mobile: 'Max length is 40' },
      [FORM_ERROR]: 'The bot check failed. Please try again.',
    });
  });

  it('uses the fallback for anything but field messages', () => {
    expect(toSubmitErrors(validation(422), fields, 'fallback')).toEqual({
      [FORM_ERROR]: 'fallback',
    });
    expect(toSubmitErrors(validation(404, { message: 'Invalid URL' }), fields, 'fallback')).toEqual(
      { [FORM_ERROR]: 'fallback' },
    );
    const server: ApiError = {
      status: 500,
      items: [{ errorCode: ErrorCode.SERVER_ERROR, message: 'Something went wrong', data: null }],
    };
    expect(toSubmitErrors(server, fields, 'fallback')).toEqual({ [FORM_ERROR]: 'fallback' });
    expect(toSubmitErrors(undefined, fields, 'fallback')).toEqual({ [FORM_ERROR]: 'fallback' });
  });

  it('knows a 404 link answer', () => {
    expect(isNotFound(validation(404, { message: 'Invalid URL' }))).toBe(true);
    expect(isNotFound(validation(422))).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});
