import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, selectNotifications } from '@portal/contracts';
import {
  json,
  renderRoutes,
  testCart,
  testMedia,
  testService,
  testUser,
  type FakeServer,
} from '@portal/contracts/testing';
import type { Media, MeetingDetails } from '@portal/contracts/cart';
import routes from '../../routes.tsx';

const minutes = testService({ id: 6, name: 'Minutes: Concise', meetingDetails: 'multiField' });
const interviews = testService({
  id: 3,
  name: 'Interview Transcription',
  meetingDetails: 'simple',
});

const media = (id: number, serviceId: number, extraFields: MeetingDetails | null = null) =>
  testMedia(id, {
    title: `meeting-${id}.wav`,
    extension: 'wav',
    mime: 'audio/wav',
    extraFields,
    serviceOptions: {
      id: serviceId,
      turnaround: 604800,
      speakers: '1',
      priceCalculationElements: {},
    },
  });

/** extra_fields as the portal sends them, read back as the server stores them. */
function savedDetails(body: URLSearchParams): MeetingDetails {
  const field = (name: string) => body.get(`extra_fields[${name}]`) ?? undefined;
  const meetingAttendees = [];
  for (let i = 0; body.has(`extra_fields[meeting_attendees][${i}][attendee_name]`); i += 1)
    meetingAttendees.push({
      attendeeName: field(`meeting_attendees][${i}][attendee_name`)!,
      jobTitle: field(`meeting_attendees][${i}][job_title`) ?? '',
    });
  const meetingTitle = field('meeting_title');
  if (meetingTitle === undefined) return { meetingAttendees };
  return {
    meetingTitle,
    meetingDate: field('meeting_date'),
    meetingAgenda: field('meeting_agenda'),
    meetingAttendees,
  };
}

/** The server: a cart whose media keep the details PUT /v1/media/{id} saves, and checkout. */
function installApi(server: FakeServer, start: Media[]) {
  let cart = start;
  server.on('GET', '/v1/cart', () => json(200, testCart(cart)));
  server.on('GET', '/v1/new-service/guest-services', () => json(200, [minutes, interviews]));
  server.on('GET', '/v1/payment/stripe-key', () => json(200, { key: null }));
  server.on('GET', '/v1/project/9', () =>
    json(200, { id: 9, title: 'Board meetings', access: 'owner' }),
  );
  for (const m of start)
    server.on('PUT', `/v1/media/${m.id}`, async (request) => {
      const extraFields = savedDetails(new URLSearchParams(await request.text()));
      cart = cart.map((c) => (c.id === m.id ? { ...c, extraFields } : c));
      return json(
        200,
        cart.find((c) => c.id === m.id),
      );
    });
  server.on('POST', '/v1/payment', () => json(200, { orderId: 5150 }));
}

function renderPayment(start: Media[], path = '/v3/fileupload/payment') {
  return renderRoutes(routes, {
    path,
    basename: '/v3',
    signedInAs: testUser(Role.CLIENT, { isBusinessAccount: true, currency: 'GBP' }),
    handlers: (server) => installApi(server, start),
  });
}

