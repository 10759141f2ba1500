import type { RouteObject } from 'react-router';
import type { FeatureFlag, FeatureFlags } from '../portal/flags.ts';
import { FLAG_GUARD_DEFAULT_REDIRECT } from '../portal/flags.ts';
import { Role, requiresTwoFactor } from '../policy/roles.ts';
import type { User } from '../user/schema.ts';
import { contractsOutstanding, contractsPathFor } from '../staff-contracts/rules.ts';

/** What a route requires; remotes declare it in `handle`, the shell enforces it. */
export interface RouteAccess {
  login?: boolean;
  anonymousOnly?: boolean;
  roles?: readonly Role[];
  flag?: FeatureFlag;
  flagRedirect?: string;
  returnAfterLogin?: boolean;
}

export type PortalRoute = RouteObject & { handle?: RouteAccess };

const homeByRole: Record<Role, string> = {
  [Role.CLIENT]: '/v3/library/my',
  [Role.TYPIST]: '/v3/typist/library/assigned',
  [Role.PROOFREADER]: '/v3/proofreader',
  [Role.ADMIN]: '/v3/admin/projects',
  [Role.SUPER_ADMIN]: '/v3/admin/assign',
  [Role.RESTRICTED_ADMIN]: '/v3/radmin/assign',
};

export const LOGIN_PATH = '/v3/login';
export const ROOT_PATH = '/v3';
export const MAINTENANCE_PATH = '/v3/maintenance';

/** Whether a path (its query or fragment included) is under ROOT_PATH, the router's basename. */
export function isPortalPath(path: string): boolean {
  return path.startsWith(ROOT_PATH) && /^([/?#]|$)/.test(path.slice(ROOT_PATH.length));
}

/**
 * The router path of a portal path (its query kept): the router's basename is ROOT_PATH, so
 * `/v3/login` is `/login` and `/v3` is `/`. A path outside the root, loaded as a full page, is
 * returned as it is.
 */
export function routerPathOf(path: string): string {
  if (!isPortalPath(path)) return path;
  const rest = path.slice(ROOT_PATH.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Where /v3 sends a visitor (client spec section 2). */
export function homePathFor(role: Role | undefined): string {
  return role === undefined ? LOGIN_PATH : homeByRole[role];
}

export interface AccessContext {
  signedIn: boolean;
  role: Role | undefined;
  flags: FeatureFlags;
}

export type AccessDecision = { allow: true } | { allow: false; redirect: string };

/** The guards of client spec section 6 as one decision: flag, login, anonymous-only, roles. */
export function decideAccess(
  access: RouteAccess | undefined,
  context: AccessContext,
  location: { pathname: string; search: string },
  redirectToParam?: string | null,
): AccessDecision {
  if (!access) return { allow: true };
  if (access.flag && !context.flags[access.flag]) {
    return { allow: false, redirect: access.flagRedirect ?? FLAG_GUARD_DEFAULT_REDIRECT };
  }
  if (access.anonymousOnly && context.signedIn) {
    return { allow: false, redirect: safeRedirectTarget(redirectToParam) ?? ROOT_PATH };
  }
  if ((access.login || access.roles) && !context.signedIn) {
    const back = `${location.pathname}${location.search}`;
    const query = access.returnAfterLogin ? `?redirectTo=${encodeURIComponent(back)}` : '';
    return { allow: false, redirect: `${LOGIN_PATH}${query}` };
  }
  if (access.roles && (context.role === undefined || !access.roles.includes(context.role))) {
    return { allow: false, redirect: ROOT_PATH };
  }
  return { allow: true };
}

// What signing takes besides the Contracts page: the profile (and its 2FA setup), and the way out.
const openWhileUnsigned = ['/v3/profile', '/v3/logout'];

/**
 * The contract gate (staff spec section 2): the Contracts page a typist or proofreader is sent
 * to from `pathname` while they must still sign, or undefined to let them be. Mandatory 2FA
 * comes first: staff without it are held on the profile by that gate, not sent here.
 */
export function contractsGateRedirect(
  user: User,
  flags: FeatureFlags,
  pathname: string,
): string | undefined {
  if (requiresTwoFactor(user.role) && !user.mfaEnabled) return undefined;
  if (!contractsOutstanding(user, flags.contracts)) return undefined;
  const contracts = contractsPathFor(user.role);
  return [contracts, ...openWhileUnsigned].includes(pathname) ? undefined : contracts;
}

/** Only same-portal paths may be redirect targets, so a link cannot send users elsewhere. */
export function safeRedirectTarget(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/v3') || value.startsWith('//')) return undefined;
  return value;
}

export type HeaderMode = 'default' | 'logged-out' | 'headless';

const headlessMarkers = [
  'v3/login',
  'v3/registration',
  'v3/password-reset',
  'v3/logout',
  'v3/maintenance',
  'update_pixel',
];

export function headerModeFor(pathname: string, signedIn: boolean): HeaderMode {
  if (headlessMarkers.some((marker) => pathname.includes(marker))) return 'headless';
  if (pathname.includes('v3/fileupload/addfiles') && !signedIn) return 'logged-out';
  return 'default';
}

const viewModePrefixes = [
  '/v3/library',
  '/v3/profile',
  '/v3/typist/library',
  '/v3/proofreader',
  '/v3/admin',
  '/v3/super-admin',
  '/v3/radmin',
];

export const viewModeSelectorVisible = (pathname: string): boolean =>
  viewModePrefixes.some((prefix) => pathname.startsWith(prefix));

export type ViewMode = 'compact' | 'standard';

/** The view mode each role starts in: the admins' grids are dense, everyone else's standard. */
const defaultViewModes: Record<Role, ViewMode> = {
  [Role.CLIENT]: 'standard',
  [Role.TYPIST]: 'standard',
  [Role.PROOFREADER]: 'standard',
  [Role.RESTRICTED_ADMIN]: 'compact',
  [Role.ADMIN]: 'compact',
  [Role.SUPER_ADMIN]: 'compact',
};

export const defaultViewModeFor = (role: Role): ViewMode => defaultViewModes[role];
