import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  defaultManifestUrl,
  loadRemoteModule,
  remoteNames,
  type RemotesManifest,
} from '@portal/contracts';
import { loadRemoteRoutes, registerPortalRemotes } from './federation.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = jest.mocked(loadRemote);
const register = jest.mocked(registerRemotes);

const manifest = Object.fromEntries(
  remoteNames.map((name) => [name, defaultManifestUrl(name)]),
) as RemotesManifest;

describe('remote modules through the federation runtime', () => {
  beforeAll(() => registerPortalRemotes(manifest));
  beforeEach(() => {
    load.mockReset();
    register.mockClear();
  });

  it('lets any remote load another remote’s exposed module through @portal/contracts', async () => {
    const dialog = { default: () => null };
    load.mockResolvedValue(dialog);
    await expect(loadRemoteModule('mf-upload-checkout', './UploadToProjectDialog')).resolves.toBe(
      dialog,
    );
    expect(load).toHaveBeenCalledWith('mf_upload_checkout/UploadToProjectDialog');
  });

  it('loads a module once', async () => {
    load.mockResolvedValue({ default: [] });
    await loadRemoteRoutes('mf-editor');
    await loadRemoteRoutes('mf-editor');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load and registers the remote anew, so a retry fetches it again', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: [] });
    await expect(loadRemoteRoutes('mf-admin')).rejects.toThrow('offline');
    expect(register).toHaveBeenCalledWith(
      [{ name: 'mf_admin', entry: 'http://localhost/mf/mf-admin/mf-manifest.json' }],
      { force: true },
    );
    await expect(loadRemoteRoutes('mf-admin')).resolves.toEqual([]);
  });
});
