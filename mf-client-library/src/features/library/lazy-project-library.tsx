import { lazy } from 'react';
import { Skeleton } from '@portal/ui';
import './library.css';

// The table, its filters and the dialogs load with the page's first visit, not with the
// remote's routes.
export const ProjectLibrary = lazy(() =>
  import('./ProjectLibrary.tsx').then((m) => ({ default: m.ProjectLibrary })),
);

export function TableLoading() {
  return (
    <div className="library-loading" role="status" aria-busy="true" aria-label="Loading projects">
      <Skeleton variant="block" height={64} />
      <Skeleton variant="block" height={320} />
    </div>
  );
}
