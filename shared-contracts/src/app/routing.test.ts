import { featureFlagsFor } from '../portal/flags.ts';
import { remoteForPath } from '../portal/remotes.ts';
import { Role } from '../policy/roles.ts';
import { testUser } from '../user/test-user.ts';
import {
  contractsGateRedirect,
  decideAccess,
  defaultViewModeFor,
  headerModeFor,
  homePathFor,
  isPortalPath,
  routerPathOf,
  safeRedirectTarget,
  viewModeSelectorVisible,
  type AccessContext,
} from './routing.ts';

const flags = featureFlagsFor('local');
const anonymous: AccessContext = { signedIn: false, role: undefined, flags };
const client: AccessContext = { signedIn: true, role: Role.CLIENT, flags };
const at = { pathname: '/v3/project-invitation/abc', search: '?x=1' };

describe('home by role', () => {
  it.each([
    [Role.CLIENT, '/v3/library/my'],
    [Role.TYPIST, '/v3/typist/library/assigned'],
    [Role.PROOFREADER, '/v3/proofreader'],
    [Role.ADMIN, '/v3/admin/projects'],
    [Role.SUPER_ADMIN, '/v3/admin/assign'],
    [Role.RESTRICTED_ADMIN, '/v3/radmin/assign'],
    [undefined, '/v3/login'],
  ])('role %s goes to %s', (role, path) => expect(homePathFor(role)).toBe(path));
});

describe('routerPathOf', () => {
  it.each([
    ['/v3/login', '/login'],
    ['/v3/login?redirectTo=%2Fv3%2Fprofile', '/login?redirectTo=%2Fv3%2Fprofile'],
    ['/v3', '/'],
    ['/v3/', '/'],
    ['/v3?mode=quote', '/?mode=quote'],
    ['/v3#main', '/#main'],
  ])('strips the root from %s', (pathname, routerPath) =>
    expect(routerPathOf(pathname)).toBe(routerPath),
  );

  it.each(['/update_pixel', '/v3x/login', '/login'])(
    'returns %s, which is not under the root, unchanged',
    (pathname) => expect(routerPathOf(pathname)).toBe(pathname),
  );

  it('tells the portal paths from the others, as a leave guard must', () => {
    expect(['/v3', '/v3/library/my', '/v3?x=1', '/v3#top'].every(isPortalPath)).toBe(true);
    expect(['/', '/v3x', '/update_pixel', '/v2/v3'].some(isPortalPath)).toBe(false);
  });
});

describe('decideAccess', () => {
  it('sends anonymous users to login, with redirectTo only when asked', () => {
    expect(decideAccess({ login: true }, anonymous, at)).toEqual({
      allow: false,
      redirect: '/v3/login',
    });
    expect(decideAccess({ login: true, returnAfterLogin: true }, anonymous, at)).toEqual({
      allow: false,
      redirect: '/v3/login?redirectTo=%2Fv3%2Fproject-invitation%2Fabc%3Fx%3D1',
    });
  });

  it('keeps signed-in users off anonymous-only pages, honouring a safe redirectTo', () => {
    expect(decideAccess({ anonymousOnly: true }, client, at, '/v3/profile')).toEqual({
      allow: false,
      redirect: '/v3/profile',
    });
    expect(decideAccess({ anonymousOnly: true }, client, at, 'https://evil.test')).toEqual({
      allow: false,
      redirect: '/v3',
    });
  });

  it('checks roles and feature flags', () => {
    expect(decideAccess({ roles: [Role.TYPIST] }, client, at)).toEqual({
      allow: false,
      redirect: '/v3',
    });
    expect(decideAccess({ roles: [Role.CLIENT] }, client, at)).toEqual({ allow: true });
    const hardDeleteOff = { flag: 'hardDelete' as const };
    expect(decideAccess(hardDeleteOff, client, at)).toEqual({ allow: false, redirect: '/' });
  });
});

