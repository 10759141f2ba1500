import '@portal/ui/testing';
import { seriousViolations } from '@portal/ui/testing/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import type { TranscriptSection } from '@portal/contracts/transcript/schema';
import { transcriptApi } from '@portal/contracts/transcript/client';
import { timedSection } from '@portal/contracts/transcript/test-captions';
import { json } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import { CaptionCheck } from './CaptionCheck.tsx';

const calm = timedSection({
  id: 'a',
  speaker: 'Ann Lee',
  speakerId: 's1',
  start: 2,
  text: 'Good morning, everyone, and thank you for coming at such short notice.',
});
// A burst of words in a second and a half, the next words straight after: no cut, and no pause
// to hold a cue into, can make that readable.
const hurried = timedSection(
  {
    id: 'b',
    speaker: 'Bo Park',
    speakerId: 's2',
    start: 62,
    text: 'Sorry, I have to say this quickly before I forget it.',
  },
  36,
);
const typed = { id: 'c', speaker: 'Ann Lee', speakerId: 's1', start: 63.5, text: 'Thank you.' };

function renderCheck(sections: TranscriptSection[]) {
  return renderRoutes([{ path: '/', element: <CaptionCheck mediaId={7} /> }], {
    path: '/',
    signedInAs: testUser(Role.ADMIN),
    handlers: (server) =>
      server.on('GET', '/v1/transcript/7', () =>
        json(200, {
          id: 3,
          mediaId: 7,
          kind: 'default',
          version: 2,
          content: {
            sections,
            speakers: [
              { id: 's1', name: 'Ann Lee' },
              { id: 's2', name: 'Bo Park' },
            ],
          },
          wordscount: 28,
          updatedAt: 1_800_000_000,
        }),
      ),
  });
}

// axe measures some text on a canvas, which jsdom lacks: without one it skips that measure.
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

it('lists each caption that breaks the norms with its time, its lines and what it breaks', async () => {
  renderCheck([calm, hurried, typed]);
  const region = await screen.findByRole('region', { name: 'Caption check' });
  expect(within(region).getByText('1 caption breaks the norms.')).toBeVisible();
  const list = within(region).getByRole('list', { name: 'Captions that break the norms' });
  // The first item is the cue; the items inside it, what it breaks.
  const [cue] = within(list).getAllByRole('listitem');
  expect(cue).toHaveTextContent('00:01:02 – 00:01:03');
  expect(cue).toHaveTextContent('Sorry, I have to say this quickly before I forget it.');
  expect(
    within(cue!).getByText('35.3 characters a second, too fast to read (at most 17)'),
  ).toBeVisible();
  expect(within(region).queryByText(/Good morning/)).toBeNull();
  await userEvent.tab();
  expect(list).toHaveFocus();
  expect(await seriousViolations()).toEqual([]);
});

it('says so when every caption meets the norms', async () => {
  renderCheck([calm, typed]);
  const region = await screen.findByRole('region', { name: 'Caption check' });
  expect(within(region).getByText('Every caption meets the norms.')).toBeVisible();
  expect(within(region).queryByRole('list')).toBeNull();
});

it('is not there for a typed transcript, which has no word timings', async () => {
  const { store } = renderCheck([typed]);
  const loaded = () => transcriptApi.endpoints.getTranscript.select({ id: 7 })(store.getState());
  await waitFor(() => expect(loaded().isSuccess).toBe(true));
  expect(screen.queryByRole('region', { name: 'Caption check' })).toBeNull();
});
