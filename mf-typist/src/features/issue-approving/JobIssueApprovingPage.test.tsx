import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json } from '@portal/contracts/testing/fake-server';
import { jobPageOf, testJob } from '@portal/contracts/job/test-job';
import type { Job } from '@portal/contracts/job/schema';
import { renderTypist } from '../../testing/render-typist.tsx';

const reported = testJob(5, {
  status: 'in-progress',
  hasIssue: true,
  issueStatus: 'Open',
  issueReport: 'The last five minutes are silent.',
});

const render = (job: Job) =>
  renderTypist('/job-issue-approving/5', {
    handlers: (server) => server.on('GET', '/v1/job/5', () => json(200, job)),
  });

it("shows the typist's issue report and its status, and approves it", async () => {
  let job = reported;
  const { notifications } = renderTypist('/job-issue-approving/5', {
    handlers: (server) => {
      server.on('GET', '/v1/job/5', () => json(200, job));
      server.on('GET', '/v1/job/approve-issue/5', () => {
        job = { ...reported, hasIssue: false, issueStatus: 'Resolved' };
        return json(200, job);
      });
    },
  });
  expect(await screen.findByRole('heading', { name: 'interview-5.mp3' })).toBeVisible();
  expect(screen.getByText('The last five minutes are silent.')).toBeVisible();
  expect(screen.getByText('Open')).toHaveClass('ui-status-chip--warning');
  expect(screen.getByText('In progress')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Approve issue' }));
  expect(await screen.findByText('Resolved')).toHaveClass('ui-status-chip--success');
  expect(screen.getByText('This job has no open issue to approve.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Approve issue' })).not.toBeInTheDocument();
  await waitFor(() =>
    expect(notifications()).toEqual([
      ['success', 'Issue approved', 'interview-5.mp3 00:00:00–00:15:00'],
    ]),
  );
});

it('offers no approval where the job rules give none', async () => {
  render({ ...reported, status: 'merged' });
  expect(
    await screen.findByText('This issue cannot be approved while the job is merged.'),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Approve issue' })).not.toBeInTheDocument();
});

it('says when the job cannot be found, with a retry', async () => {
  renderTypist('/job-issue-approving/5', {
    handlers: (server) =>
      server.on('GET', '/v1/job/5', () => json(404, { message: 'This job was not found.' })),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('This job was not found.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
});

it('sends an address without a job id back to the assigned jobs', async () => {
  const { location } = renderTypist('/job-issue-approving/first', {
    handlers: (server) => server.on('GET', '/v1/job', () => json(200, jobPageOf([]))),
  });
  await waitFor(() => expect(location().pathname).toBe('/typist/library/assigned'));
});
