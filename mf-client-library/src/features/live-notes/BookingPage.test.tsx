import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, selectNotifications, type User } from '@portal/contracts';
import { userApi } from '@portal/contracts/user/client';
import { liveBookingTexts } from '@portal/contracts/live-booking/texts';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import { validationTexts } from '@portal/contracts/common/validation-texts';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import { seriousViolations } from '@portal/ui/testing/axe';
import routes from '../../routes.tsx';
import { meetingStart, testLiveBooking } from '../../testing/test-live-booking.ts';

const client = testUser(Role.CLIENT);

function renderBooking(
  booking: LiveBooking | Response,
  {
    path = '/live-notetaking/11',
    user = client,
    handlers,
  }: { path?: string; user?: User; handlers?: (server: FakeServer) => void } = {},
) {
  return renderRoutes(routes, {
    path,
    signedInAs: user,
    handlers: (server) => {
      server.on('GET', '/v1/live-booking/11', () =>
        booking instanceof Response ? booking.clone() : json(200, booking),
      );
      handlers?.(server);
    },
  });
}

const row = (list: HTMLElement, term: string) =>
  within(list).getByText(term, { selector: 'dt' }).closest('.detail-list__row') as HTMLElement;

const sentBody = async (server: FakeServer) => {
  const request = server.requests.find(
    (r) => r.method === 'PUT' && new URL(r.url).pathname === '/v1/live-booking/11',
  );
  return request && Object.fromEntries(new URLSearchParams(await request.text()));
};

/** Edit booking is decided once the profile is known. */
const profileLoaded = (store: ReturnType<typeof renderBooking>['store']) =>
  waitFor(() => expect(userApi.endpoints.getProfile.select()(store.getState()).data).toBeDefined());

const openEdit = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit booking' }));
  return screen.findByRole('dialog', { name: 'Edit booking' });
};

