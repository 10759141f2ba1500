import {
  authOf,
  authOfPage,
  createAccount,
  expect,
  expectAccessible,
  signContracts,
  signInAs,
  test,
} from './fixtures.ts';
import { idOf, jobOf, orderRecordings, put, saveTranscript, type JobRow } from './ordered-work.ts';

/** The typist's transcript of their job's range, written over the transcript API. */
const transcriptOf = (job: JobRow, words: string) => ({
  sections: [{ id: `s${job.id}`, speaker: 'S1', start: job.mediaRangeStart, text: words }],
  speakers: [{ id: 'S1', name: 'Interviewer' }],
});

test('two ordered recordings go through typing and proofreading to Ready for Return @mf-typist @mf-upload-checkout', async ({
  page,
  otherPage,
  request,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const [offered, assigned] = [`offered-${run}.wav`, `assigned-${run}.wav`];
  await orderRecordings(page, await createAccount(request, 'client', { businessAccount: true }), [
    offered,
    assigned,
  ]);

  const admin = await authOf(request, await createAccount(request, 'admin', { twoFactor: true }));
  const typist = await createAccount(request, 'typist', {
    twoFactor: true,
    unsignedContracts: true,
  });
  // The typist signs in with the authenticator and is held on Contracts.
  await signInAs(page, typist);
  await expect(page).toHaveURL('/v3/typist/contracts');
  const typistAuth = await authOfPage(page);
  const typistId = await idOf(request, typistAuth);
  await put(request, admin, `/v1/user/${typistId}`, { trained_in: ['IVB'] });

  // The admin offers one job to typists and gives the other to this typist.
  const offeredJob = await put(
    request,
    admin,
    `/v1/job/assign/${(await jobOf(request, admin, offered)).id}`,
    {
      self_assign: true,
    },
  );
  const assignedJob = await put(
    request,
    admin,
    `/v1/job/assign/${(await jobOf(request, admin, assigned)).id}`,
    {
      typist_id: typistId,
    },
  );
  expect(assignedJob.status).toBe('assigned');

  // Once the contracts are signed, the typist takes the offer.
  await signContracts(page);
  await page.goto('/v3/typist/library');
  await page.getByRole('button', { name: new RegExp(`^Take job ${offered}`) }).click();
  await expect(page.getByText('Job taken')).toBeVisible();
  await page.goto('/v3/typist/library/assigned');
  const assignedTable = page.getByRole('table', { name: 'Assigned jobs' });
  await expect(assignedTable.getByText(offered)).toBeVisible();
  await expect(assignedTable.getByText(assigned)).toBeVisible();
  await expectAccessible(page);

  // Another typist neither sees nor takes the first typist's job.
  const stranger = await authOf(
    request,
    await createAccount(request, 'typist', { twoFactor: true }),
  );
  expect((await request.get(`/v1/job/${offeredJob.id}`, { headers: stranger })).status()).toBe(404);
  expect(
    (await request.put(`/v1/job/assign/${offeredJob.id}`, { headers: stranger })).status(),
  ).toBe(404);
  const strangersJobs = await request.get('/v1/job?scope=mine', { headers: stranger });
  expect(((await strangersJobs.json()) as { result: JobRow[] }).result).toEqual([]);

  // Until the editor lands, the typist writes each range over the transcript API, then finishes.
  for (const job of [offeredJob, assignedJob]) {
    await saveTranscript(
      request,
      typistAuth,
      job.mediaId,
      transcriptOf(job, 'Thank you all for coming today.'),
    );
  }
  await page.reload();
  for (const title of [offered, assigned]) {
    await assignedTable.getByRole('button', { name: new RegExp(`^Actions for ${title}`) }).click();
    await page.getByRole('menuitem', { name: 'Finish job' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Finish job' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  // An admin names the proofreader, who finishes both from their queue.
  const proofreader = await createAccount(request, 'proofreader', { twoFactor: true });
  await signInAs(otherPage, proofreader);
  await expect(otherPage).toHaveURL('/v3/proofreader');
  const proofreaderId = await idOf(request, await authOfPage(otherPage));
  for (const job of [offeredJob, assignedJob])
    await put(request, admin, `/v1/job/assign/${job.id}`, { proofreader_id: proofreaderId });
  await otherPage.reload();
  const queue = otherPage.getByRole('table', { name: 'Jobs to proofread' });
  await expectAccessible(otherPage);
  for (const title of [offered, assigned]) {
    await queue.getByRole('button', { name: new RegExp(`^Actions for ${title}`) }).click();
    await otherPage.getByRole('menuitem', { name: 'Finish proofreading' }).click();
    await otherPage
      .getByRole('dialog')
      .getByRole('button', { name: 'Finish proofreading' })
      .click();
    await expect(otherPage.getByRole('dialog')).toHaveCount(0);
  }

  for (const title of [offered, assigned])
    await expect
      .poll(async () => (await jobOf(request, admin, title)).media.subStatus)
      .toBe('Ready for Return');
});
