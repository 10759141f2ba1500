import type * as Remotes from './remotes.ts';

/** A fresh copy of the module, so each example starts before the shell provided a loader. */
function freshRemotes(): typeof Remotes {
  let remotes: typeof Remotes | undefined;
  jest.isolateModules(() => {
    remotes = jest.requireActual<typeof Remotes>('./remotes.ts');
  });
  return remotes!;
}

describe('remote modules', () => {
  it('says clearly that nothing can load before the shell provides a loader', async () => {
    const { loadRemoteModule } = freshRemotes();
    await expect(loadRemoteModule('mf-upload-checkout', './UploadToProjectDialog')).rejects.toThrow(
      'Cannot load mf-upload-checkout/./UploadToProjectDialog: no remote module loader is provided',
    );
  });

  it('loads through the loader the shell provided', async () => {
    const { loadRemoteModule, provideRemoteModuleLoader } = freshRemotes();
    const dialog = { default: () => null };
    const loader = jest.fn().mockResolvedValue(dialog);
    provideRemoteModuleLoader(loader);

    await expect(loadRemoteModule('mf-upload-checkout', './UploadToProjectDialog')).resolves.toBe(
      dialog,
    );
    expect(loader).toHaveBeenCalledWith('mf-upload-checkout', './UploadToProjectDialog');
  });

  it('passes a failed load on to the caller', async () => {
    const { loadRemoteModule, provideRemoteModuleLoader } = freshRemotes();
    provideRemoteModuleLoader(() => Promise.reject(new Error('offline')));
    await expect(loadRemoteModule('mf-editor', './Anything')).rejects.toThrow('offline');
  });
});
