import { ErrorCode, errorTexts, isCartNotFound, isIdleSignOut, mapHttpError } from './errors.ts';

describe('mapHttpError', () => {
  it('shows a string error field as a generic error', () => {
    expect(mapHttpError(429, { error: 'Slow down' }, '/v1/x')).toEqual([
      { errorCode: ErrorCode.UNKNOWN_ERROR, message: 'Slow down', data: null },
    ]);
  });

  it('keeps what an error answer carries beside its texts, for the screen to act on', () => {
    const body = {
      error: 'Confirm',
      message: 'Confirm',
      unassignedTypists: [{ id: 3, name: 'Tess' }],
    };
    expect(mapHttpError(409, body, '/v1/x')).toEqual([
      {
        errorCode: ErrorCode.UNKNOWN_ERROR,
        message: 'Confirm',
        data: { unassignedTypists: [{ id: 3, name: 'Tess' }] },
      },
    ]);
  });

  it('uses the standard text for 401 and 403 except on the token endpoint', () => {
    const body = { message: 'Server words' };
    expect(mapHttpError(403, body, '/v1/user/profile')[0]?.message).toBe(errorTexts.unauthorized);
    expect(mapHttpError(401, body, '/v1/oauth2/token')[0]).toEqual({
      errorCode: ErrorCode.UNAUTHORIZED,
      message: 'Server words',
      data: null,
    });
  });

  it('maps a 500 to the server error text', () => {
    expect(mapHttpError(500, { message: 'stack' }, '/v1/x')[0]).toMatchObject({
      errorCode: ErrorCode.SERVER_ERROR,
      message: 'Something went wrong',
    });
  });

  it('turns a 422 list and a 404 message into validation errors', () => {
    const list = [{ field: 'email', message: 'Invalid email' }];
    expect(mapHttpError(422, list, '/v1/x')).toEqual([
      { errorCode: ErrorCode.VALIDATION_ERROR, message: 'Invalid email', data: list[0] },
    ]);
    expect(mapHttpError(404, { message: 'Gone' }, '/v1/x')[0]?.message).toBe('Gone');
  });

  it('gives an empty list for other statuses and a generic error for unreadable bodies', () => {
    expect(mapHttpError(409, { message: 'x' }, '/v1/x')).toEqual([]);
    expect(mapHttpError(200, '<html>', '/v1/x', true)[0]?.message).toBe('Something went wrong');
  });
});

describe('isCartNotFound', () => {
  const cartNotFound = { errorCode: ErrorCode.CART_NOT_FOUND, message: errorTexts.cartNotFound };

  it('keeps the code a 404 answer names, and holds on that single error only', () => {
    const items = mapHttpError(404, cartNotFound, '/v1/cart');
    expect(items).toEqual([
      { errorCode: ErrorCode.CART_NOT_FOUND, message: 'Cart not found', data: cartNotFound },
    ]);
    expect(isCartNotFound(items)).toBe(true);
    expect(isCartNotFound([...items, ...items])).toBe(false);
  });

  it('never holds on another 404, an unknown code, or another failure', () => {
    expect(isCartNotFound(mapHttpError(404, { message: 'Cart not found' }, '/v1/cart'))).toBe(
      false,
    );
    const unknown = mapHttpError(404, { errorCode: 'NO_SUCH_CODE', message: 'x' }, '/v1/cart');
    expect(unknown[0]?.errorCode).toBe(ErrorCode.VALIDATION_ERROR);
    expect(isCartNotFound(unknown)).toBe(false);
    expect(isCartNotFound(mapHttpError(500, cartNotFound, '/v1/cart'))).toBe(false);
    expect(isCartNotFound([])).toBe(false);
  });
});

describe('isIdleSignOut', () => {
  const idle = { errorCode: ErrorCode.IDLE_SIGN_OUT, message: errorTexts.idleSignOut };

  it('holds on a refresh refused for inactivity, with the spec text', () => {
    const items = mapHttpError(401, idle, '/v1/oauth2/token');
    expect(items).toEqual([
      { errorCode: ErrorCode.IDLE_SIGN_OUT, message: 'Logged out due to inactivity', data: null },
    ]);
    expect(isIdleSignOut(items)).toBe(true);
  });

  it('never holds on another refusal, nor on an unknown code', () => {
    const expired = { message: errorTexts.invalidRefreshToken };
    expect(isIdleSignOut(mapHttpError(401, expired, '/v1/oauth2/token'))).toBe(false);
    const unknown = mapHttpError(401, { errorCode: 'NO_SUCH_CODE', message: 'x' }, '/v1/x');
    expect(unknown[0]?.errorCode).toBe(ErrorCode.UNAUTHORIZED);
  });
});
