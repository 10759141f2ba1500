import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { adHocChargeTexts } from '@portal/contracts/ad-hoc-charge/texts';
import type { AdHocCharge } from '@portal/contracts/ad-hoc-charge/schema';
import type { StaffMedia, StaffMediaJob } from '@portal/contracts/media/staff-media-schema';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import {
  staffMediaPageOf,
  testStaffJob,
  testStaffMedia,
} from '@portal/contracts/media/test-staff-media';
import { testJob } from '@portal/contracts/job/test-job';
import { testUser } from '@portal/contracts/user/test-user';
import { seriousViolations } from '@portal/ui/testing/axe';
import routes from '../../../routes.tsx';

const job = 'Board meeting 1 00:00:00–00:15:00';

/** The grid at `path` as `role`, its one media holding `jobs`; `after` is the row read again. */
function renderJob(
  jobs: StaffMediaJob[],
  {
    role = Role.ADMIN,
    after = jobs,
    handlers,
  }: { role?: Role; after?: StaffMediaJob[]; handlers?: (server: FakeServer) => void } = {},
) {
  const path = role === Role.RESTRICTED_ADMIN ? '/radmin/assign' : '/admin/assign';
  const media = (rowJobs: StaffMediaJob[]): StaffMedia => testStaffMedia(1, { jobs: rowJobs });
  const rendered = renderRoutes(routes, {
    path,
    signedInAs: testUser(role),
    handlers: (server) => {
      server.on('GET', '/v1/media', () => json(200, staffMediaPageOf([media(jobs)])));
      server.on('POST', '/v1/media/batch-query', () => json(200, { result: [media(after)] }));
      handlers?.(server);
    },
  });
  const calls = (method: string, pathname: string) =>
    rendered.server.requests.filter(
      (request) => request.method === method && new URL(request.url).pathname === pathname,
    );
  return {
    ...rendered,
    /** The bodies of the calls made to `method pathname`. */
    sent: (method: string, pathname: string) =>
      Promise.all(calls(method, pathname).map((request) => request.clone().text())),
    /** How often the media's grid row was read again. */
    refreshes: () => calls('POST', '/v1/media/batch-query').length,
    notifications: () =>
      rendered.store.getState().notifications.items.map((item) => [item.type, item.title]),
  };
}

