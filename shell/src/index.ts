import { loadRuntimeConfig } from './app/runtime-config.ts';

// Asked for at once, so the configuration downloads while the shell's code does; a failure is
// answered by bootstrap's start (a no-op handler here keeps it from counting as unhandled).
const runtimeConfig = loadRuntimeConfig();
runtimeConfig.catch(() => undefined);

// The async boundary lets Module Federation negotiate shared singletons before React loads.
void import('./bootstrap.tsx').then(({ start }) => start(runtimeConfig));
