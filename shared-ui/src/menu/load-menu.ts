import { loadOnce } from '@portal/contracts';
import type * as RadixMenuExports from './RadixMenu.tsx';

type RadixMenuModule = typeof RadixMenuExports;

let loaded: RadixMenuModule | undefined;

/** The menu's code once it has arrived; until then nothing. */
export const loadedMenu = (): RadixMenuModule | undefined => loaded;

/**
 * Fetches the menu's code (Radix's dropdown menu with its popper and focus handling) once: most
 * screens draw no menu until a user is signed in, so it stays out of the portal's first load. A
 * failed download is tried again by the next menu drawn or pressed.
 */
export const loadMenu = loadOnce(() =>
  import('./RadixMenu.tsx').then((module) => (loaded = module)),
);
