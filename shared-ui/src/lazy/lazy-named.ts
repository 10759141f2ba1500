import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component of a module fetched on its first render, by its export's name (React's `lazy`
 * takes default exports only): a dialog or a panel the first screen does not show stays out of
 * the first load. Render it inside a Suspense (LazyDialog for a dialog).
 */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
