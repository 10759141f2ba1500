import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { formatUnixTime } from '@portal/contracts';
import { jobActionsFor } from '@portal/contracts/job/rules';
import type { Job } from '@portal/contracts/job/schema';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { jobPageOf, testJob } from '@portal/contracts/job/test-job';
import { testUser } from '@portal/contracts/user/test-user';
import { seriousViolations } from '@portal/ui/testing/axe';
import { renderTypist } from '../../testing/render-typist.tsx';

const typist = testUser(Role.TYPIST);
const path = '/typist/library/assigned';

const render = (jobs: Job[], options: Parameters<typeof renderTypist>[1] = {}) =>
  renderTypist(path, {
    ...options,
    handlers: (server) => {
      server.on('GET', '/v1/job', () => json(200, jobPageOf(jobs)));
      options.handlers?.(server);
    },
  });

/** Unix seconds as a date-time field shows them, in local time. */
const local = (unix: number) => {
  const date = new Date(unix * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
};

const menuOf = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  const items = within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  return items;
};

const choose = async (name: string, action: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
};

afterEach(() => jest.useRealTimers());

describe('assigned jobs', () => {
  it("lists the typist's own jobs, 50 a page, with status, deadline, rate and comments", async () => {
    const { jobLists } = render([
      testJob(1, {
        status: 'in-progress',
        ratePercent: 50,
        adminComment: 'Mind the speaker names.',
        proofreaderComment: 'Timestamps every 2 minutes.',
      }),
    ]);
    const row = await screen.findByRole('row', { name: /interview-1\.mp3/ });
    expect(within(row).getByText('Intelligent verbatim')).toBeInTheDocument();
    expect(within(row).getByText('00:00:00–00:15:00')).toBeInTheDocument();
    expect(within(row).getByText('In progress')).toHaveClass('ui-status-chip--info');
    expect(within(row).getByText(formatUnixTime(testJob(1).deadline!, 'table'))).toBeVisible();
    expect(within(row).getByText('£0.43/min')).toBeInTheDocument();
    expect(within(row).getByText('(50% of £0.85)')).toBeInTheDocument();
    expect(Object.fromEntries(jobLists()[0]!)).toEqual({
      scope: 'mine',
      page: '1',
      page_size: '50',
    });

    await userEvent.click(
      within(row).getByRole('button', {
        name: 'View comments on interview-1.mp3 00:00:00–00:15:00',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Comments' });
    expect(within(dialog).getByText('Comment to typist')).toBeInTheDocument();
    expect(within(dialog).getByText('Mind the speaker names.')).toBeInTheDocument();
    // The comment to the proofreader is theirs.
    expect(within(dialog).queryByText('Timestamps every 2 minutes.')).not.toBeInTheDocument();
  });

  it('offers on each row exactly the actions the job rules give the typist', async () => {
    const jobs = [
      testJob(1, { status: 'assigned' }),
      testJob(2, { status: 'in-progress', hasIssue: true, issueStatus: 'Open' }),
      testJob(3, { status: 'done' }),
      testJob(4, { status: 'partial-done' }),
    ];
    render(jobs);
    expect(jobActionsFor(typist, jobs[0]!)).toEqual([
      'drop',
      'finish',
      'reportIssue',
      'changeDeadline',
    ]);
    expect(await menuOf('interview-1.mp3 00:00:00–00:15:00')).toEqual([
      'Finish job',
      'Extend deadline',
      'Report issue',
      'Drop job',
    ]);
    expect(await menuOf('interview-2.mp3 00:00:00–00:15:00')).toEqual([
      'Finish job',
      'Extend deadline',
      'Review issue',
      'Drop job',
    ]);
    expect(await menuOf('interview-4.mp3 00:00:00–00:15:00')).toEqual(['Report issue']);
    expect(jobActionsFor(typist, jobs[2]!)).toEqual([]);
    expect(
      screen.queryByRole('button', { name: 'Actions for interview-3.mp3 00:00:00–00:15:00' }),
    ).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /interview-3/ })).getByText('None now'),
    ).toBeVisible();
  });

  it('leaves the deadline extension out while its flag is off, and the offers tab too', async () => {
    render([testJob(1)], { flags: { typistDeadlineExtension: false, selfAssignOffers: false } });
    expect(await menuOf('interview-1.mp3 00:00:00–00:15:00')).toEqual([
      'Finish job',
      'Report issue',
      'Drop job',
    ]);
    expect(screen.queryByRole('link', { name: 'Available jobs' })).not.toBeInTheDocument();
  });

  it('drops a job once the typist confirms, and says so', async () => {
    const { sent, notifications, jobLists } = render([testJob(1)], {
      handlers: (server) =>
        server.on('PUT', '/v1/job/drop/1', () => json(200, testJob(1, { status: 'available' }))),
    });
    await choose('interview-1.mp3 00:00:00–00:15:00', 'Drop job');
    const dialog = await screen.findByRole('dialog', { name: 'Drop job' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Drop job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sent('PUT', '/v1/job/drop/1')).toEqual(['']);
    expect(notifications()).toEqual([
      ['success', 'Job dropped', 'interview-1.mp3 00:00:00–00:15:00'],
    ]);
    await waitFor(() => expect(jobLists()).toHaveLength(2));
  });

  it('refuses < and > in an issue with the API’s words before sending, then reports it', async () => {
    const { sent, notifications } = render([testJob(1)], {
      handlers: (server) =>
        server.on('PUT', '/v1/job/issue/1', () =>
          json(200, testJob(1, { hasIssue: true, issueStatus: 'Open' })),
        ),
    });
    await choose('interview-1.mp3 00:00:00–00:15:00', 'Report issue');
    const dialog = await screen.findByRole('dialog', { name: 'Report issue' });
    const issue = within(dialog).getByRole('textbox', { name: /Issue/ });
    await userEvent.type(issue, 'Audio <cuts> out');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report issue' }));
    expect(await within(dialog).findByText('This symbol cannot be used here: <')).toBeVisible();
    expect(await sent('PUT', '/v1/job/issue/1')).toEqual([]);

    await userEvent.clear(issue);
    await userEvent.type(issue, 'Audio cuts out at 05:10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report issue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sent('PUT', '/v1/job/issue/1')).toEqual([
      'issue_report=Audio+cuts+out+at+05%3A10',
    ]);
    expect(notifications()[0]).toEqual([
      'success',
      'Issue reported',
      'interview-1.mp3 00:00:00–00:15:00',
    ]);
  });

  it('shows the server’s refusal of an issue under its field and keeps the dialog open', async () => {
    render([testJob(1)], {
      handlers: (server) =>
        server.on('PUT', '/v1/job/issue/1', () =>
          json(422, [{ field: 'issue_report', message: 'Max length is 2000' }]),
        ),
    });
    await choose('interview-1.mp3 00:00:00–00:15:00', 'Report issue');
    const dialog = await screen.findByRole('dialog', { name: 'Report issue' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Issue/ }), 'Too long');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report issue' }));
    expect(await within(dialog).findByText('Max length is 2000')).toBeVisible();
  });

  it('extends a deadline up to the latest the API allows, refusing one past it', async () => {
    // Whole minutes from now, as the date-time field takes them.
    const soon = Math.ceil(Date.now() / 60_000) * 60 + 24 * 3600;
    const job = testJob(1, { deadline: soon });
    const latest = soon + 12 * 3600;
    const { sent, notifications } = render([job], {
      handlers: (server) => {
        server.on('GET', '/v1/job/max-typist-deadline/1', () => json(200, { maxDeadline: latest }));
        server.on('PUT', '/v1/job/1', () => json(200, testJob(1, { deadline: latest })));
      },
    });
    await choose('interview-1.mp3 00:00:00–00:15:00', 'Extend deadline');
    // The dialog that waits for the latest deadline gives way to the form's, once it is known.
    expect(
      await screen.findByText(`up to ${formatUnixTime(latest, 'long')}.`, { exact: false }),
    ).toBeVisible();
    const dialog = screen.getByRole('dialog', { name: 'Extend deadline' });
    const field = within(dialog).getByLabelText(/New deadline/);
    expect(field).toHaveAttribute('max', local(latest));
    expect(field).toHaveAttribute('min', local(soon));

    await userEvent.clear(field);
    await userEvent.type(field, local(latest + 3600));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend deadline' }));
    expect(
      await within(dialog).findByText(
        `The deadline can be no later than ${formatUnixTime(latest, 'long')}.`,
      ),
    ).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, local(soon));
    expect(
      await within(dialog).findByText('The new deadline must be later than the current one.'),
    ).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, local(latest - 3600));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend deadline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sent('PUT', '/v1/job/1')).toEqual([`deadline=${latest - 3600}`]);
    expect(notifications()[0]?.[1]).toBe('Deadline extended');
  });

  it('says when the deadline cannot be extended any further', async () => {
    const job = testJob(1);
    render([job], {
      handlers: (server) =>
        server.on('GET', '/v1/job/max-typist-deadline/1', () =>
          json(200, { maxDeadline: job.deadline! }),
        ),
    });
    await choose('interview-1.mp3 00:00:00–00:15:00', 'Extend deadline');
    const dialog = await screen.findByRole('dialog', { name: 'Extend deadline' });
    expect(
      await within(dialog).findByText("This job's deadline cannot be extended any further."),
    ).toBeVisible();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('opens the issue screen to review an issue', async () => {
    const { location } = render([testJob(2, { hasIssue: true, issueStatus: 'Open' })], {
      handlers: (server: FakeServer) =>
        server.on('GET', '/v1/job/2', () => json(200, testJob(2, { hasIssue: true }))),
    });
    await choose('interview-2.mp3 00:00:00–00:15:00', 'Review issue');
    await waitFor(() => expect(location().pathname).toBe('/job-issue-approving/2'));
  });

  it('opens the notes of a live session in the live note editor, with the meeting time', async () => {
    // axe measures some text on a canvas, which jsdom lacks: without one it skips that measure.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    // 20 November 2026, 14:00 UTC: winter, so UK time is UTC.
    const meetingStart = Date.UTC(2026, 10, 20, 14, 0) / 1000;
    const live = testJob(1, {
      type: 'notes',
      media: { ...testJob(1).media, title: 'Board meeting', meetingStart },
    });
    render([live, testJob(2)]);
    const row = await screen.findByRole('row', { name: /Board meeting/ });
    expect(within(row).getByRole('link', { name: 'Board meeting' })).toHaveAttribute(
      'href',
      '/live-notetaking/editor?media=101',
    );
    expect(within(row).getByText('Meeting 14:00 on Fri, Nov 20th (UK time)')).toBeInTheDocument();
    const recorded = screen.getByRole('row', { name: /interview-2\.mp3/ });
    expect(within(recorded).getByRole('link', { name: 'interview-2.mp3' })).toHaveAttribute(
      'href',
      '/editor?media=102',
    );
    expect(within(recorded).queryByText(/^Meeting/)).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('says what to expect when there are no jobs', async () => {
    render([]);
    expect(
      await screen.findByRole('heading', { name: 'No jobs assigned to you yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 0 - 0 out of 0 items')).toBeInTheDocument();
  });

  it('shows a failed list with its retry', async () => {
    let calls = 0;
    renderTypist(path, {
      handlers: (server) =>
        server.on('GET', '/v1/job', () => {
          calls += 1;
          return calls === 1
            ? json(500, { message: 'Internal Server Error' })
            : json(200, jobPageOf([testJob(1)]));
        }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The jobs could not be loaded. Something went wrong',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /interview-1\.mp3/ })).toBeInTheDocument();
  });
});

describe('the assigned jobs table', () => {
  it('starts from the state its URL keeps and writes each change back to it', async () => {
    const { jobLists, location } = renderTypist(
      `${path}?page=2&perPage=100&sort=title&order=desc&title=board`,
      {
        handlers: (server) =>
          server.on('GET', '/v1/job', () => json(200, jobPageOf([testJob(1)], 150))),
      },
    );
    await screen.findByRole('row', { name: /interview-1\.mp3/ });
    expect(Object.fromEntries(jobLists()[0]!)).toEqual({
      scope: 'mine',
      page: '2',
      page_size: '100',
      sort: 'title',
      order: 'desc',
      title: 'board',
    });
    expect(screen.getByRole('searchbox', { name: 'Media title' })).toHaveValue('board');

    const header = screen.getByRole('columnheader', { name: 'Media' });
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(location().search).toBe('?perPage=100&title=board'));
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: 'Deadline' })).getByRole('button'),
    );
    await waitFor(() =>
      expect(location().search).toBe('?perPage=100&sort=deadline&order=asc&title=board'),
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'done');
    await waitFor(() => expect(jobLists().at(-1)?.get('status')).toBe('done'));
    await userEvent.selectOptions(screen.getByLabelText('Per page'), '50');
    await waitFor(() =>
      expect(location().search).toBe('?sort=deadline&order=asc&title=board&status=done'),
    );
  });

  it('applies a typed title once typing stops for a second', async () => {
    // The pause is the subject: on fake timers, no time passes but what waitFor lets pass.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { jobLists } = render([testJob(1)]);
    await screen.findByRole('row', { name: /interview-1\.mp3/ });
    await user.type(screen.getByRole('searchbox', { name: 'Media title' }), 'inter');
    expect(jobLists().at(-1)?.get('title')).toBeNull();
    await waitFor(() => expect(jobLists().at(-1)?.get('title')).toBe('inter'));
  });
});
