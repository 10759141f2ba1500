import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, selectNotifications, type User } from '@portal/contracts';
import { fromPortalTime, portalTime } from '@portal/contracts/common/portal-time';
import { liveBookingTexts } from '@portal/contracts/live-booking/texts';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testService } from '@portal/contracts/services/test-service';
import { testUser } from '@portal/contracts/user/test-user';
import { seriousViolations } from '@portal/ui/testing/axe';
import routes from '../../routes.tsx';
import { TARGET_ACCOUNT_KEY } from '../target-account/index.ts';

const live = testService({ id: 3, name: 'Live notes', shortName: 'BSF', streaming: true });
const uploads = testService();
const client = testUser(Role.CLIENT, { currency: 'GBP' });
const hour = 3600;

/** A start `hours` from now on the portal's clock, as the form takes it and as the API gets it. */
function startIn(hours: number) {
  const { date, time } = portalTime(new Date(Date.now() + hours * hour * 1000));
  return { input: `${date}T${time}`, seconds: fromPortalTime(date, time).getTime() / 1000 };
}

function booking(id: number, overrides: Partial<LiveBooking> = {}): LiveBooking {
  return {
    id,
    clientId: client.id,
    projectId: null,
    status: 'uploaded',
    serviceOptions: null,
    meetingTitle: 'Weekly board',
    meetingDate: 1_767_261_600,
    meetingEnd: 1_767_267_000,
    duration: 5400,
    meetingLink: 'https://meet.example/board',
    meetingAgenda: 'Budget; hiring',
    meetingAttendees: [{ attendeeName: 'Ann Chair', jobTitle: 'Chair' }],
    mediaDue: null,
    poNumber: null,
    currency: 'GBP',
    fullPrice: 9000,
    price: 9000,
    grossPrice: 10800,
    noteTakerId: null,
    attendedAt: null,
    createdAt: 1_767_000_000,
    ...overrides,
  };
}

const page = <T,>(result: T[]) => ({ result, total: result.length, page: 1, pageSize: 50 });

interface Api {
  earlier?: LiveBooking[];
  book?: (request: Request) => Response | Promise<Response>;
}

function installApi(server: FakeServer, { earlier = [], book }: Api) {
  server.on('GET', '/v1/new-service/guest-services', () => json(200, [uploads, live]));
  server.on('GET', '/v1/cart', () =>
    json(404, { errorCode: 'CART_NOT_FOUND', message: 'Cart not found' }),
  );
  server.on('GET', '/v1/project', () => json(200, { ...page([]), pageSize: 100 }));
  server.on('GET', '/v1/live-booking', () => json(200, page(earlier)));
  server.on('GET', '/v1/media/capacity-checker', (request) => {
    const query = new URL(request.url).searchParams;
    const start = Number(query.get('start'));
    return json(200, {
      start,
      end: start + Number(query.get('duration')),
      overlappingSessions: 1,
      maxOverlappingSessions: 5,
      available: true,
      freeNoteTakers: 3,
    });
  });
  server.on(
    'POST',
    '/v1/live-booking',
    book ?? (() => json(200, { bookings: [booking(41), booking(42)] })),
  );
}

function renderBooking(signedInAs?: User, api: Api = {}) {
  return renderRoutes(routes, {
    path: '/v3/live-notetaking/create-booking',
    basename: '/v3',
    signedInAs,
    handlers: (server) => installApi(server, api),
  });
}

const posts = (server: FakeServer) =>
  server.requests.filter(
    (r) => r.method === 'POST' && new URL(r.url).pathname === '/v1/live-booking',
  );
const panel = (title: string) =>
  screen.getByRole('region', { name: new RegExp(`Step \\d: ${title}`) });
const session = (n: number) => screen.getByRole('region', { name: `Session ${n}` });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function chooseLiveService() {
  await userEvent.click(await screen.findByRole('radio', { name: /Live notes/ }));
  await userEvent.click(continueButton());
  await screen.findByRole('heading', { name: /Sessions/ });
}

async function fillSession(n: number, details: { title: string; start: string; minutes: string }) {
  const fields = within(session(n));
  await userEvent.type(fields.getByLabelText(/Meeting title/), details.title);
  await userEvent.type(fields.getByLabelText(/Start/), details.start);
  await userEvent.clear(fields.getByLabelText(/Minutes/));
  await userEvent.type(fields.getByLabelText(/Minutes/), details.minutes);
  await userEvent.type(fields.getByLabelText(/Meeting link/), `https://meet.example/${n}`);
}

