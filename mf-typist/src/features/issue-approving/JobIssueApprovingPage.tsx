import { Link, Navigate, useParams } from 'react-router';
import { notify, usePortalDispatch, type User } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { jobActionsFor } from '@portal/contracts/job/rules';
import { jobRangeText } from '@portal/contracts/job/format';
import { useApproveJobIssueMutation, useGetJobQuery } from '@portal/contracts/job/client';
import type { Job } from '@portal/contracts/job/schema';
import { failureText } from '@portal/contracts';
import { Button, Card, ErrorState, Page, Skeleton, StatusChip, linkClassName } from '@portal/ui';
import { JobStatusChip, jobStatusLabels } from '@portal/ui/table';
import { jobName } from '../../components/JobSubject.tsx';
import { tableDate } from '../../components/job-columns.tsx';
import './issue-approving.css';

const assignedJobs = '/typist/library/assigned';

/**
 * /v3/job-issue-approving/{id} (typist role): the issue the typist reported on their job and its
 * status, and approving its resolution (GET /v1/job/approve-issue/{id}) when the job rules let
 * them (staff spec section 2).
 */
export function JobIssueApprovingPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={assignedJobs} replace />;
  return (
    <Page
      title="Job issue"
      width="narrow"
      before={
        <Link to={assignedJobs} className={linkClassName('standalone', 'issue-back')}>
          Back to assigned jobs
        </Link>
      }
    >
      <JobIssue id={id} />
    </Page>
  );
}

function JobIssue({ id }: { id: number }) {
  const job = useGetJobQuery({ id });
  const { data: user } = useGetProfileQuery();
  if (job.isError)
    return (
      <ErrorState
        title="The job could not be loaded"
        message={failureText(job.error)}
        onRetry={() => void job.refetch()}
        retrying={job.isFetching}
      />
    );
  if (!job.data || !user)
    return (
      <div role="status" aria-busy="true" aria-label="Loading the job">
        <Skeleton variant="block" height={200} />
      </div>
    );
  return <IssueCard job={job.data} user={user} />;
}

function IssueCard({ job, user }: { job: Job; user: User }) {
  const dispatch = usePortalDispatch();
  const [approve, { isLoading }] = useApproveJobIssueMutation();
  const approvable = jobActionsFor(user, job).includes('resolveIssue');

  const confirm = async () => {
    const result = await approve(job.id);
    if (result.error) {
      dispatch(
        notify({
          type: 'error',
          title: 'The issue could not be approved',
          desc: failureText(result.error),
        }),
      );
      return;
    }
    dispatch(notify({ type: 'success', title: 'Issue approved', desc: jobName(job) }));
  };

  return (
    <Card title={job.media.title} headingLevel={2}>
      <dl className="issue-details">
        <div>
          <dt>Range</dt>
          <dd className="ui-tabular-nums">{jobRangeText(job)}</dd>
        </div>
        <div>
          <dt>Job status</dt>
          <dd>
            <JobStatusChip status={job.status} />
          </dd>
        </div>
        <div>
          <dt>Deadline</dt>
          <dd>{tableDate(job.deadline)}</dd>
        </div>
        <div>
          <dt>Issue</dt>
          <dd>
            {job.issueStatus ? (
              <StatusChip tone={job.issueStatus === 'Open' ? 'warning' : 'success'}>
                {job.issueStatus}
              </StatusChip>
            ) : (
              'None reported'
            )}
          </dd>
        </div>
      </dl>
      {job.issueReport && (
        <>
          <h3 className="issue-report__title">Issue report</h3>
          <p className="issue-report">{job.issueReport}</p>
        </>
      )}
      {approvable ? (
        <div className="issue-approve">
          <p className="issue-note">
            Approve once the issue no longer stops your work: it is closed, and the job goes on.
          </p>
          <Button loading={isLoading} loadingLabel="Approving" onClick={() => void confirm()}>
            Approve issue
          </Button>
        </div>
      ) : (
        <p className="issue-note">
          {job.hasIssue
            ? `This issue cannot be approved while the job is ${jobStatusLabels[job.status].toLowerCase()}.`
            : 'This job has no open issue to approve.'}
        </p>
      )}
    </Card>
  );
}
