import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorTexts, selectSignedIn, usePortalSelector, type ApiError } from '@portal/contracts';
import { projectCan } from '@portal/contracts/project/access';
import { projectListPath } from '@portal/contracts/project/list-path';
import { useGetProjectQuery } from '@portal/contracts/project/projects-client';
import type { ProjectView } from '@portal/contracts/project/schema';
import { EmptyState, ErrorState, Page, Skeleton, buttonClassName } from '@portal/ui';
import { projectIdOf } from '../payment/index.ts';
import UploadToProjectDialog from './UploadToProjectDialog.tsx';
import { projectUploadTexts } from './texts.ts';

const libraryLink = (
  <Link to="/library/my" className={buttonClassName({ variant: 'secondary' })}>
    Go to your library
  </Link>
);

/**
 * /v3/fileupload/project/{projectId} (client spec section 2, /v3/fileupload with project
 * sub-dialogs, no guard): the upload-to-project dialog by URL, its confirmation and warning
 * following from it. Anyone may open the link; who may upload is the server's to say, and the
 * page says plainly when it is not this visitor.
 */
export function ProjectUploadPage() {
  const signedIn = usePortalSelector(selectSignedIn);
  const projectId = projectIdOf(useParams().projectId);
  return (
    <Page title={projectUploadTexts.title} width="narrow">
      {projectId === undefined ? (
        <EmptyState
          title={errorTexts.invalidUrl}
          text="This link does not name a project."
          action={libraryLink}
        />
      ) : signedIn ? (
        <ProjectUpload projectId={projectId} />
      ) : (
        <SignInToUpload />
      )}
    </Page>
  );
}

function SignInToUpload() {
  const { pathname } = useLocation();
  return (
    <EmptyState
      title="Log in to upload to this project"
      text="Files go into a project for its owner and the people it is shared with."
      action={
        <Link
          to={`/login?redirectTo=${encodeURIComponent(`/v3${pathname}`)}`}
          className={buttonClassName({ variant: 'primary' })}
        >
          Log in
        </Link>
      }
    />
  );
}

function ProjectUpload({ projectId }: { projectId: number }) {
  const project = useGetProjectQuery(projectId);
  if (project.isLoading)
    return (
      <div role="status" aria-busy="true" aria-label="Loading the project">
        <Skeleton variant="block" height={160} />
      </div>
    );
  // 404: no access at all; the API answers so whether or not the project exists.
  const status = (project.error as ApiError | undefined)?.status;
  const refused = status === 404 || status === 403;
  if (refused || (project.data && !projectCan.upload(project.data.access)))
    return (
      <EmptyState
        title="You cannot upload to this project"
        text="It was not found, or it is not shared with you for uploads. Its owner can share it with you."
        action={libraryLink}
      />
    );
  if (!project.data)
    return (
      <ErrorState
        message="We could not load this project."
        onRetry={() => void project.refetch()}
        retrying={project.isFetching}
      />
    );
  return <ProjectDialog project={project.data} />;
}

/** The dialog over its page; closing it goes to the list that shows the project. */
function ProjectDialog({ project }: { project: ProjectView }) {
  const navigate = useNavigate();
  return (
    <>
      <p className="ui-text-muted">
        {projectUploadTexts.subtitle(project.title, project.ownerName)}
      </p>
      <UploadToProjectDialog
        project={project}
        onClose={() => void navigate(projectListPath(project.access), { replace: true })}
      />
    </>
  );
}