const notificationTitles = (store: ReturnType<typeof renderRoutes>['store']) =>
  selectNotifications(store.getState()).map((n) => `${n.type}: ${n.title}`);

describe('the live booking form', () => {
  it('books two sessions for a client, then goes to the payment page', async () => {
    const { server, store, location } = renderBooking(client);
    const first = startIn(72);
    const second = startIn(96);

    // Only the live services are offered; choosing one is asked for before going on.
    expect(await screen.findByRole('radio', { name: /Live notes/ })).toBeVisible();
    expect(screen.queryByRole('radio', { name: /Intelligent Verbatim/ })).not.toBeInTheDocument();
    await userEvent.click(continueButton());
    expect(await screen.findByText('Choose a service')).toBeVisible();
    await chooseLiveService();

    await fillSession(1, { title: 'Board meeting', start: first.input, minutes: '30' });
    expect(
      await within(session(1)).findByText('Available: 3 note-takers free at this time.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add session' }));
    expect(within(session(2)).getByRole('heading', { name: 'Session 2' })).toHaveFocus();
    await fillSession(2, { title: 'Follow-up', start: second.input, minutes: '0' });
    await userEvent.click(within(session(2)).getByRole('button', { name: 'Add attendee' }));
    await userEvent.type(within(session(2)).getByLabelText(/Attendee 1 name/), 'Bo Scribe');
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(continueButton());

    // The add-ons, and the price of both sessions from the engine: 1.5 h and 1 h at £1.00/min.
    const addOns = await screen.findByRole('heading', { name: /Add-ons/ });
    expect(addOns).toHaveFocus();
    const prices = screen.getByRole('table', { name: 'Price of the sessions' });
    expect(within(prices).getByRole('row', { name: /Board meeting/ })).toHaveTextContent(
      'Board meeting1 h 30 min£90.00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Difficult audio' }));
    expect(within(prices).getByRole('row', { name: /Follow-up/ })).toHaveTextContent('£72.00');
    await userEvent.click(continueButton());

    expect(await screen.findByRole('heading', { name: /Checkout/ })).toBeVisible();
    expect(within(panel('Checkout')).getByText('Live notes')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Book sessions' }));

    await waitFor(() => expect(location().pathname).toBe('/fileupload/payment'));
    const body = new URLSearchParams(await posts(server)[0]!.text());
    expect(body.get('transcription_service_id')).toBe('3');
    expect(body.get('client_id')).toBeNull();
    expect(body.get('extra_modifiers[difficult_audio]')).toBe('true');
    expect(body.get('bookings[0][meeting_title]')).toBe('Board meeting');
    expect(body.get('bookings[0][meeting_date]')).toBe(String(first.seconds));
    expect(body.get('bookings[0][meeting_duration_hours]')).toBe('1');
    expect(body.get('bookings[0][meeting_duration_minutes]')).toBe('30');
    expect(body.get('bookings[0][meeting_link]')).toBe('https://meet.example/1');
    expect(body.get('bookings[1][meeting_date]')).toBe(String(second.seconds));
    expect(body.get('bookings[1][meeting_attendees][0][attendee_name]')).toBe('Bo Scribe');
    expect(notificationTitles(store)).toContain(`success: ${liveBookingTexts.created}`);
  });

  it('copies an earlier session, after saying to choose one first', async () => {
    const { store } = renderBooking(client, { earlier: [booking(17)] });
    await chooseLiveService();
    const fields = within(session(1));

    await userEvent.click(fields.getByRole('button', { name: 'Copy' }));
    expect(notificationTitles(store)).toEqual([`info: ${liveBookingTexts.copyFromFirst}`]);

    await userEvent.selectOptions(
      fields.getByLabelText('Copy from a previous booking'),
      'Weekly board (10:00 on Thu, Jan 1st)',
    );
    await userEvent.click(fields.getByRole('button', { name: 'Copy' }));
    expect(fields.getByLabelText(/Meeting title/)).toHaveValue('Weekly board');
    expect(fields.getByLabelText(/Meeting link/)).toHaveValue('https://meet.example/board');
    expect(fields.getByLabelText(/Meeting agenda/)).toHaveValue('Budget; hiring');
    expect(fields.getByLabelText(/Attendee 1 name/)).toHaveValue('Ann Chair');
    expect(fields.getByLabelText(/Attendee 1 job title/)).toHaveValue('Chair');
    expect(fields.getByLabelText(/Hours/)).toHaveValue(1);
    expect(fields.getByLabelText(/Minutes/)).toHaveValue(30);
    expect(fields.getByLabelText(/Start/)).toHaveValue('');
  });

  it('refuses a session too soon on the form, and sends nothing', async () => {
    const { server } = renderBooking(client);
    await chooseLiveService();
    await fillSession(1, { title: 'Stand-up', start: startIn(2).input, minutes: '15' });
    await userEvent.click(continueButton());

    const start = within(session(1)).getByLabelText(/Start/);
    await waitFor(() => expect(start).toHaveFocus());
    expect(start).toHaveAccessibleDescription(liveBookingTexts.tooSoon);
    expect(screen.getByRole('heading', { name: /Sessions/ })).toBeVisible();
    expect(posts(server)).toHaveLength(0);
  });

  it('books for the client an admin acts for, and shows a refusal on the session it is about', async () => {
    const target = { userId: 44, companyName: 'Acme Research', personName: 'Mia Member' };
    sessionStorage.setItem(TARGET_ACCOUNT_KEY, JSON.stringify(target));
    let refuse = true;
    const { server, location } = renderBooking(testUser(Role.ADMIN, { mfaEnabled: true }), {
      earlier: [booking(17, { clientId: 44 })],
      book: () => {
        if (!refuse) return json(200, { bookings: [booking(43, { clientId: 44 })] });
        refuse = false;
        return json(422, [
          { field: 'bookings[0][meeting_date]', message: liveBookingTexts.tooManyOverlapping(5) },
        ]);
      },
    });
    expect(await screen.findByText(/Acting for/)).toHaveTextContent(
      'Acting for Mia Member of Acme Research',
    );
    await userEvent.click(continueButton());
    await chooseLiveService();
    await fillSession(1, { title: 'Client call', start: startIn(30).input, minutes: '20' });
    await userEvent.click(continueButton());
    await screen.findByRole('heading', { name: /Add-ons/ });
    await userEvent.click(continueButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Book sessions' }));

    // Refused: back on the sessions, the server's words under the start, nothing lost.
    const start = within(await screen.findByRole('region', { name: 'Session 1' })).getByLabelText(
      /Start/,
    );
    await waitFor(() => expect(start).toHaveFocus());
    expect(start).toHaveAccessibleDescription(liveBookingTexts.tooManyOverlapping(5));
    expect(within(session(1)).getByLabelText(/Meeting title/)).toHaveValue('Client call');
    const listed = server.requests.find((r) => new URL(r.url).pathname === '/v1/live-booking');
    expect(new URL(listed!.url).searchParams.get('client_id')).toBe('44');

    // A place freed meanwhile: the same booking goes through.
    await userEvent.click(continueButton());
    await screen.findByRole('heading', { name: /Add-ons/ });
    await userEvent.click(continueButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Book sessions' }));
    await waitFor(() => expect(location().pathname).toBe('/fileupload/payment'));
    const body = new URLSearchParams(await posts(server)[1]!.text());
    expect(body.get('client_id')).toBe('44');
    sessionStorage.clear();
  });

  it('keeps a visitor’s booking while they sign in, and books it once they have', async () => {
    renderBooking();
    await chooseLiveService();
    const start = startIn(50);
    await fillSession(1, { title: 'Launch review', start: start.input, minutes: '45' });
    await userEvent.click(continueButton());
    await screen.findByRole('heading', { name: /Add-ons/ });
    await userEvent.click(continueButton());

    expect(await screen.findByRole('heading', { name: /Sign in/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/v3/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/v3/registration',
    );
    expect(screen.queryByRole('button', { name: 'Book sessions' })).not.toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem('tn.live booking intent')!) as {
      step: string;
    };
    expect(stored.step).toBe('register');
    expect(await seriousViolations()).toEqual([]);

    // Signed in, the same browser comes back to the form at checkout with everything entered.
    cleanup();
    const { server, location } = renderBooking(client);
    expect(await screen.findByRole('heading', { name: /Checkout/ })).toBeVisible();
    expect(within(panel('Checkout')).getByRole('list')).toHaveTextContent('Launch review');
    await userEvent.click(screen.getByRole('button', { name: 'Book sessions' }));

    await waitFor(() => expect(location().pathname).toBe('/fileupload/payment'));
    const body = new URLSearchParams(await posts(server)[0]!.text());
    expect(body.get('bookings[0][meeting_title]')).toBe('Launch review');
    expect(body.get('bookings[0][meeting_date]')).toBe(String(start.seconds));
    expect(body.get('bookings[0][meeting_duration_minutes]')).toBe('45');
    expect(localStorage.getItem('tn.live booking intent')).toBeNull();
  });
});
