import { featureFlagsFor } from '../core/flags.ts';
import { remoteForPath } from './remotes.ts';
import { Role } from '../core/roles.ts';
import {
  decideAccess,
  defaultViewModeFor,
  headerModeFor,
  homePathFor,
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
    expect(viewModeSelectorVisible('/v3/fileupload/addfiles')).toBe(false);
  });

  it('defaults admins to compact and everyone else to standard', () => {
    expect(defaultViewModeFor(Role.SUPER_ADMIN)).toBe('compact');
    expect(defaultViewModeFor(Role.TYPIST)).toBe('standard');
  });

  it('accepts only portal paths as redirect targets', () => {
    expect(safeRedirectTarget('//evil.test/v3')).toBeUndefined();
    expect(safeRedirectTarget('/v3/library/my')).toBe('/v3/library/my');
  });

  it('finds the remote owning a path, longest prefix first', () => {
    expect(remoteForPath('library/my')).toBe('mf-client-library');
    expect(remoteForPath('/live-notetaking/editor')).toBe('mf-editor');
    expect(remoteForPath('live-notetaking/create-booking')).toBe('mf-upload-checkout');
    expect(remoteForPath('libraryx')).toBeUndefined();
  });
});
