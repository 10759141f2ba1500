import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, type FeatureFlags } from '@portal/contracts';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { jobPageOf, testJob } from '@portal/contracts/job/test-job';
import { renderTypist } from '../../testing/render-typist.tsx';

const name = 'interview-1.mp3 00:00:00–00:15:00';
const poorAudio = 'The audio of this job is poor. Please tell us why before you finish it.';

function render(
  finish: (request: Request) => Response | Promise<Response>,
  flags: Partial<FeatureFlags> = {},
) {
  return renderTypist('/typist/library/assigned', {
    flags,
    handlers: (server: FakeServer) => {
      server.on('GET', '/v1/job', () => json(200, jobPageOf([testJob(1)])));
      server.on('PUT', '/v1/job/finish/1', finish);
    },
  });
}

const openFinish = async () => {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Finish job' }));
  return screen.findByRole('dialog', { name: 'Finish job' });
};

const finished = () => json(200, testJob(1, { status: 'partial-done' }));

it('finishes the typist’s job, and says so', async () => {
  const { sent, notifications } = render(finished);
  const dialog = await openFinish();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Finish job' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await sent('PUT', '/v1/job/finish/1')).toEqual(['']);
  expect(notifications()).toEqual([['success', 'Job finished', name]]);
});

it('asks why the audio is poor when the API says so, and sends the finish again with it', async () => {
  const { sent, notifications } = render(async (request) =>
    (await request.clone().text()).includes('poor_audio_reason')
      ? finished()
      : json(422, [{ field: 'poor_audio_reason', message: poorAudio }]),
  );
  await userEvent.click(within(await openFinish()).getByRole('button', { name: 'Finish job' }));

  const reason = await screen.findByRole('dialog', { name: 'Poor audio reason' });
  expect(reason).toHaveAccessibleDescription(poorAudio);
  const field = within(reason).getByRole('textbox', { name: /What makes the audio poor/ });
  await userEvent.click(within(reason).getByRole('button', { name: 'Finish job' }));
  expect(await within(reason).findByText('Required')).toBeVisible();
  await userEvent.type(field, 'Two speakers > one microphone');
  expect(await within(reason).findByText('This symbol cannot be used here: >')).toBeVisible();
  await userEvent.clear(field);
  await userEvent.type(field, 'Traffic noise over the speakers');
  await userEvent.click(within(reason).getByRole('button', { name: 'Finish job' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await sent('PUT', '/v1/job/finish/1')).toEqual([
    '',
    'poor_audio_reason=Traffic+noise+over+the+speakers',
  ]);
  expect(notifications()).toEqual([['success', 'Job finished', name]]);
});

it('offers submitting due to audio quality only under its flag, and sends it', async () => {
  const { sent } = render(finished);
  const dialog = await openFinish();
  await userEvent.click(
    within(dialog).getByRole('checkbox', { name: /Submit due to audio quality/ }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Finish job' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await sent('PUT', '/v1/job/finish/1')).toEqual(['due_to_audio_quality=true']);
});

it('has no audio quality option while its flag is off', async () => {
  render(finished, { submitDueToAudioQuality: false });
  const dialog = await openFinish();
  expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
});

it('tells the typist when the job moved on meanwhile, and shows the list as it is now', async () => {
  const { notifications, jobLists } = render(() =>
    json(409, { error: 'This job is available: it cannot be finished.', message: 'Conflict' }),
  );
  await userEvent.click(within(await openFinish()).getByRole('button', { name: 'Finish job' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(notifications()).toEqual([
    ['error', 'This job has changed meanwhile', 'This job is available: it cannot be finished.'],
  ]);
  await waitFor(() => expect(jobLists()).toHaveLength(2));
});

it('keeps the dialog open after a failure the typist can try again', async () => {
  const { notifications } = render(() =>
    json(422, [{ message: 'Please type the transcript of this job before you finish it.' }]),
  );
  const dialog = await openFinish();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Finish job' }));
  await waitFor(() =>
    expect(notifications()).toEqual([
      [
        'error',
        'The job could not be finished',
        'Please type the transcript of this job before you finish it.',
      ],
    ]),
  );
  expect(screen.getByRole('dialog', { name: 'Finish job' })).toBeInTheDocument();
});

it('is the proofreader’s finish of a typed job too', async () => {
  const { sent, notifications } = renderTypist('/proofreader', {
    as: Role.PROOFREADER,
    handlers: (server) => {
      server.on('GET', '/v1/job', () =>
        json(200, jobPageOf([testJob(1, { status: 'partial-done', proofreaderId: 16 })])),
      );
      server.on('PUT', '/v1/job/finish/1', () => json(200, testJob(1, { status: 'done' })));
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Finish proofreading' }));
  const dialog = await screen.findByRole('dialog', { name: 'Finish proofreading' });
  expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Finish proofreading' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await sent('PUT', '/v1/job/finish/1')).toEqual(['']);
  expect(notifications()).toEqual([['success', 'Proofreading finished', name]]);
});
