import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import { errorTexts } from '@portal/contracts/common/errors';
import { validationTexts } from '@portal/contracts/common/validation-texts';
import { RequestValidationError } from './http-errors.ts';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  const bound = small ? 'at least' : 'at most';
  if (issue.origin === 'string') {
    return small && limit === 1 ? errorTexts.required : validationTexts.characters(bound, limit);
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return validationTexts.items(bound, limit);
  }
  const strict = small ? 'greater than' : 'less than';
  return validationTexts.number(issue.inclusive === false ? strict : bound, limit);
}

/**
 * Zod's default texts are written for developers ("Invalid input: expected string, received
 * undefined"); these are for the person filling the form. A schema's own message still wins.
 */
export function readableMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? errorTexts.required
        : validationTexts.ofType(issue.expected);
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return issue.format === 'email'
        ? validationTexts.validEmail
        : validationTexts.ofFormat(issue.format);
    // A record's key (service_options[price_calculation_elements][key]): why the key failed.
    case 'invalid_key':
      return issue.issues[0]?.message;
    case 'invalid_value':
      return issue.values.length === 1
        ? validationTexts.value(String(issue.values[0]))
        : validationTexts.oneOf(issue.values.map(String));
    default:
      return undefined;
  }
}

/** The name the client sent: `service_options[turnaround]`, `items[0][id]`. */
export const fieldName = (path: readonly PropertyKey[]): string =>
  path.map((key, i) => (i === 0 ? String(key) : `[${String(key)}]`)).join('');

export const toFieldErrors = (issues: readonly z.core.$ZodIssue[]): ApiFieldError[] =>
  issues.map((issue) =>
    issue.path.length > 0
      ? { field: fieldName(issue.path), message: issue.message }
      : { message: issue.message },
  );

/** Compiles route schemas for request validation; failures become a 422 list of fields. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // A POST without a body is checked as an empty form, so each missing field is named.
    const input = httpPart === 'body' && data == null ? {} : data;
    const result = schema.safeParse(input, { error: readableMessage });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(toFieldErrors(result.error.issues)) };
  };
