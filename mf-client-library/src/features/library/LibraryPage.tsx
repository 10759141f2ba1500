import { Suspense, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { can, selectFeatureFlags, usePortalSelector } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { Button, Page, buttonClassName } from '@portal/ui';
import { CreateProjectDialog } from '../project-dialogs/index.ts';
import { LibraryTabs } from './LibraryTabs.tsx';
import { ProjectLibrary, TableLoading } from './lazy-project-library.tsx';
import { isLibraryType } from './project-query.ts';
import './library.css';

/**
 * The client library, /v3/library/{type} (client spec section 2): one tab per way of reaching a
 * project; an unknown tab goes to the client's own projects. Anyone signed in has one; only a
 * client makes projects of their own (staff make them for a client, in the admins' projects).
 */
export function LibraryPage() {
  const { type } = useParams();
  const [creating, setCreating] = useState(false);
  const { liveNotetaking } = usePortalSelector(selectFeatureFlags);
  const user = useGetProfileQuery().data;
  const creates = user !== undefined && can(user, 'project.createOwn');
  const create = creates ? () => setCreating(true) : undefined;
  if (!isLibraryType(type)) return <Navigate to="/library/my" replace />;
  return (
    <Page
      title="Library"
      actions={
        <>
          {liveNotetaking && (
            <Link
              to="/live-notetaking-library/my"
              className={buttonClassName({ variant: 'secondary' })}
            >
              Live note-taking library
            </Link>
          )}
          {create && <Button onClick={create}>Create project</Button>}
        </>
      }
    >
      <LibraryTabs />
      <Suspense fallback={<TableLoading />}>
        {/* Each tab starts with its own table state: page 1, no filters. */}
        <ProjectLibrary key={type} scope={type} onCreate={create} />
      </Suspense>
      {creating && (
        <Suspense fallback={null}>
          <CreateProjectDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Page>
  );
}
