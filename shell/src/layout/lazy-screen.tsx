import { Suspense, type ComponentType } from 'react';
import { PageSkeleton } from './PageSkeleton.tsx';

/**
 * A screen whose code loads on first use, behind a loading boundary of its own. Navigations are
 * transitions, and React keeps a boundary's content up until its new content is ready: sibling
 * routes' boundaries are one unless keyed apart, so the screen just left would stay up, and
 * usable, while this one's code downloads.
 */
export function lazyScreen(name: string, Screen: ComponentType) {
  return (
    <Suspense key={name} fallback={<PageSkeleton />}>
      <Screen />
    </Suspense>
  );
}