const user = () => userEvent.setup();
const checkout = () => screen.getByRole('button', { name: 'Check out with business account' });
const formOf = (title: string) => screen.findByRole('form', { name: title });
const requestsTo = (server: FakeServer, method: string, path: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

async function fillMinutes(form: HTMLElement, attendee = 'Ada Lovelace') {
  const field = (name: string) => within(form).getByLabelText(name, { exact: false });
  await user().type(field('Meeting title'), 'Board meeting');
  await user().type(field('Meeting date'), '2026-03-02');
  await user().type(field('Meeting agenda'), 'Budget');
  await user().type(field('Attendee 1 name'), attendee);
  await user().type(field('Attendee 1 job title'), 'Chair');
}

const save = (form: HTMLElement) =>
  user().click(within(form).getByRole('button', { name: 'Save meeting details' }));

describe('meeting details on the payment page', () => {
  it('asks for none when the first media’s service needs none', async () => {
    renderPayment([media(1, 1)]);
    await waitFor(() => expect(checkout()).toBeEnabled());
    expect(screen.queryByRole('heading', { name: 'Meeting details' })).toBeNull();
  });

  it('saves the multi-field details of each media, then lets the client check out', async () => {
    const { server, store } = renderPayment([media(1, 6), media(2, 1)]);
    expect(await screen.findByRole('heading', { name: 'Meeting details' })).toBeVisible();
    await waitFor(() => expect(checkout()).toBeDisabled());
    expect(checkout()).toHaveAccessibleDescription(
      'Please add the meeting details of every file before checkout.',
    );

    // The first media's service decides: the second media needs the details too.
    const first = await formOf('meeting-1.wav');
    await fillMinutes(first);
    await save(first);
    const put = requestsTo(server, 'PUT', '/v1/media/1')[0]!;
    expect([...new URLSearchParams(await put.text())]).toEqual([
      ['extra_fields[meeting_title]', 'Board meeting'],
      ['extra_fields[meeting_date]', '2026-03-02'],
      ['extra_fields[meeting_agenda]', 'Budget'],
      ['extra_fields[meeting_attendees][0][attendee_name]', 'Ada Lovelace'],
      ['extra_fields[meeting_attendees][0][job_title]', 'Chair'],
    ]);
    expect(await within(first).findByText('Saved')).toBeVisible();
    expect(selectNotifications(store.getState()).map((n) => [n.type, n.title])).toEqual([
      ['success', 'Meeting details saved'],
    ]);
    expect(checkout()).toBeDisabled();

    const second = await formOf('meeting-2.wav');
    await fillMinutes(second, 'Grace Hopper');
    await save(second);
    await waitFor(() => expect(checkout()).toBeEnabled());
    await user().click(checkout());
    expect(await screen.findByRole('heading', { name: 'Your order is confirmed' })).toBeVisible();
  });

  it('refuses < in a field, in the spec words, and sends nothing', async () => {
    const { server } = renderPayment([media(1, 6)]);
    const form = await formOf('meeting-1.wav');
    await fillMinutes(form, 'Ada <script>');
    await save(form);
    expect(within(form).getByText('This symbol cannot be used here: <')).toBeVisible();
    expect(within(form).getByLabelText('Attendee 1 name', { exact: false })).toBeInvalid();
    expect(requestsTo(server, 'PUT', '/v1/media/1')).toHaveLength(0);
  });

  it('shows the required fields when saved empty, and sends nothing', async () => {
    const { server } = renderPayment([media(1, 6)]);
    await save(await formOf('meeting-1.wav'));
    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(requestsTo(server, 'PUT', '/v1/media/1')).toHaveLength(0);
  });

  it('tells the server’s words when saving fails, and keeps checkout closed', async () => {
    const { server, store } = renderPayment([media(1, 6)]);
    server.on('PUT', '/v1/media/1', () =>
      json(422, [
        { field: 'extra_fields[meeting_date]', message: 'Must be a date (YYYY-MM-DD)' },
        { field: 'extra_fields[meeting_title]', message: 'Max length is 255' },
      ]),
    );
    const form = await formOf('meeting-1.wav');
    await fillMinutes(form);
    await save(form);
    await waitFor(() =>
      expect(selectNotifications(store.getState())).toEqual([
        expect.objectContaining({
          type: 'error',
          title: 'We could not save the meeting details',
          desc: 'Must be a date (YYYY-MM-DD)',
        }),
      ]),
    );
    expect(checkout()).toBeDisabled();
  });

  it('holds checkout while saved details are being changed', async () => {
    const saved = {
      meetingTitle: 'Board meeting',
      meetingDate: '2026-03-02',
      meetingAttendees: [{ attendeeName: 'Ada Lovelace', jobTitle: 'Chair' }],
    };
    renderPayment([media(1, 6, saved)]);
    const form = await formOf('meeting-1.wav');
    expect(within(form).getByLabelText('Meeting title', { exact: false })).toHaveValue(
      'Board meeting',
    );
    await waitFor(() => expect(checkout()).toBeEnabled());
    await user().type(within(form).getByLabelText('Meeting agenda'), 'Budget');
    expect(checkout()).toBeDisabled();
    expect(checkout()).toHaveAccessibleDescription(
      'Save your changes to the meeting details before checkout.',
    );
  });

  it('adds and removes attendees, the focus following', async () => {
    const { server } = renderPayment([media(1, 3)]);
    const form = await formOf('meeting-1.wav');
    expect(within(form).queryByLabelText('Meeting title')).toBeNull();
    await user().type(within(form).getByLabelText('Attendee 1 name', { exact: false }), 'Ada');
    await user().click(within(form).getByRole('button', { name: 'Add attendee' }));
    expect(within(form).getByLabelText('Attendee 2 name', { exact: false })).toHaveFocus();
    await user().keyboard('Grace');
    await user().click(within(form).getByRole('button', { name: 'Add attendee' }));
    await user().keyboard('Alan');
    await user().click(within(form).getByRole('button', { name: 'Remove attendee 2' }));
    expect(within(form).getByLabelText('Attendee 2 name', { exact: false })).toHaveFocus();
    expect(within(form).getByLabelText('Attendee 2 name', { exact: false })).toHaveValue('Alan');
    await save(form);
    // The simple form sends the attendees only.
    const put = requestsTo(server, 'PUT', '/v1/media/1')[0]!;
    expect([...new URLSearchParams(await put.text())]).toEqual([
      ['extra_fields[meeting_attendees][0][attendee_name]', 'Ada'],
      ['extra_fields[meeting_attendees][0][job_title]', ''],
      ['extra_fields[meeting_attendees][1][attendee_name]', 'Alan'],
      ['extra_fields[meeting_attendees][1][job_title]', ''],
    ]);
  });

  it('names the project the files go into, with the way back to it', async () => {
    renderPayment([media(1, 1)], '/v3/fileupload/payment?projectId=9');
    expect(await screen.findByText('Board meetings')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the project' })).toHaveAttribute(
      'href',
      '/v3/library/my',
    );
  });

  describe('the leave guard', () => {
    const leaveLink = () => screen.getByRole('link', { name: 'Change files or options' });

    it('asks before leaving edited, unsaved details; Stay keeps them', async () => {
      const { location } = renderPayment([media(1, 6)]);
      const form = await formOf('meeting-1.wav');
      await user().type(within(form).getByLabelText('Meeting title', { exact: false }), 'Board');
      await user().click(leaveLink());
      const question = await screen.findByRole('dialog', {
        name: 'Leave without saving the meeting details?',
      });
      expect(question).toHaveAccessibleDescription(
        'You have changed meeting details that are not saved yet. If you leave now, the changes are lost.',
      );
      await user().click(within(question).getByRole('button', { name: 'Stay on this page' }));
      expect(location().pathname).toBe('/fileupload/payment');
      expect(within(form).getByLabelText('Meeting title', { exact: false })).toHaveValue('Board');
    });

    it('leaves when the client chooses to, without saving', async () => {
      const { location, server } = renderPayment([media(1, 6)]);
      const form = await formOf('meeting-1.wav');
      await user().type(within(form).getByLabelText('Meeting title', { exact: false }), 'Board');
      await user().click(leaveLink());
      await user().click(await screen.findByRole('button', { name: 'Leave without saving' }));
      await waitFor(() => expect(location().pathname).toBe('/fileupload/addfiles'));
      expect(requestsTo(server, 'PUT', '/v1/media/1')).toHaveLength(0);
    });

    it('does not ask without edits', async () => {
      const { location } = renderPayment([media(1, 6)]);
      await formOf('meeting-1.wav');
      await user().click(leaveLink());
      await waitFor(() => expect(location().pathname).toBe('/fileupload/addfiles'));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('does not ask once the edits are saved', async () => {
      const { location } = renderPayment([media(1, 6)]);
      const form = await formOf('meeting-1.wav');
      await fillMinutes(form);
      await save(form);
      expect(await within(form).findByText('Saved')).toBeVisible();
      await user().click(leaveLink());
      await waitFor(() => expect(location().pathname).toBe('/fileupload/addfiles'));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
