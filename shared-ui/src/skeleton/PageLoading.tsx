import { Suspense, type ReactNode } from 'react';
import { Skeleton } from './Skeleton.tsx';

/** A remote's page while its code loads: the title's place and a block. */
export function PageLoading() {
  return (
    <div className="ui-page ui-page--wide" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton width="40%" height={40} />
      <Skeleton variant="block" height={320} />
    </div>
  );
}

/** A page loaded on its first visit (`lazy`), shown loading meanwhile. */
export const lazyPage = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;
