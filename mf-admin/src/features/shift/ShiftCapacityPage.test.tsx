import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { shiftTexts } from '@portal/contracts/shift/texts';
import type { ShiftView } from '@portal/contracts/shift/schema';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';

// The week of Monday 7 January 2030: winter, so UK time is UTC.
const at = (iso: string) => Date.parse(iso) / 1000;
const shift = (id: number, start: string, end: string, change: Partial<ShiftView> = {}) => ({
  id,
  startsAt: at(start),
  endsAt: at(end),
  audience: 'typist' as const,
  capacity: 3,
  booked: 0,
  capacityLeft: 3,
  bookedByMe: false,
  bookings: [],
  ...change,
});

const tina = {
  userId: 8,
  name: 'Tina Typist',
  email: 'tina@demo.test',
  bookedAt: at('2030-01-01'),
};
const tom = { userId: 9, name: 'Tom Typist', email: 'tom@demo.test', bookedAt: at('2030-01-02') };
const morning = shift(1, '2030-01-07T09:00:00Z', '2030-01-07T13:00:00Z', {
  booked: 2,
  capacityLeft: 1,
  bookings: [tina, tom],
});
const proofreading = shift(2, '2030-01-09T10:00:00Z', '2030-01-09T16:00:00Z', {
  audience: 'proofreader',
  capacity: 2,
  capacityLeft: 2,
});

function open(week: ShiftView[] | (() => ShiftView[]), extra?: (server: FakeServer) => void) {
  return renderRoutes(routes, {
    path: '/admin/shifts/capacity?week=2030-01-07',
    signedInAs: testUser(Role.ADMIN),
    handlers: (server) => {
      server.on('GET', '/v1/shift', () =>
        json(200, { result: typeof week === 'function' ? week() : week }),
      );
      extra?.(server);
    },
  });
}

const sent = async (server: FakeServer, method: string) => {
  const request = server.requests.find((r) => r.method === method);
  return request && Object.fromEntries(new URLSearchParams(await request.text()));
};
const card = async (hours: string) => (await screen.findByText(hours)).closest('li') as HTMLElement;

describe('shift capacity', () => {
  it('shows the week at a glance, each shift with its places and who booked it', async () => {
    const { server } = open([morning, proofreading]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shifts' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Mon, Jan 7th – Sun, Jan 13th' }),
    ).toBeVisible();
    const booked = await card('09:00 – 13:00');
    expect(booked).toHaveTextContent('Typists');
    expect(booked).toHaveTextContent('2 of 3 booked');
    const bookers = within(booked).getByRole('list', { name: /^Booked by/ });
    expect(
      within(bookers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tina Typist', 'Tom Typist']);
    const other = await card('10:00 – 16:00');
    expect(other).toHaveTextContent('Proofreaders');
    expect(other).toHaveTextContent('Nobody has booked it yet.');
    const tuesday = screen.getByRole('heading', { level: 3, name: 'Tue, Jan 8th' }).closest('li');
    expect(within(tuesday!).getByText('No shifts')).toBeVisible();
    const asked = new URL(server.requests[server.requests.length - 1]!.url).searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ date: '2030-01-07', expand: 'bookings' });
  });

  it('moves between weeks through the URL', async () => {
    const { location } = open([]);
    expect(await screen.findByRole('heading', { name: 'No shifts this week' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(location().search).toBe('?week=2030-01-14');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Mon, Jan 14th – Sun, Jan 20th' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(location().search).toBe('?week=2030-01-07');
  });

  it('plans a new shift and shows it', async () => {
    let planned: ShiftView[] = [];
    const made = shift(5, '2030-01-08T14:00:00Z', '2030-01-08T22:00:00Z', { capacity: 4 });
    const { server } = open(
      () => planned,
      (s) =>
        s.on('POST', '/v1/shift', () => {
          planned = [made];
          return json(200, made);
        }),
    );
    await userEvent.click((await screen.findAllByRole('button', { name: 'New shift' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New shift' });
    const field = (name: string) => within(dialog).getByLabelText(name, { exact: false });
    await userEvent.clear(field('Date'));
    await userEvent.type(field('Date'), '2030-01-08');
    await userEvent.clear(field('Start time'));
    await userEvent.type(field('Start time'), '14:00');
    await userEvent.clear(field('End time'));
    await userEvent.type(field('End time'), '22:00');
    await userEvent.clear(field('Places'));
    await userEvent.type(field('Places'), '4');
    await userEvent.selectOptions(field('For'), 'Proofreaders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create shift' }));
    expect(await card('14:00 – 22:00')).toHaveTextContent('0 of 4 booked');
    expect(await sent(server, 'POST')).toEqual({
      date: '2030-01-08',
      start_time: '14:00',
      end_time: '22:00',
      capacity: '4',
      audience: 'proofreader',
    });
  });

  it("keeps the places at or above the bookings, and shows the server's refusal under its field", async () => {
    const { server } = open([morning], (s) =>
      s.on('PUT', '/v1/shift/modify/1', () =>
        json(422, [{ field: 'start_time', message: shiftTexts.startsInThePast }]),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Edit 09:00 – 13:00/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit shift' });
    const places = within(dialog).getByLabelText('Places', { exact: false });
    await userEvent.clear(places);
    await userEvent.type(places, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    expect(await within(dialog).findByText(shiftTexts.capacityBelowBookings(2))).toBeVisible();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.clear(places);
    await userEvent.type(places, '5');
    const start = within(dialog).getByLabelText('Start time', { exact: false });
    await userEvent.clear(start);
    await userEvent.type(start, '08:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    expect(await within(dialog).findByText(shiftTexts.startsInThePast)).toBeVisible();
    expect(await sent(server, 'PUT')).toEqual({
      capacity: '5',
      date: '2030-01-07',
      start_time: '08:00',
      end_time: '13:00',
    });
  });

  it('changes only the places when no time moved', async () => {
    const { server } = open([morning], (s) =>
      s.on('PUT', '/v1/shift/modify/1', () => json(200, { ...morning, capacity: 6 })),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Edit 09:00 – 13:00/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit shift' });
    const places = within(dialog).getByLabelText('Places', { exact: false });
    await userEvent.clear(places);
    await userEvent.type(places, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sent(server, 'PUT')).toEqual({ capacity: '6' });
  });

  it('removes a shift once confirmed, saying its bookings go with it', async () => {
    let remaining: ShiftView[] = [morning];
    const { server } = open(
      () => remaining,
      (s) =>
        s.on('DELETE', '/v1/shift/1', () => {
          remaining = [];
          return new Response(null, { status: 204 });
        }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Remove 09:00 – 13:00/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove shift' });
    expect(dialog).toHaveTextContent('Its 2 bookings go with it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { name: 'No shifts this week' })).toBeVisible();
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('offers a retry when the week cannot be loaded', async () => {
    let calls = 0;
    renderRoutes(routes, {
      path: '/admin/shifts/capacity?week=2030-01-07',
      signedInAs: testUser(Role.SUPER_ADMIN),
      handlers: (server) =>
        server.on('GET', '/v1/shift', () => {
          calls += 1;
          return calls === 1
            ? json(500, { message: 'Something went wrong' })
            : json(200, { result: [morning] });
        }),
    });
    expect(await screen.findByText('We had a problem loading shifts')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('09:00 – 13:00')).toBeVisible();
  });
});
