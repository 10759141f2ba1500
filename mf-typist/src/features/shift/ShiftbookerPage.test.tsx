import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';

// Monday 7 January 2030: winter, so UK time is UTC.
const at = (iso: string) => Date.parse(iso) / 1000;
const shift = (id: number, start: string, end: string, change: Record<string, unknown> = {}) => ({
  id,
  startsAt: at(start),
  endsAt: at(end),
  audience: 'typist',
  capacity: 3,
  booked: 1,
  capacityLeft: 2,
  bookedByMe: false,
  ...change,
});

const morning = shift(1, '2030-01-07T09:00:00Z', '2030-01-07T13:00:00Z');
const fullAfternoon = shift(2, '2030-01-07T14:00:00Z', '2030-01-07T18:00:00Z', {
  capacity: 2,
  booked: 2,
  capacityLeft: 0,
});
const mine = shift(3, '2030-01-09T09:00:00Z', '2030-01-09T13:00:00Z', { bookedByMe: true });

type Week = Record<string, unknown[]>;

function open(weeks: Week, extra?: (server: FakeServer) => void, path = '?week=2030-01-07') {
  return renderRoutes(routes, {
    path: `/typist/shiftbooker${path}`,
    signedInAs: testUser(Role.TYPIST),
    handlers: (server) => {
      server.on('GET', '/v1/shift', (request) => {
        const date = new URL(request.url).searchParams.get('date') ?? '';
        return json(200, { result: weeks[date] ?? [] });
      });
      server.on('GET', '/v1/shift/list', () => json(200, { result: [mine] }));
      extra?.(server);
    },
  });
}

const dayList = (name: string) => screen.findByRole('list', { name });
const shiftRow = async (day: string, hours: string) =>
  within(await dayList(day))
    .getByText(hours)
    .closest('li') as HTMLElement;
const notifications = (store: ReturnType<typeof open>['store']) =>
  store.getState().notifications.items.map(({ type, title, desc }) => ({ type, title, desc }));

it('shows the week in UK time, with the places left and the caller’s bookings marked', async () => {
  open({ '2030-01-07': [morning, fullAfternoon, mine] });
  expect(await screen.findByRole('heading', { level: 1, name: 'Shiftbooker' })).toBeVisible();
  expect(
    screen.getByRole('heading', { level: 2, name: 'Mon, Jan 7th – Sun, Jan 13th' }),
  ).toBeVisible();

  const open1 = await shiftRow('Mon, Jan 7th', '09:00 – 13:00');
  expect(within(open1).getByText('2 of 3 places left')).toBeVisible();
  expect(
    within(open1).getByRole('button', { name: 'Book 09:00 – 13:00 on Mon, Jan 7th (UK time)' }),
  ).toBeEnabled();

  const full = await shiftRow('Mon, Jan 7th', '14:00 – 18:00');
  expect(within(full).getByText('Full')).toBeVisible();
  expect(within(full).queryByRole('button')).not.toBeInTheDocument();

  const booked = await shiftRow('Wed, Jan 9th', '09:00 – 13:00');
  expect(within(booked).getByText('Booked')).toBeVisible();
  expect(
    within(booked).getByRole('button', {
      name: 'Cancel booking 09:00 – 13:00 on Wed, Jan 9th (UK time)',
    }),
  ).toBeVisible();

  const tuesday = screen.getByRole('heading', { level: 3, name: 'Tue, Jan 8th' }).closest('li');
  expect(within(tuesday!).getByText('No shifts')).toBeVisible();
});

it('shows a summer shift an hour later than UTC', async () => {
  open(
    { '2030-07-01': [shift(9, '2030-07-01T08:00:00Z', '2030-07-01T12:00:00Z')] },
    undefined,
    '?week=2030-07-03',
  );
  expect(await shiftRow('Mon, Jul 1st', '09:00 – 13:00')).toBeVisible();
});

it('books a shift from the keyboard, says so and shows the week again', async () => {
  let booked = false;
  const { server, store } = open({}, (s) => {
    s.on('GET', '/v1/shift', () =>
      json(200, {
        result: [booked ? { ...morning, booked: 2, capacityLeft: 1, bookedByMe: true } : morning],
      }),
    );
    s.on('PUT', '/v1/shift/book/1', () => {
      booked = true;
      return json(200, { ...morning, booked: 2, capacityLeft: 1, bookedByMe: true });
    });
  });
  const book = await screen.findByRole('button', { name: /^Book 09:00 – 13:00/ });
  book.focus();
  await userEvent.keyboard('{Enter}');
  expect(
    await screen.findByRole('button', { name: /^Cancel booking 09:00 – 13:00/ }),
  ).toBeVisible();
  expect(within(await shiftRow('Mon, Jan 7th', '09:00 – 13:00')).getByText('Booked')).toBeVisible();
  expect(notifications(store)).toEqual([
    { type: 'success', title: 'Shift booked', desc: '09:00 – 13:00 on Mon, Jan 7th (UK time)' },
  ]);
  expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
});

it('tells why a booking was refused, without offering to try again', async () => {
  const { store } = open({ '2030-01-07': [morning] }, (s) =>
    s.on('PUT', '/v1/shift/book/1', () =>
      json(409, { error: 'This shift is full.', message: 'This shift is full.' }),
    ),
  );
  await userEvent.click(await screen.findByRole('button', { name: /^Book 09:00/ }));
  await waitFor(() =>
    expect(notifications(store)).toEqual([
      { type: 'error', title: 'We had a problem booking the shift', desc: 'This shift is full.' },
    ]),
  );
  expect(store.getState().notifications.items[0]?.replay).toBe(false);
});

