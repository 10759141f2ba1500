import { Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Page, buttonClassName } from '@portal/ui';
import { LibraryTabs, ProjectLibrary, TableLoading, isLibraryType } from '../library/index.ts';
import { liveLibraryPath } from './live-paths.ts';

/**
 * The library of live-note projects, /v3/live-notetaking-library/{type} (client spec section 2):
 * the library's four tabs over the projects holding live note-taking sessions, each session with
 * its meeting and booking. An unknown tab goes to the client's own.
 */
export function LiveNotesLibraryPage() {
  const { type } = useParams();
  if (!isLibraryType(type)) return <Navigate to={`${liveLibraryPath}/my`} replace />;
  return (
    <Page
      title="Live note-taking library"
      actions={
        <>
          <Link to="/library/my" className={buttonClassName({ variant: 'secondary' })}>
            Library
          </Link>
          <Link to="/live-notetaking/create-booking" className={buttonClassName()}>
            Book live note-taking
          </Link>
        </>
      }
    >
      <LibraryTabs basePath={liveLibraryPath} label="Live note-taking library" />
      <Suspense fallback={<TableLoading />}>
        {/* Each tab starts with its own table state: page 1, no filters. */}
        <ProjectLibrary key={type} scope={type} live />
      </Suspense>
    </Page>
  );
}