describe('shell rules', () => {
  it('chooses the header mode by path', () => {
    expect(headerModeFor('/v3/login', false)).toBe('headless');
    expect(headerModeFor('/v3/maintenance', true)).toBe('headless');
    expect(headerModeFor('/v3/fileupload/addfiles', false)).toBe('logged-out');
    expect(headerModeFor('/v3/fileupload/addfiles', true)).toBe('default');
    expect(headerModeFor('/v3/library/my', true)).toBe('default');
  });

  it('shows the view-mode selector only on the listed prefixes', () => {
    expect(viewModeSelectorVisible('/v3/admin/assign')).toBe(true);
    expect(viewModeSelectorVisible('/v3/typist/library/assigned')).toBe(true);
    expect(viewModeSelectorVisible('/v3/proofreader')).toBe(true);
    expect(viewModeSelectorVisible('/v3/job-issue-approving/5')).toBe(false);
    expect(viewModeSelectorVisible('/v3/fileupload/addfiles')).toBe(false);
  });

  it('defaults admins to compact and everyone else to standard', () => {
    expect(defaultViewModeFor(Role.SUPER_ADMIN)).toBe('compact');
    expect(defaultViewModeFor(Role.TYPIST)).toBe('standard');
    expect(defaultViewModeFor(Role.PROOFREADER)).toBe('standard');
  });

  it('accepts only portal paths as redirect targets', () => {
    expect(safeRedirectTarget('//evil.test/v3')).toBeUndefined();
    expect(safeRedirectTarget('/v3/library/my')).toBe('/v3/library/my');
  });

  it('finds the remote owning a path, longest prefix first', () => {
    expect(remoteForPath('library/my')).toBe('mf-client-library');
    expect(remoteForPath('/live-notetaking/editor')).toBe('mf-editor');
    expect(remoteForPath('live-notetaking/create-booking')).toBe('mf-upload-checkout');
    expect(remoteForPath('live-notetaking/42')).toBe('mf-client-library');
    expect(remoteForPath('libraryx')).toBeUndefined();
    expect(remoteForPath('admin/projects')).toBe('mf-client-library');
    expect(remoteForPath('admin/assign')).toBe('mf-admin');
  });
});

describe('contract gate', () => {
  const unsigned = { consultancyAgreementSignedAt: null, securityRequirementsSignedAt: null };
  const newcomer = (role: Role) => testUser(role, { mfaEnabled: true, contracts: unsigned });

  it.each([
    [Role.TYPIST, '/v3/typist/contracts'],
    [Role.PROOFREADER, '/v3/proofreader/contracts'],
  ])('sends role %s from any other page to %s until both are signed', (role, contracts) => {
    for (const path of ['/v3', '/v3/typist/library/assigned', '/v3/proofreader', '/v3/editor/demo'])
      expect(contractsGateRedirect(newcomer(role), flags, path)).toBe(contracts);
    const halfway = newcomer(role);
    halfway.contracts = { ...unsigned, consultancyAgreementSignedAt: '2026-01-05T09:30:00.000Z' };
    expect(contractsGateRedirect(halfway, flags, '/v3/proofreader')).toBe(contracts);
  });

  it('leaves the Contracts page, the profile and logout open', () => {
    for (const path of ['/v3/typist/contracts', '/v3/profile', '/v3/logout'])
      expect(contractsGateRedirect(newcomer(Role.TYPIST), flags, path)).toBeUndefined();
    // Another role's Contracts page is not theirs.
    expect(contractsGateRedirect(newcomer(Role.TYPIST), flags, '/v3/proofreader/contracts')).toBe(
      '/v3/typist/contracts',
    );
  });

  it('lets the 2FA hold go first', () => {
    const withoutTwoFactor = testUser(Role.TYPIST, { contracts: unsigned });
    expect(contractsGateRedirect(withoutTwoFactor, flags, '/v3/typist/library')).toBeUndefined();
  });

  it('lets be whoever has signed, older typists, other roles, and everyone with the flag off', () => {
    const at = '/v3/typist/library/assigned';
    expect(contractsGateRedirect(testUser(Role.TYPIST, { mfaEnabled: true }), flags, at)).toBe(
      undefined,
    );
    const veteran = testUser(Role.TYPIST, {
      mfaEnabled: true,
      oldTypist: true,
      contracts: unsigned,
    });
    expect(contractsGateRedirect(veteran, flags, at)).toBeUndefined();
    expect(
      contractsGateRedirect(testUser(Role.ADMIN, { mfaEnabled: true }), flags, '/v3/admin'),
    ).toBeUndefined();
    const off = { ...flags, contracts: false };
    expect(contractsGateRedirect(newcomer(Role.TYPIST), off, at)).toBeUndefined();
  });
});