it('shows the meeting and where its booking stands, in UK time', async () => {
  renderBooking(testLiveBooking(11, { noteTakerId: 8 }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Board meeting' })).toBeVisible();
  const meeting = screen.getByRole('region', { name: 'Meeting' });
  expect(row(meeting, 'Date and time')).toHaveTextContent('14:30 on Mon, Jul 1st (UK time)');
  expect(row(meeting, 'Duration')).toHaveTextContent('1 hour 30 minutes');
  expect(within(meeting).getByRole('link', { name: /meet\.example\/board/ })).toHaveAttribute(
    'href',
    'https://meet.example/board',
  );
  expect(row(meeting, 'Agenda')).toHaveTextContent('Budget Hiring');
  expect(row(meeting, 'Attendees')).toHaveTextContent('Ann Lee, Chair');
  const booking = screen.getByRole('region', { name: 'Booking' });
  expect(row(booking, 'Status')).toHaveTextContent('In progress');
  expect(row(booking, 'Price')).toHaveTextContent('£99.00 ex. VAT');
  expect(row(booking, 'PO number')).toHaveTextContent('PO-7');
  expect(row(booking, 'Notes due')).toHaveTextContent('23:59 on Wed, Jul 3rd (UK time)');
  expect(row(booking, 'Note-taker assigned')).toHaveTextContent('Yes');
  expect(row(booking, 'Attended')).toHaveTextContent('Not yet');
  expect(screen.getByRole('link', { name: 'Live note-taking library' })).toHaveAttribute(
    'href',
    '/live-notetaking-library/my',
  );
  expect(await seriousViolations()).toEqual([]);
});

it('says when a booking waits for payment, and when it was attended', async () => {
  renderBooking(
    testLiveBooking(11, { status: 'uploaded', attendedAt: meetingStart + 60, poNumber: null }),
  );
  const booking = await screen.findByRole('region', { name: 'Booking' });
  expect(row(booking, 'Status')).toHaveTextContent('Awaiting payment');
  expect(row(booking, 'Attended')).toHaveTextContent('14:31 on Mon, Jul 1st (UK time)');
  expect(row(booking, 'PO number')).toHaveTextContent('—');
});

it("shows Not found when the booking cannot be read (the spec resolver's null)", async () => {
  renderBooking(json(404, { message: liveBookingTexts.notFound }));
  expect(
    await screen.findByRole('heading', { level: 2, name: liveBookingTexts.notFound }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to the live note-taking library' })).toHaveAttribute(
    'href',
    '/live-notetaking-library/my',
  );
  expect(await seriousViolations()).toEqual([]);
});

it('shows Not found for an id that is none, without asking the API', async () => {
  const { server } = renderBooking(testLiveBooking(11), { path: '/live-notetaking/board' });
  expect(
    await screen.findByRole('heading', { level: 2, name: liveBookingTexts.notFound }),
  ).toBeVisible();
  expect(server.requests.some((r) => r.url.includes('/v1/live-booking'))).toBe(false);
});

it('offers a retry when the booking fails to load for another reason', async () => {
  renderBooking(json(500, { message: 'Something went wrong' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We had a problem loading the booking');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
});

it('offers Edit booking to admins too', async () => {
  renderBooking(testLiveBooking(11), { user: testUser(Role.ADMIN) });
  expect(await screen.findByRole('button', { name: 'Edit booking' })).toBeVisible();
});

it('offers Edit booking to nobody once the meeting has started', async () => {
  const started = testLiveBooking(11, { meetingDate: Math.floor(Date.now() / 1000) - 60 });
  const { store } = renderBooking(started);
  await screen.findByRole('heading', { level: 1, name: 'Board meeting' });
  await profileLoaded(store);
  expect(screen.queryByRole('button', { name: 'Edit booking' })).not.toBeInTheDocument();
});

it('keeps Edit booking from the note-taker, who may read the booking only', async () => {
  const { store } = renderBooking(testLiveBooking(11, { noteTakerId: 8 }), {
    user: testUser(Role.TYPIST),
  });
  await screen.findByRole('heading', { level: 1, name: 'Board meeting' });
  await profileLoaded(store);
  expect(screen.queryByRole('button', { name: 'Edit booking' })).not.toBeInTheDocument();
});

describe('the edit live-note booking dialog', () => {
  it('saves the changes, in UK time, and closes', async () => {
    const { server, store } = renderBooking(testLiveBooking(11), {
      handlers: (s) =>
        s.on('PUT', '/v1/live-booking/11', () =>
          json(200, testLiveBooking(11, { meetingTitle: 'Budget review' })),
        ),
    });
    const dialog = await openEdit();
    expect(within(dialog).getByLabelText(/Start \(UK time\)/)).toHaveValue('2030-07-01T14:30');
    // Paid for: the length stays.
    expect(within(dialog).queryByRole('textbox', { name: /Hours/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/It can no longer change/)).toBeVisible();
    const title = within(dialog).getByRole('textbox', { name: /Meeting title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Budget review');
    const start = within(dialog).getByLabelText(/Start \(UK time\)/);
    await userEvent.clear(start);
    await userEvent.type(start, '2030-07-02T09:00');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'PO number' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add attendee' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Attendee 2 name/ }), 'Bo');
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sentBody(server)).toEqual({
      meeting_title: 'Budget review',
      meeting_date: String(Date.UTC(2030, 6, 2, 8, 0) / 1000),
      meeting_link: 'https://meet.example/board',
      meeting_agenda: 'Budget\nHiring',
      'meeting_attendees[0][attendee_name]': 'Ann Lee',
      'meeting_attendees[0][job_title]': 'Chair',
      'meeting_attendees[1][attendee_name]': 'Bo',
      'meeting_attendees[1][job_title]': '',
      media_due: String(Date.UTC(2030, 6, 3, 22, 59, 59) / 1000),
      po_number: '',
    });
    expect(selectNotifications(store.getState())).toMatchObject([
      { type: 'success', title: 'Your booking has been updated' },
    ]);
  });

  it('changes the length while the booking is not paid for', async () => {
    const { server } = renderBooking(testLiveBooking(11, { status: 'uploaded' }), {
      handlers: (s) => s.on('PUT', '/v1/live-booking/11', () => json(200, testLiveBooking(11))),
    });
    const dialog = await openEdit();
    const hours = within(dialog).getByRole('textbox', { name: /Hours/ });
    expect(hours).toHaveValue('1');
    await userEvent.clear(hours);
    await userEvent.type(hours, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sentBody(server)).toMatchObject({
      meeting_duration_hours: '2',
      meeting_duration_minutes: '30',
    });
  });

  it("shows the server's refusal of a time under the start, and stays open", async () => {
    const overlap = liveBookingTexts.tooManyOverlapping(5);
    renderBooking(testLiveBooking(11), {
      handlers: (s) =>
        s.on('PUT', '/v1/live-booking/11', () =>
          json(422, [{ field: 'meeting_date', message: overlap }]),
        ),
    });
    const dialog = await openEdit();
    const start = within(dialog).getByLabelText(/Start \(UK time\)/);
    await userEvent.clear(start);
    await userEvent.type(start, '2030-07-02T09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(start).toHaveAccessibleDescription(overlap));
    expect(screen.getByRole('dialog', { name: 'Edit booking' })).toBeVisible();
  });

  it("shows a refusal no field owns (the meeting has started) as the form's message", async () => {
    renderBooking(testLiveBooking(11), {
      handlers: (s) =>
        s.on('PUT', '/v1/live-booking/11', () =>
          json(409, { error: liveBookingTexts.started, message: liveBookingTexts.started }),
        ),
    });
    const dialog = await openEdit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(liveBookingTexts.started);
  });

  it('refuses a new start too soon before sending, in the API’s words', async () => {
    const { server } = renderBooking(testLiveBooking(11));
    const dialog = await openEdit();
    const start = within(dialog).getByLabelText(/Start \(UK time\)/);
    await userEvent.clear(start);
    await userEvent.type(start, '2020-01-01T09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(start).toHaveAccessibleDescription(liveBookingTexts.inThePast);
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('refuses a meeting moved past the day its notes are due, on the due day', async () => {
    const { server } = renderBooking(testLiveBooking(11));
    const dialog = await openEdit();
    const start = within(dialog).getByLabelText(/Start \(UK time\)/);
    await userEvent.clear(start);
    await userEvent.type(start, '2030-07-05T09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText(/Notes due/)).toHaveAccessibleDescription(
      `${validationTexts.dateGreater} The day you need the notes by.`,
    );
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});
