import { Suspense } from 'react';
import { Page } from '@portal/ui';
import { ProjectLibrary, TableLoading } from './lazy-project-library.tsx';

/**
 * Admins' projects, /v3/admin/projects (staff spec section 2): every client's projects with the
 * library's filters, its client and company among them, and the library's actions on each.
 */
export function AdminProjectsPage() {
  return (
    <Page title="Projects">
      <Suspense fallback={<TableLoading />}>
        <ProjectLibrary scope="every" />
      </Suspense>
    </Page>
  );
}
