import { screen, waitFor, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { selectNotifications } from '@portal/contracts';
import { json } from '@portal/contracts/testing/fake-server';
import { MAX_MEETING_ATTENDEES } from '@portal/contracts/common/limits';
import { meetingMedia as media, renderPayment, requestsTo } from '../../testing/payment-api.tsx';

const checkout = () => screen.getByRole('button', { name: 'Check out with business account' });
const formOf = (title: string) => screen.findByRole('form', { name: title });
const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label, { exact: false });

async function fillMinutes(user: UserEvent, form: HTMLElement, attendee = 'Ada Lovelace') {
  await user.type(field(form, 'Meeting title'), 'Board meeting');
  await user.type(field(form, 'Meeting date'), '2026-03-02');
  await user.type(field(form, 'Meeting agenda'), 'Budget');
  await user.type(field(form, 'Attendee 1 name'), attendee);
  await user.type(field(form, 'Attendee 1 job title'), 'Chair');
}

const save = (user: UserEvent, form: HTMLElement) =>
  user.click(within(form).getByRole('button', { name: 'Save meeting details' }));

const saved = {
  meetingTitle: 'Board meeting',
  meetingDate: '2026-03-02',
  meetingAttendees: [{ attendeeName: 'Ada Lovelace', jobTitle: 'Chair' }],
};

