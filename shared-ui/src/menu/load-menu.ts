import type * as RadixMenuExports from './RadixMenu.tsx';

type RadixMenuModule = typeof RadixMenuExports;

let loaded: RadixMenuModule | undefined;
let loading: Promise<RadixMenuModule> | undefined;

/** The menu's code once it has arrived; until then nothing. */
export const loadedMenu = (): RadixMenuModule | undefined => loaded;

/**
 * Fetches the menu's code (Radix's dropdown menu with its popper and focus handling) once: most
 * screens draw no menu until a user is signed in, so it stays out of the portal's first load.
 */
export function loadMenu(): Promise<RadixMenuModule> {
  loading ??= import('./RadixMenu.tsx').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download is tried again by the next menu drawn or pressed.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