it('offers to try again when the server failed', async () => {
  const { store } = open({ '2030-01-07': [morning] }, (s) =>
    s.on('PUT', '/v1/shift/book/1', () => json(500, { message: 'Something went wrong' })),
  );
  await userEvent.click(await screen.findByRole('button', { name: /^Book 09:00/ }));
  await waitFor(() => expect(store.getState().notifications.items[0]?.replay).toBe(true));
});

it('cancels the caller’s booking', async () => {
  const { server, store } = open({ '2030-01-07': [mine] }, (s) =>
    s.on('PUT', '/v1/shift/cancel/3', () =>
      json(200, { ...mine, booked: 0, capacityLeft: 3, bookedByMe: false }),
    ),
  );
  await userEvent.click(await screen.findByRole('button', { name: /^Cancel booking 09:00/ }));
  await waitFor(() =>
    expect(notifications(store)).toEqual([
      {
        type: 'success',
        title: 'Booking cancelled',
        desc: '09:00 – 13:00 on Wed, Jan 9th (UK time)',
      },
    ]),
  );
  expect(server.requests.some((r) => new URL(r.url).pathname === '/v1/shift/cancel/3')).toBe(true);
});

it('leaves shifts that have started as they are', async () => {
  const past = shift(7, '2020-01-06T09:00:00Z', '2020-01-06T13:00:00Z', { bookedByMe: true });
  open({ '2020-01-06': [past] }, undefined, '?week=2020-01-08');
  const row = await shiftRow('Mon, Jan 6th', '09:00 – 13:00');
  expect(within(row).getByText('Started')).toBeVisible();
  expect(within(row).getByText('Booked')).toBeVisible();
  expect(within(row).queryByRole('button')).not.toBeInTheDocument();
});

it('moves between weeks, keeping the week in the address', async () => {
  const { location } = open({ '2030-01-07': [morning], '2030-01-14': [] });
  await shiftRow('Mon, Jan 7th', '09:00 – 13:00');
  const nav = screen.getByRole('navigation', { name: 'Week' });
  await userEvent.click(within(nav).getByRole('button', { name: 'Next week' }));
  expect(await screen.findByRole('heading', { name: 'No shifts this week' })).toBeVisible();
  expect(location().search).toBe('?week=2030-01-14');
  // The empty week offers the next one.
  await userEvent.click(
    within(screen.getByRole('heading', { name: 'No shifts this week' }).parentElement!).getByRole(
      'button',
      { name: 'Next week' },
    ),
  );
  expect(location().search).toBe('?week=2030-01-21');
  await userEvent.click(within(nav).getByRole('button', { name: 'Previous week' }));
  await userEvent.click(within(nav).getByRole('button', { name: 'Previous week' }));
  expect(await shiftRow('Mon, Jan 7th', '09:00 – 13:00')).toBeVisible();
  expect(location().search).toBe('?week=2030-01-07');
  await userEvent.click(within(nav).getByRole('button', { name: 'This week' }));
  await waitFor(() => expect(location().search).not.toBe('?week=2030-01-07'));
  expect(within(nav).getByRole('button', { name: 'This week' })).toBeDisabled();
});

it('says when the week could not be loaded, and loads it again on Retry', async () => {
  let failing = true;
  open({}, (s) =>
    s.on('GET', '/v1/shift', () =>
      failing ? json(500, { message: 'Something went wrong' }) : json(200, { result: [morning] }),
    ),
  );
  expect(await screen.findByText('We had a problem loading shifts')).toBeVisible();
  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await shiftRow('Mon, Jan 7th', '09:00 – 13:00')).toBeVisible();
});

it('lists the caller’s booked shifts of the next weeks, each linking to its week', async () => {
  open({ '2030-01-07': [morning] });
  const card = (await screen.findByRole('heading', { name: 'Your booked shifts' })).closest(
    'section',
  )!;
  const link = await within(card as HTMLElement).findByRole('link', { name: 'Wed, Jan 9th' });
  expect(link).toHaveAttribute('href', '/typist/shiftbooker?week=2030-01-07');
  expect(within(card as HTMLElement).getByText('09:00 – 13:00')).toBeVisible();
});

it('tells the caller when they have no booked shifts ahead', async () => {
  open({ '2030-01-07': [morning] }, (s) =>
    s.on('GET', '/v1/shift/list', () => json(200, { result: [morning] })),
  );
  expect(
    await screen.findByText('You have no shifts booked in the next four weeks.'),
  ).toBeVisible();
});

it('is the same screen for proofreaders', async () => {
  renderRoutes(routes, {
    path: '/proofreader/shiftbooker?week=2030-01-07',
    signedInAs: testUser(Role.PROOFREADER),
    handlers: (server) => {
      server.on('GET', '/v1/shift', () =>
        json(200, { result: [{ ...morning, audience: 'proofreader' }] }),
      );
      server.on('GET', '/v1/shift/list', () => json(200, { result: [] }));
    },
  });
  expect(await shiftRow('Mon, Jan 7th', '09:00 – 13:00')).toBeVisible();
});