async function openMenu() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Show jobs of Board meeting 1' }),
  );
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${job}` }));
  return screen.findByRole('menu');
}

const menuItems = async () =>
  within(await openMenu())
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

async function choose(action: string) {
  await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: action }));
  return screen.findByRole('dialog', { name: action });
}

const inProgress = testStaffJob(1, {
  status: 'in-progress',
  hasIssue: true,
  issueStatus: 'Open',
  issueReport: 'The audio cuts out at 05:10.',
  proofreaderId: 16,
  proofreaderName: 'Pat Proof',
  proofreaderComment: 'Speaker names\nplease.',
});

describe("a job's actions in the assign grid", () => {
  it('offers an admin every modal the in-progress job allows, in menu order', async () => {
    renderJob([inProgress]);
    expect(await menuItems()).toEqual([
      'Comment to typist',
      'Proofreader comment',
      'Preview transcript',
      'Issue report',
      'Ad-hoc charges',
      'Add ad-hoc charge',
      'Proofreader report',
      'Change deadline',
      'Submit as typist',
      'Reassign for retyping',
    ]);
  });

  it('gives a restricted admin only the modals of running assignment', async () => {
    renderJob([inProgress], { role: Role.RESTRICTED_ADMIN });
    expect(await menuItems()).toEqual([
      'Comment to typist',
      'Proofreader comment',
      'Issue report',
      'Change deadline',
      'Reassign for retyping',
    ]);
  });

  it.each([
    [
      'available',
      [
        'Comment to typist',
        'Proofreader comment',
        'Preview transcript',
        'Ad-hoc charges',
        'Proofreader report',
      ],
    ],
    [
      'partial-done',
      [
        'Comment to typist',
        'Proofreader comment',
        'Preview transcript',
        'Ad-hoc charges',
        'Add ad-hoc charge',
        'Proofreader report',
        'Send back for editing',
        'Reassign for retyping',
      ],
    ],
    [
      'done',
      [
        'Comment to typist',
        'Preview transcript',
        'Ad-hoc charges',
        'Add ad-hoc charge',
        'Proofreader report',
        'Approve rate',
      ],
    ],
    ['merged', ['Preview transcript', 'Ad-hoc charges', 'Add ad-hoc charge']],
  ] as const)('offers on a %s job only what its status allows', async (status, offered) => {
    renderJob([testStaffJob(1, { status, typistId: status === 'available' ? null : 8 })]);
    expect(await menuItems()).toEqual(offered);
  });

  it('refuses < in a comment before sending, shows the server’s refusal, then saves it', async () => {
    let answer = json(409, { error: 'This job has moved on.', message: 'Conflict' });
    const { sent, notifications, refreshes } = renderJob([inProgress], {
      handlers: (server) => server.on('PUT', '/v1/job/comment/1', () => answer),
    });
    const dialog = await choose('Comment to typist');
    const comment = within(dialog).getByRole('textbox', { name: /Comment to the typist/ });
    await userEvent.type(comment, 'Use <names>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save comment' }));
    expect(await within(dialog).findByText('This symbol cannot be used here: <')).toBeVisible();
    expect(await sent('PUT', '/v1/job/comment/1')).toEqual([]);

    await userEvent.clear(comment);
    await userEvent.type(comment, 'Use the names from the agenda');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save comment' }));
    expect(await within(dialog).findByText('This job has moved on.')).toBeVisible();
    await waitFor(() => expect(refreshes()).toBe(1));

    answer = json(200, testJob(1, { adminComment: 'Use the names from the agenda' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save comment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await sent('PUT', '/v1/job/comment/1')).at(-1)).toBe(
      'comment=Use+the+names+from+the+agenda',
    );
    expect(notifications()).toEqual([['success', 'Comment saved']]);
    await waitFor(() => expect(refreshes()).toBe(2));
  });

  it('writes the comment to the proofreader, naming who reads it; the server’s refusal stays', async () => {
    let answer = json(422, [
      { field: 'proofreader_comment', message: 'This symbol cannot be used here: >' },
    ]);
    const { sent, notifications } = renderJob([inProgress], {
      handlers: (server) => server.on('PUT', '/v1/job/proofreader-comment/1', () => answer),
    });
    const dialog = await choose('Proofreader comment');
    expect(dialog).toHaveTextContent('Pat Proof reads it with the job');
    expect(await seriousViolations()).toEqual([]);
    const comment = within(dialog).getByRole('textbox', { name: /Comment to the proofreader/ });
    expect(comment).toHaveValue('Speaker names\nplease.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save comment' }));
    expect(await within(dialog).findByText('This symbol cannot be used here: >')).toBeVisible();

    answer = json(200, testJob(1, { proofreaderComment: 'Check the names.' }));
    await userEvent.clear(comment);
    await userEvent.type(comment, 'Check the names.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save comment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await sent('PUT', '/v1/job/proofreader-comment/1')).at(-1)).toBe(
      'proofreader_comment=Check+the+names.',
    );
    expect(notifications()).toEqual([['success', 'Comment saved']]);
  });

  it('reassigns for retyping once confirmed, and the row shows the job back in the pool', async () => {
    const { sent, notifications } = renderJob([inProgress], {
      after: [testStaffJob(1, { status: 'available', typistId: null, typistName: null })],
      handlers: (server) =>
        server.on('PUT', '/v1/job/remove-typist/1', () =>
          json(200, testJob(1, { status: 'available', typistId: null })),
        ),
    });
    const dialog = await choose('Reassign for retyping');
    expect(dialog).toHaveTextContent('Tom Typist no longer has this job');
    expect(await sent('PUT', '/v1/job/remove-typist/1')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign for retyping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sent('PUT', '/v1/job/remove-typist/1')).toHaveLength(1);
    expect(notifications()).toEqual([['success', 'Job back in the pool for retyping']]);
    const row = await screen.findByRole('row', { name: /Not assigned/ });
    expect(within(row).getByText('Available')).toBeInTheDocument();
  });

  it('submits the job as its typist, and keeps a refusal in the dialog', async () => {
    let answer = json(500, { message: 'Internal Server Error' });
    const { sent, notifications } = renderJob([inProgress], {
      handlers: (server) => server.on('PUT', '/v1/job/finish-as-typist/1', () => answer),
    });
    const dialog = await choose('Submit as typist');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit as typist' }));
    expect(await within(dialog).findByText(/Something went wrong/)).toBeVisible();

    answer = json(200, testJob(1, { status: 'partial-done' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit as typist' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sent('PUT', '/v1/job/finish-as-typist/1')).toHaveLength(2);
    expect(notifications()).toEqual([['success', 'Job submitted for its typist']]);
  });

  it('sends a typed job back for editing with what to change, the comment first', async () => {
    const { server, sent, notifications } = renderJob(
      [testStaffJob(1, { status: 'partial-done' })],
      {
        handlers: (server) => {
          server.on('PUT', '/v1/job/comment/1', () =>
            json(200, testJob(1, { status: 'partial-done' })),
          );
          server.on('PUT', '/v1/job/1', () => json(200, testJob(1, { status: 'in-progress' })));
        },
      },
    );
    const dialog = await choose('Send back for editing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText('Required')).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /What to change/ }),
      'Add the timecodes',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const puts = server.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => new URL(request.url).pathname)).toEqual([
      '/v1/job/comment/1',
      '/v1/job/1',
    ]);
    expect(await sent('PUT', '/v1/job/comment/1')).toEqual(['comment=Add+the+timecodes']);
    expect(await sent('PUT', '/v1/job/1')).toEqual(['send_back=true']);
    expect(notifications()).toEqual([['success', 'Job sent back for editing']]);
  });

  it('shows the reported issue and resolves it', async () => {
    const { sent, notifications } = renderJob([inProgress], {
      handlers: (server) =>
        server.on('GET', '/v1/job/approve-issue/1', () =>
          json(200, testJob(1, { hasIssue: false, issueStatus: 'Resolved' })),
        ),
    });
    const dialog = await choose('Issue report');
    expect(within(dialog).getByText('The audio cuts out at 05:10.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve issue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sent('GET', '/v1/job/approve-issue/1')).toHaveLength(1);
    expect(notifications()).toEqual([['success', 'Issue resolved']]);
  });

  it('approves a rate within 0 to 200 percent', async () => {
    const { sent } = renderJob([testStaffJob(1, { status: 'done' })], {
      handlers: (server) =>
        server.on('PUT', '/v1/job/approve/1', () =>
          json(200, testJob(1, { status: 'substandard', ratePercent: 80 })),
        ),
    });
    const dialog = await choose('Approve rate');
    const rate = within(dialog).getByRole('spinbutton', { name: /Rate percentage/ });
    expect(rate).toHaveValue(100);
    await userEvent.clear(rate);
    await userEvent.type(rate, '250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve rate' }));
    expect(await within(dialog).findByText('Maximum is 200')).toBeVisible();
    await userEvent.clear(rate);
    await userEvent.type(rate, '80');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve rate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sent('PUT', '/v1/job/approve/1')).toEqual(['rate_percent=80']);
  });

  it("previews the job's range of the transcript", async () => {
    renderJob([inProgress], {
      handlers: (server) =>
        server.on('GET', '/v1/job/1', () =>
          json(200, {
            ...testJob(1),
            typistTranscript: {
              sections: [{ id: 's1', speaker: 'Anna', start: 65, text: 'Good morning.' }],
              speakers: [{ id: 'a', name: 'Anna' }],
            },
          }),
        ),
    });
    const dialog = await choose('Preview transcript');
    const transcript = await within(dialog).findByRole('list', { name: /Transcript/ });
    expect(transcript).toHaveTextContent('00:01:05Anna:Good morning.');
  });

  it('says when nothing is typed in the range, and retries a preview that failed', async () => {
    let answer = json(500, { message: 'Internal Server Error' });
    renderJob([testStaffJob(1, { status: 'available', typistId: null })], {
      handlers: (server) => server.on('GET', '/v1/job/1', () => answer),
    });
    const dialog = await choose('Preview transcript');
    expect(await within(dialog).findByText(/Something went wrong/)).toBeVisible();
    answer = json(200, { ...testJob(1), typistTranscript: null });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(
      await within(dialog).findByText('Nothing has been typed in this range yet.'),
    ).toBeVisible();
  });

  it('changes the deadline to a future one, and the typist is emailed it', async () => {
    const { sent, notifications } = renderJob([inProgress], {
      handlers: (server) => server.on('PUT', '/v1/job/1', () => json(200, testJob(1))),
    });
    const dialog = await choose('Change deadline');
    expect(dialog).toHaveTextContent('Tom Typist is emailed the new deadline.');
    const deadline = within(dialog).getByLabelText(/New deadline/);
    await userEvent.clear(deadline);
    await userEvent.type(deadline, '2020-01-01T10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change deadline' }));
    expect(await within(dialog).findByText('The deadline must be in the future.')).toBeVisible();
    await userEvent.clear(deadline);
    await userEvent.type(deadline, '2099-01-01T10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change deadline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const expected = new Date('2099-01-01T10:00').getTime() / 1000;
    expect(await sent('PUT', '/v1/job/1')).toEqual([`deadline=${expected}`]);
    expect(notifications()).toEqual([['success', 'Deadline changed']]);
  });

  it('opens from the keyboard alone, its menu and dialogs accessible', async () => {
    // axe measures some text on a canvas, which jsdom lacks: without one it skips that measure.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderJob([inProgress]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show jobs of Board meeting 1' }),
    );
    (await screen.findByRole('button', { name: `Actions for ${job}` })).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Comment to typist' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await seriousViolations()).toEqual([]);
  });
});

const charge = (id: number, fields: Partial<AdHocCharge> = {}): AdHocCharge => ({
  id,
  kind: 'typist',
  projectId: null,
  jobId: 1,
  typistId: 8,
  typistName: 'Tom Typist',
  description: `Charge ${id}`,
  amount: 1500,
  currency: 'GBP',
  invoiceId: null,
  createdAt: 1_767_225_600,
  ...fields,
});

const pageOf = (charges: AdHocCharge[]) => ({
  result: charges,
  total: charges.length,
  page: 1,
  pageSize: 50,
});

describe("a job's ad-hoc charges in the assign grid", () => {
  it("lists the job's charges: amount, whom each pays and whether it is invoiced", async () => {
    const { server } = renderJob([inProgress], {
      handlers: (server) =>
        server.on('GET', '/v1/ad-hoc-charge', () =>
          json(
            200,
            pageOf([
              charge(2, { description: 'Rush fee', amount: 123_450 }),
              charge(1, { description: 'Extra speakers', amount: 500, invoiceId: 7 }),
            ]),
          ),
        ),
    });
    const dialog = await choose('Ad-hoc charges');
    const items = within(
      await within(dialog).findByRole('list', { name: 'Ad-hoc charges' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Rush fee£1,234.50Pays Tom TypistNot invoicedRemove',
      'Extra speakers£5.00Pays Tom TypistInvoiced',
    ]);
    const asked = server.requests.find((request) => request.url.includes('/v1/ad-hoc-charge'));
    expect(new URL(asked!.url).searchParams.get('job_id')).toBe('1');
  });

  it('says when the job has no charges', async () => {
    renderJob([inProgress], {
      handlers: (server) => server.on('GET', '/v1/ad-hoc-charge', () => json(200, pageOf([]))),
    });
    const dialog = await choose('Ad-hoc charges');
    expect(await within(dialog).findByText(adHocChargeTexts.empty)).toBeVisible();
  });

  it('removes a charge once confirmed, and shows why an invoiced one cannot be', async () => {
    let answer = json(409, { error: adHocChargeTexts.invoiced, message: 'Conflict' });
    const { sent, notifications } = renderJob([inProgress], {
      handlers: (server) => {
        server.on('GET', '/v1/ad-hoc-charge', () =>
          json(200, pageOf([charge(2, { description: 'Rush fee' })])),
        );
        server.on('DELETE', '/v1/ad-hoc-charge/2', () => answer);
      },
    });
    const list = await choose('Ad-hoc charges');
    await userEvent.click(await within(list).findByRole('button', { name: 'Remove Rush fee' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove ad-hoc charge' });
    expect(confirm).toHaveTextContent(
      "Rush fee £15.00 no longer goes on Tom Typist's next invoice.",
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove charge' }));
    expect(await within(confirm).findByText(adHocChargeTexts.invoiced)).toBeVisible();
    expect(notifications()).toEqual([]);

    answer = new Response(null, { status: 204 });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove charge' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(await sent('DELETE', '/v1/ad-hoc-charge/2')).toHaveLength(2);
    expect(notifications()).toEqual([['success', adHocChargeTexts.removed]]);
  });

  it('checks the amount before sending, then sends it in pence with the job', async () => {
    const { sent, notifications } = renderJob([inProgress], {
      handlers: (server) =>
        server.on('POST', '/v1/ad-hoc-charge', () => json(200, charge(3, { amount: 1550 }))),
    });
    const dialog = await choose('Add ad-hoc charge');
    const add = within(dialog).getByRole('button', { name: 'Add charge' });
    await userEvent.click(add);
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Rush fee');
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    for (const [typed, refusal] of [
      ['0', adHocChargeTexts.amount],
      ['15.555', 'Enter an amount such as 15.00'],
      ['100000.01', 'Maximum is 100000.00'],
    ]) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed!);
      await userEvent.click(add);
      expect(await within(dialog).findByText(refusal!)).toBeVisible();
    }
    expect(await sent('POST', '/v1/ad-hoc-charge')).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '15.5');
    await userEvent.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sent('POST', '/v1/ad-hoc-charge')).toEqual([
      'job_id=1&description=Rush+fee&amount=1550',
    ]);
    expect(notifications()).toEqual([['success', adHocChargeTexts.added]]);
  });

  it("shows the server's refusal under the field it names", async () => {
    renderJob([inProgress], {
      handlers: (server) =>
        server.on('POST', '/v1/ad-hoc-charge', () =>
          json(422, [{ field: 'description', message: 'Max length is 255' }]),
        ),
    });
    const dialog = await choose('Add ad-hoc charge');
    const description = within(dialog).getByRole('textbox', { name: /Description/ });
    await userEvent.type(description, 'Rush fee');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    expect(await within(dialog).findByText('Max length is 255')).toBeVisible();
    expect(description).toHaveAccessibleDescription(/Max length is 255/);
  });

  it('is not offered to a restricted admin, whom the API refuses charges', async () => {
    renderJob([inProgress], { role: Role.RESTRICTED_ADMIN });
    expect(await menuItems()).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/ad-hoc/i)]),
    );
  });
});
