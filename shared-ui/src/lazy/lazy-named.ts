import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props : never;

/**
 * A component of a module fetched on its first render, by its export's name (React's `lazy`
 * takes default exports only): a dialog or a panel the first screen does not show stays out of
 * the first load. Render it inside a Suspense (LazyDialog for a dialog).
 */
export function lazyNamed<Module extends Record<Name, unknown>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentType<PropsOf<Module[Name]>>> {
  return lazy(() =>
    load().then((module) => ({ default: module[name] as ComponentType<PropsOf<Module[Name]>> })),
  );
}