describe('meeting details on the payment page', () => {
  it('asks for none when the first media’s service needs none', async () => {
    renderPayment([media(1, 1)]);
    await waitFor(() => expect(checkout()).toBeEnabled());
    expect(screen.queryByRole('heading', { name: 'Meeting details' })).toBeNull();
  });

  it('waits for the services before it knows: checkout held, the card a skeleton', async () => {
    let release = () => {};
    const servicesReady = new Promise<void>((resolve) => (release = resolve));
    renderPayment([media(1, 6)], { servicesReady });
    expect(
      await screen.findByRole('status', { name: 'Loading the meeting details' }),
    ).toBeVisible();
    expect(checkout()).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Meeting details' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading the meeting details' })).toBeNull();
    expect(checkout()).toBeDisabled();
  });

  it('saves the multi-field details of each media, then lets the client check out', async () => {
    const user = userEvent.setup();
    const { server, store } = renderPayment([media(1, 6), media(2, 1)]);
    expect(await screen.findByRole('heading', { name: 'Meeting details' })).toBeVisible();
    await waitFor(() => expect(checkout()).toBeDisabled());
    expect(checkout()).toHaveAccessibleDescription(
      'Please add the meeting details of every file before checkout.',
    );

    // The first media's service decides: the second media needs the details too.
    const first = await formOf('meeting-1.wav');
    expect(within(first).getByText('Details needed')).toBeVisible();
    await fillMinutes(user, first);
    expect(within(first).getByText('Unsaved changes')).toBeVisible();
    await save(user, first);
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
    await fillMinutes(user, second, 'Grace Hopper');
    await save(user, second);
    await waitFor(() => expect(checkout()).toBeEnabled());
    await user.click(checkout());
    expect(await screen.findByRole('heading', { name: 'Your order is confirmed' })).toBeVisible();
  });

  it('says why checkout waits in a status region that is there all along', async () => {
    const user = userEvent.setup();
    renderPayment([media(1, 6, saved)]);
    const form = await formOf('meeting-1.wav');
    await waitFor(() => expect(checkout()).toBeEnabled());
    const status = within(screen.getByRole('region', { name: 'Payment' })).getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.type(field(form, 'Meeting agenda'), 'Budget');
    expect(status).toHaveTextContent('Save your changes to the meeting details before checkout.');
    expect(checkout()).toBeDisabled();
    expect(checkout()).toHaveAccessibleDescription(
      'Save your changes to the meeting details before checkout.',
    );
    await save(user, form);
    await waitFor(() => expect(status).toBeEmptyDOMElement());
    expect(checkout()).toBeEnabled();
  });

  it('refuses < in a field, in the spec words, and sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = renderPayment([media(1, 6)]);
    const form = await formOf('meeting-1.wav');
    await fillMinutes(user, form, 'Ada <script>');
    await save(user, form);
    expect(within(form).getByText('This symbol cannot be used here: <')).toBeVisible();
    expect(field(form, 'Attendee 1 name')).toBeInvalid();
    expect(requestsTo(server, 'PUT', '/v1/media/1')).toHaveLength(0);
  });

  it('refuses a meeting date still to come: the recording is of a meeting held', async () => {
    const user = userEvent.setup();
    const { server } = renderPayment([media(1, 6)]);
    const form = await formOf('meeting-1.wav');
    await fillMinutes(user, form);
    await user.clear(field(form, 'Meeting date'));
    await user.type(field(form, 'Meeting date'), '2999-03-02');
    await save(user, form);
    expect(field(form, 'Meeting date')).toHaveAccessibleDescription('Date should be in the past');
    expect(requestsTo(server, 'PUT', '/v1/media/1')).toHaveLength(0);
  });

  it('shows the required fields when saved empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = renderPayment([media(1, 6)]);
    await save(user, await formOf('meeting-1.wav'));
    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(requestsTo(server, 'PUT', '/v1/media/1')).toHaveLength(0);
  });

  it('shows the server’s objections under their fields when saving fails, checkout closed', async () => {
    const user = userEvent.setup();
    const { server, store } = renderPayment([media(1, 6)]);
    server.on('PUT', '/v1/media/1', () =>
      json(422, [
        { field: 'extra_fields[meeting_date]', message: 'Must be a date (YYYY-MM-DD)' },
        { field: 'extra_fields[meeting_attendees][0][job_title]', message: 'Max length is 120' },
      ]),
    );
    const form = await formOf('meeting-1.wav');
    await fillMinutes(user, form);
    await save(user, form);
    await waitFor(() =>
      expect(field(form, 'Meeting date')).toHaveAccessibleDescription(
        'Must be a date (YYYY-MM-DD)',
      ),
    );
    expect(field(form, 'Meeting date')).toBeInvalid();
    expect(field(form, 'Attendee 1 job title')).toHaveAccessibleDescription('Max length is 120');
    expect(selectNotifications(store.getState())).toEqual([
      expect.objectContaining({
        type: 'error',
        title: 'We had a problem saving the meeting details',
        desc: 'Must be a date (YYYY-MM-DD)',
      }),
    ]);
    expect(checkout()).toBeDisabled();
  });

  it('holds checkout while saved details are being changed', async () => {
    const user = userEvent.setup();
    renderPayment([media(1, 6, saved)]);
    const form = await formOf('meeting-1.wav');
    expect(field(form, 'Meeting title')).toHaveValue('Board meeting');
    await waitFor(() => expect(checkout()).toBeEnabled());
    expect(within(form).getByText('Saved')).toBeVisible();
    await user.type(within(form).getByLabelText('Meeting agenda'), 'Budget');
    expect(within(form).getByText('Unsaved changes')).toBeVisible();
    expect(checkout()).toBeDisabled();
  });

  it('keeps what is typed in one form while another is saved and the cart comes back', async () => {
    const user = userEvent.setup();
    renderPayment([media(1, 6, saved), media(2, 6)]);
    const first = await formOf('meeting-1.wav');
    const second = await formOf('meeting-2.wav');
    await user.clear(field(first, 'Meeting title'));
    await user.type(field(first, 'Meeting title'), 'Annual general meeting');
    await fillMinutes(user, second);
    await save(user, second);
    expect(await within(second).findByText('Saved')).toBeVisible();

    expect(field(first, 'Meeting title')).toHaveValue('Annual general meeting');
    expect(within(first).getByText('Unsaved changes')).toBeVisible();
    expect(checkout()).toHaveAccessibleDescription(
      'Save your changes to the meeting details before checkout.',
    );
  });

  it('keeps what is typed while its own save is on its way', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    const savesAnswered = new Promise<void>((resolve) => (answer = resolve));
    const { server } = renderPayment([media(1, 6)], { savesAnswered });
    const form = await formOf('meeting-1.wav');
    await fillMinutes(user, form);
    await save(user, form);
    await waitFor(() => expect(requestsTo(server, 'PUT', '/v1/media/1')).toHaveLength(1));
    await user.type(field(form, 'Meeting agenda'), '; new office');
    answer();
    await waitFor(() => expect(requestsTo(server, 'GET', '/v1/cart')).toHaveLength(2));
    expect(await within(form).findByText('Unsaved changes')).toBeVisible();
    expect(field(form, 'Meeting agenda')).toHaveValue('Budget; new office');
    expect(field(form, 'Meeting title')).toHaveValue('Board meeting');
  });

  it('adds and removes attendees, the focus following', async () => {
    const user = userEvent.setup();
    const { server } = renderPayment([media(1, 3)]);
    const form = await formOf('meeting-1.wav');
    expect(within(form).queryByLabelText('Meeting title')).toBeNull();
    await user.type(field(form, 'Attendee 1 name'), 'Ada');
    await user.click(within(form).getByRole('button', { name: 'Add attendee' }));
    expect(field(form, 'Attendee 2 name')).toHaveFocus();
    await user.keyboard('Grace');
    await user.click(within(form).getByRole('button', { name: 'Add attendee' }));
    await user.keyboard('Alan');
    await user.click(within(form).getByRole('button', { name: 'Remove attendee 2' }));
    expect(field(form, 'Attendee 2 name')).toHaveFocus();
    expect(field(form, 'Attendee 2 name')).toHaveValue('Alan');
    await save(user, form);
    // The simple form sends the attendees only.
    const put = requestsTo(server, 'PUT', '/v1/media/1')[0]!;
    expect([...new URLSearchParams(await put.text())]).toEqual([
      ['extra_fields[meeting_attendees][0][attendee_name]', 'Ada'],
      ['extra_fields[meeting_attendees][0][job_title]', ''],
      ['extra_fields[meeting_attendees][1][attendee_name]', 'Alan'],
      ['extra_fields[meeting_attendees][1][job_title]', ''],
    ]);
  });

  it('moves the rows below a removed attendee up whole, their own fields and all', async () => {
    const user = userEvent.setup();
    const attendees = ['Ada', 'Grace', 'Alan'].map((attendeeName) => ({
      attendeeName,
      jobTitle: '',
    }));
    renderPayment([media(1, 3, { meetingAttendees: attendees })]);
    const form = await formOf('meeting-1.wav');
    const alan = field(form, 'Attendee 3 name');
    await user.click(within(form).getByRole('button', { name: 'Remove attendee 2' }));
    expect(field(form, 'Attendee 2 name')).toBe(alan);
    expect(alan).toHaveValue('Alan');
  });

  it('says why no attendee can be added once there are as many as a recording can have', async () => {
    const meetingAttendees = Array.from({ length: MAX_MEETING_ATTENDEES }, (_, i) => ({
      attendeeName: `Attendee ${i + 1}`,
      jobTitle: '',
    }));
    renderPayment([media(1, 3, { meetingAttendees })]);
    const form = await formOf('meeting-1.wav');
    expect(within(form).queryByRole('button', { name: 'Add attendee' })).toBeNull();
    expect(
      within(form).getByText('You have added 100 attendees, the most a recording can have.'),
    ).toBeVisible();
  });
});
