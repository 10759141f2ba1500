import '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { invoicePageOf, testInvoice } from '@portal/contracts/invoice/test-invoice';
import { json } from '@portal/contracts/testing/fake-server';
import { jobPageOf, testJob } from '@portal/contracts/job/test-job';
import { seriousViolations } from '@portal/ui/testing/axe';
import { renderTypist } from './testing/render-typist.tsx';

// axe measures some text on a canvas, which jsdom lacks: without one it skips that measure.
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

const jobs = [
  testJob(1, { adminComment: 'Mind the names.' }),
  testJob(2, { status: 'partial-done', hasIssue: true, issueStatus: 'Open' }),
];

it('keeps the assigned jobs, their filters and an action dialog accessible', async () => {
  renderTypist('/typist/library/assigned', {
    handlers: (server) => server.on('GET', '/v1/job', () => json(200, jobPageOf(jobs))),
  });
  await screen.findByRole('row', { name: /interview-1\.mp3/ });
  expect(await seriousViolations()).toEqual([]);

  // The row's actions open from the keyboard alone.
  const actions = screen.getByRole('button', {
    name: 'Actions for interview-1.mp3 00:00:00–00:15:00',
  });
  actions.focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Report issue' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report issue' });
  expect(within(dialog).getByRole('textbox', { name: /Issue/ })).toBeInTheDocument();
  expect(await seriousViolations()).toEqual([]);
});

it("keeps the proofreader's queue with a job's statuses open accessible", async () => {
  renderTypist('/proofreader', {
    as: Role.PROOFREADER,
    handlers: (server) => {
      server.on('GET', '/v1/job', () =>
        json(200, jobPageOf([testJob(1, { status: 'partial-done', proofreaderId: 16 })])),
      );
      server.on('GET', '/v1/media/job-statuses/101', () =>
        json(200, [{ id: 1, status: 'partial-done', typistName: 'Tom Typist' }]),
      );
    },
  });
  await userEvent.click(
    await screen.findByRole('button', {
      name: 'Show every job of interview-1.mp3 00:00:00–00:15:00',
    }),
  );
  await screen.findByRole('listitem');
  expect(await seriousViolations()).toEqual([]);
});

it("keeps the typist's invoices accessible", async () => {
  renderTypist('/typist/invoices', {
    handlers: (server) =>
      server.on('GET', '/v1/invoice', () =>
        json(200, invoicePageOf([testInvoice(2), testInvoice(1, { status: 'paid' })])),
      ),
  });
  await screen.findByRole('button', { name: 'Download invoice 101' });
  expect(await seriousViolations()).toEqual([]);
});
