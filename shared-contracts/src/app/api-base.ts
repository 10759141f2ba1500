import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { OAUTH_CLIENT_ID, SESSION_ID_HEADER, isTokens } from '../auth/rules.ts';
import {
  ErrorCode,
  TOKEN_URL,
  errorTexts,
  isIdleSignOut,
  mapHttpError,
  type ErrorItem,
} from '../common/errors.ts';
import {
  accessTokenDue,
  signedOut,
  toStoredAuth,
  tokensReceived,
  type AuthState,
} from './auth-slice.ts';
import { noticeIdleSignOut } from './idle-sign-out.ts';
import type { PortalConfig } from '../portal/schema.ts';
import { getSessionId } from './session-id.ts';
import { toFormBody } from './encode.ts';

/** A request as endpoints describe it: camelCase body or params, encoded here. */
export interface PortalRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Record<string, unknown>;
  params?: Record<string, unknown>;
}

export interface ApiError {
  status: number | 'FETCH_ERROR';
  items: ErrorItem[];
}

interface BaseState {
  auth: AuthState;
  config: PortalConfig;
}

const basicCredentials = (secret: string): string =>
  `Basic ${btoa(`${OAUTH_CLIENT_ID}:${secret}`)}`;

const rawQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders(headers, { getState }) {
    const state = getState() as BaseState;
    const accessToken = state.auth.tokens?.accessToken;
    // The token endpoint brings its own (client) credentials; a visitor signing in still sends
    // the session id, so the server can hand their cart over to the account.
    if (!headers.has('authorization') && accessToken)
      headers.set('authorization', `Bearer ${accessToken}`);
    if (!accessToken) headers.set(SESSION_ID_HEADER, getSessionId());
    return headers;
  },
});

function toFetchArgs(request: PortalRequest, state: BaseState): FetchArgs {
  const { url, method = 'GET', body, params } = request;
  const query = params ? toFormBody(params).toString() : '';
  const headers: Record<string, string> = {};
  if (url === TOKEN_URL) headers.authorization = basicCredentials(state.config.oauthClientSecret);
  return {
    url: query ? `${url}?${query}` : url,
    method,
    headers,
    ...(body ? { body: toFormBody(body) } : {}),
  };
}

function toApiError(error: FetchBaseQueryError, url: string): ApiError {
  if (typeof error.status === 'number')
    return { status: error.status, items: mapHttpError(error.status, error.data, url) };
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : 'FETCH_ERROR';
  const message = errorTexts.somethingWentWrong;
  return { status, items: [{ errorCode: ErrorCode.UNKNOWN_ERROR, message, data: null }] };
}

let refreshing: Promise<boolean> | null = null;

const accessTokenOf = (api: Parameters<BaseQueryFn>[1]): string | undefined =>
  (api.getState() as BaseState).auth.tokens?.accessToken;

async function refreshTokens(api: Parameters<BaseQueryFn>[1]): Promise<boolean> {
  const state = api.getState() as BaseState;
  const refreshToken = state.auth.tokens?.refreshToken;
  if (!refreshToken) return false;
  const request: PortalRequest = {
    url: TOKEN_URL,
    method: 'POST',
    body: { grantType: 'refresh_token', refreshToken },
  };
  const result = await rawQuery(toFetchArgs(request, state), api, {});
  if (isTokens(result.data)) {
    api.dispatch(tokensReceived(toStoredAuth(result.data, Date.now())));
    return true;
  }
  // Only the server refusing the token ends the sign-in (in every tab, since they share it): a
  // lost connection or a server fault leaves it for the next call to try again. A sign-in ended
  // for inactivity says so, as the portal's own idle clock does.
  if (isRefusal(result.error)) {
    if (isIdleSignOut(toApiError(result.error, TOKEN_URL).items)) api.dispatch(noticeIdleSignOut());
    api.dispatch(signedOut());
  }
  return false;
}

/** One refresh shared by every call that needs it at the same time. */
function sharedRefresh(api: Parameters<BaseQueryFn>[1]): Promise<boolean> {
  refreshing ??= refreshTokens(api).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Whether a call turned away with `sentWith` may be repeated: a refresh that finished while it
 * was under way already brought a new token, or one refresh shared by every call turned away
 * together brings it now.
 */
function tokenRenewedSince(
  sentWith: string | undefined,
  api: Parameters<BaseQueryFn>[1],
): Promise<boolean> {
  const current = accessTokenOf(api);
  if (current !== undefined && current !== sentWith) return Promise.resolve(true);
  return sharedRefresh(api);
}

const isRefusal = (error: FetchBaseQueryError | undefined): error is FetchBaseQueryError =>
  typeof error?.status === 'number' && error.status >= 400 && error.status < 500;

/**
 * The base query of every endpoint: encodes the request, adds the bearer or session id, and on a
 * 401 outside the token endpoint refreshes once (shared by concurrent calls) and repeats the call.
 * An access token known to be over (a first load after a while away) is refreshed before the
 * call instead: sent, it would only be refused, and the browser logs every refusal as an error.
 */
export const portalBaseQuery: BaseQueryFn<PortalRequest, unknown, ApiError> = async (
  request,
  api,
  extraOptions,
) => {
  const tokenCall = request.url.includes(TOKEN_URL);
  if (!tokenCall && accessTokenDue((api.getState() as BaseState).auth)) await sharedRefresh(api);
  const run = () => rawQuery(toFetchArgs(request, api.getState() as BaseState), api, extraOptions);
  const sentWith = accessTokenOf(api);
  let result = await run();
  if (result.error?.status === 401 && !tokenCall) {
    if (await tokenRenewedSince(sentWith, api)) result = await run();
  }
  if (result.error) return { error: toApiError(result.error, request.url) };
  return { data: result.data };
};
