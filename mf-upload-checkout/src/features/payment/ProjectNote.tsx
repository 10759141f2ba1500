import { Link } from 'react-router';
import { useGetProjectQuery, type ProjectAccess } from '@portal/contracts/library';

/** The library list that shows a project, by the caller's way of reaching it. */
const libraryPaths: Partial<Record<ProjectAccess, string>> = {
  staff: '/admin/projects',
  full: '/library/full-access',
  write: '/library/upload-only',
  read: '/library/transcript-only',
};

/**
 * Checkout of files uploaded into a project (?projectId=, from the upload-to-project dialog):
 * which project they go into, and the way back to it.
 */
export function ProjectNote({ projectId }: { projectId: number }) {
  const project = useGetProjectQuery(projectId).data;
  return (
    <p className="payment__project">
      {project && (
        <span>
          These files go into the project <strong>{project.title}</strong>.{' '}
        </span>
      )}
      <Link to={(project && libraryPaths[project.access]) ?? '/library/my'}>
        Back to the project
      </Link>
    </p>
  );
}
