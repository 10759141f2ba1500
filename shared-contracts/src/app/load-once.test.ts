import { loadOnce } from './load-once.ts';

it('shares one download between calls, and tries again after a failure', async () => {
  const download = jest
    .fn<Promise<string>, [string]>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue('code');
  const load = loadOnce(download);

  await expect(Promise.all([load('a'), load('b')])).rejects.toThrow('offline');
  expect(download).toHaveBeenCalledTimes(1);

  await expect(load('c')).resolves.toBe('code');
  await expect(load('d')).resolves.toBe('code');
  expect(download.mock.calls).toEqual([['a'], ['c']]);
});
