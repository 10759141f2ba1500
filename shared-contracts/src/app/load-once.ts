/**
 * A download asked for once per page (a chunk, a third-party script): every call shares the
 * first call's promise while it stands; a failure is forgotten, so the next call tries again.
 */
export function loadOnce<Args extends unknown[], T>(
  load: (...args: Args) => Promise<T>,
): (...args: Args) => Promise<T> {
  let loading: Promise<T> | undefined;
  return (...args) => {
    loading ??= load(...args).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
