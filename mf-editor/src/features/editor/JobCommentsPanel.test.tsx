import '@portal/ui/testing';
import { render, screen, within } from '@testing-library/react';
import { Role } from '@portal/contracts';
import { testJob } from '@portal/contracts/job/test-job';
import { testUser } from '@portal/contracts/user/test-user';
import { seriousViolations } from '@portal/ui/testing/axe';
import { JobCommentsPanel } from './JobCommentsPanel.tsx';

const proofreader = testUser(Role.PROOFREADER);
/** A job the test proofreader (id 16) proofreads. */
const proofread = (id: number, overrides: Parameters<typeof testJob>[1] = {}) =>
  testJob(id, { status: 'partial-done', proofreaderId: 16, ...overrides });

it("shows the proofreader the admins' comment to them, and the typist's, read only", async () => {
  render(
    <JobCommentsPanel
      user={proofreader}
      jobs={[proofread(1, { proofreaderComment: 'Check the names.', adminComment: 'Timecodes.' })]}
    />,
  );
  const panel = screen.getByRole('complementary', { name: 'Comments' });
  expect(
    within(panel)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Proofreader comment', 'Comment to typist']);
  expect(within(panel).getByText('Check the names.')).toBeVisible();
  expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  // One job: no range to tell it by.
  expect(within(panel).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  expect(await seriousViolations()).toEqual([]);
});

it('names the range of each commented job when the user has several, and leaves the rest out', () => {
  render(
    <JobCommentsPanel
      user={proofreader}
      jobs={[
        proofread(1, { proofreaderComment: 'First half.' }),
        proofread(2, { mediaRangeStart: 900, mediaRangeEnd: 1800 }),
      ]}
    />,
  );
  const panel = screen.getByRole('complementary', { name: 'Comments' });
  expect(
    within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['00:00:00–00:15:00']);
});

it('is not there when no comment is to the user', () => {
  render(
    <JobCommentsPanel
      user={testUser(Role.TYPIST)}
      jobs={[testJob(1, { status: 'in-progress', proofreaderComment: 'For the proofreader.' })]}
    />,
  );
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
});
