import { Link } from 'react-router';
import { projectListPath } from '@portal/contracts/project/list-path';
import { useGetProjectQuery } from '@portal/contracts/project/projects-client';

/**
 * Checkout of files uploaded into a project (?projectId=, from the upload-to-project dialog):
 * which project they go into, and the way back to the list that shows it.
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
      <Link to={project ? projectListPath(project.access) : '/library/my'}>
        Back to your projects
      </Link>
    </p>
  );
}
