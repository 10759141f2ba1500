/** The error catalogue (client spec section 8) and the HTTP-to-catalogue mapping. */

export const ErrorCode = {
  UNKNOWN_ERROR: 'UNKNOWN_ERROR',
  SERVER_ERROR: 'SERVER_ERROR',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** The one failure the API names by code (client spec section 8): there is no such cart. */
  CART_NOT_FOUND: 'CART_NOT_FOUND',
  /** A refresh refused because the sign-in was idle past its user's limit (client spec section 4). */
  IDLE_SIGN_OUT: 'IDLE_SIGN_OUT',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ErrorItem {
  errorCode: ErrorCode;
  message: string;
  data: unknown;
}

/** Texts the API and the screens share. The first two are the spec's own words. */
export const errorTexts = {
  somethingWentWrong: 'Something went wrong',
  unauthorized:
    'This action is not authorised with your credentials. Please check that you are logged in with the right account and contact us if the problem continues.',
  invalidUrl: 'Invalid URL',
  /** What a failure says when the server gives no reason (client spec section 8). */
  contactUs: 'Please contact us if the problem continues',
  notFound: 'The requested resource was not found.',
  methodNotAllowed: 'This method is not allowed here.',
  bodyTooLarge: 'The request body is larger than 1 MB.',
  unsupportedMediaType: 'The request body must be JSON or form-encoded.',
  malformedBody: 'The request body could not be read.',
  required: 'Required',
  hiddenCharacters: 'Contains hidden or invalid characters that cannot be used here',
  invalidCredentials: 'Something is wrong here, please check your email address and password.',
  invalidVerificationCode: 'Something is wrong here, please check your verification code.',
  invalidRecoveryCode: 'Something is wrong here, please check your recovery code.',
  twoFactorRequired:
    'Two-Factor Authentication is now required for admins, proofreaders and typists. Please enable it in your settings before proceeding to other actions.',
  invalidClient: 'The client credentials are not valid.',
  unsupportedGrantType: 'The grant type is not supported.',
  invalidRefreshToken: 'The session has expired. Please log in again.',
  /** The spec's words for an idle sign-out (client spec section 4). */
  idleSignOut: 'Logged out due to inactivity',
  invalidSecondFactorTicket:
    'Your sign-in took too long or could not be checked. Please log in again.',
  invalidAccessToken: 'The access token is missing, malformed or expired.',
  invalidSessionId: 'The session id must be 32 letters or digits.',
  ownerRequired: 'Please log in, or send the session id of this browser.',
  cartNotFound: 'Cart not found',
  clientsOnlyCart: 'Only clients have a cart; admins act on a client’s cart.',
  loginLocked: 'Too many failed login attempts. Please try again in 10 minutes.',
  accountInactive: 'This account is not active. Please contact us if the problem continues.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  shellNotBuilt: 'The portal has not been built yet. Run `npm run build`, then reload this page.',
} as const;

/** One entry of a 422 answer, or the whole of a 401/403/404 answer. */
export interface ApiFieldError {
  field?: string;
  message: string;
  /** A catalogue code, on the answers that carry one (cart not found, idle sign-out). */
  errorCode?: unknown;
}

/** The only URL whose 401/403 message is shown as the server wrote it. */
export const TOKEN_URL = '/v1/oauth2/token';

const generic = (message: string, data: unknown = null): ErrorItem[] => [
  { errorCode: ErrorCode.UNKNOWN_ERROR, message, data },
];

/** What an answer carries beside its texts for the screen to act on (a 409's details), if any. */
function detailsOf({ error: _error, message: _message, ...rest }: Record<string, unknown>) {
  return Object.keys(rest).length > 0 ? rest : null;
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  Object.values<unknown>(ErrorCode).includes(value);

/** An answer naming its catalogue code (`errorCode`) keeps it; the others are validation errors. */
function validationItems(body: unknown): ErrorItem[] {
  const list = Array.isArray(body) ? body : [body];
  return list
    .filter((item): item is ApiFieldError => typeof item?.message === 'string')
    .map((item) => ({
      errorCode: isErrorCode(item.errorCode) ? item.errorCode : ErrorCode.VALIDATION_ERROR,
      message: item.message,
      data: item,
    }));
}

/**
 * A 401 or 403: the standard text, but the token endpoint's own reason; a catalogue code (an idle
 * sign-out) is kept, any other refusal is unauthorised.
 */
function refusalItems(record: Record<string, unknown>, url: string): ErrorItem[] {
  const serverMessage = typeof record.message === 'string' ? record.message : undefined;
  const message =
    url.includes(TOKEN_URL) && serverMessage ? serverMessage : errorTexts.unauthorized;
  const errorCode = isErrorCode(record.errorCode) ? record.errorCode : ErrorCode.UNAUTHORIZED;
  return [{ errorCode, message, data: null }];
}

/**
 * Turns a failed HTTP answer into catalogue items. `body` is the parsed JSON (or the text that
 * failed to parse, with `parseFailed`).
 */
export function mapHttpError(
  status: number,
  body: unknown,
  url: string,
  parseFailed = false,
): ErrorItem[] {
  if (parseFailed) return generic(errorTexts.somethingWentWrong);
  const record = (body ?? {}) as Record<string, unknown>;
  if (typeof record.error === 'string') return generic(record.error, detailsOf(record));
  if (status === 401 || status === 403) return refusalItems(record, url);
  if (status >= 500) {
    return [
      { errorCode: ErrorCode.SERVER_ERROR, message: errorTexts.somethingWentWrong, data: null },
    ];
  }
  if (status === 422 || status === 404) return validationItems(body);
  return [];
}

/**
 * A cart fetch that failed with a single cart-not-found error (client spec sections 4 and 8): the
 * portal resets the cart to empty. Any other failure, another 404 too, is a real error.
 */
export const isCartNotFound = (items: readonly ErrorItem[]): boolean =>
  items.length === 1 && items[0]?.errorCode === ErrorCode.CART_NOT_FOUND;

/** A refresh refused for inactivity: the portal says so rather than signing out silently. */
export const isIdleSignOut = (items: readonly ErrorItem[]): boolean =>
  items.some((item) => item.errorCode === ErrorCode.IDLE_SIGN_OUT);

/** The first message of a failure, for a notification or a form. */
export function firstErrorMessage(items: readonly ErrorItem[], fallback: string): string {
  return items[0]?.message ?? fallback;
}
