import { Suspense, lazy, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { Button, Page, Skeleton } from '@portal/ui';
import { CreateProjectDialog } from '../project-dialogs/index.ts';
import { LibraryTabs } from './LibraryTabs.tsx';
import { isLibraryType } from './project-query.ts';
import './library.css';

// The table, its filters and the dialogs load with the page's first visit, not with the
// remote's routes.
const ProjectLibrary = lazy(() =>
  import('./ProjectLibrary.tsx').then((m) => ({ default: m.ProjectLibrary })),
);

function TableLoading() {
  return (
    <div className="library-loading" role="status" aria-busy="true" aria-label="Loading projects">
      <Skeleton variant="block" height={64} />
      <Skeleton variant="block" height={320} />
    </div>
  );
}

/**
 * The client library, /v3/library/{type} (client spec section 2): one tab per way of reaching a
 * project; an unknown tab goes to the client's own projects.
 */
export function LibraryPage() {
  const { type } = useParams();
  const [creating, setCreating] = useState(false);
  if (!isLibraryType(type)) return <Navigate to="/library/my" replace />;
  return (
    <Page
      title="Library"
      actions={<Button onClick={() => setCreating(true)}>Create project</Button>}
    >
      <LibraryTabs />
      <Suspense fallback={<TableLoading />}>
        {/* Each tab starts with its own table state: page 1, no filters. */}
        <ProjectLibrary key={type} type={type} onCreate={() => setCreating(true)} />
      </Suspense>
      {creating && (
        <Suspense fallback={null}>
          <CreateProjectDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Page>
  );
}
