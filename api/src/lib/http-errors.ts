import type { ApiFieldError } from '@portal/contracts/common/errors';

/**
 * A failure with a status and a text meant for the user. The error handler answers it in the
 * shape its status calls for; any other thrown error becomes a logged 500.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string>>;
  /** What the answer carries beside its text for the caller to act on (a 409's current version). */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    statusCode: number,
    message: string,
    headers: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.headers = headers;
    this.details = details;
  }
}

/** Input that failed validation: answered 422 with the list of fields. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  readonly fields: readonly ApiFieldError[];

  constructor(fields: readonly ApiFieldError[]) {
    super(fields.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)).join('; '));
    this.name = 'RequestValidationError';
    this.fields = fields;
  }
}

/** A 422 with one message, named by the field it is about when there is one. */
export const unprocessable = (message: string, field?: string): RequestValidationError =>
  new RequestValidationError([field ? { field, message } : { message }]);
