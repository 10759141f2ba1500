import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, featureFlagsFor, selectNotifications } from '@portal/contracts';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testService } from '@portal/contracts/services/test-service';
import { testUser } from '@portal/contracts/user/test-user';
import type { PriceEstimate, TranscriptionService } from '@portal/contracts/services/schema';
import routes from '../../routes.tsx';

const ivb = testService();
const notes = testService({
  id: 2,
  name: 'Notes',
  shortName: 'NOT',
  description: 'Clear notes of what was said.',
  basePrices: { GBP: 80, USD: 100, EUR: 92, CAD: 136 },
});
const live = testService({ id: 3, name: 'Live notes', shortName: 'BSF', streaming: true });

interface Options {
  path?: string;
  services?: TranscriptionService[];
  estimate?: (request: Request) => Response;
  send?: (request: Request) => Response | Promise<Response>;
  signedInAs?: Parameters<typeof renderRoutes>[1]['signedInAs'];
  multicurrency?: boolean;
}

function renderQuote({
  path = '/fileupload/addfiles?mode=quote',
  services = [ivb, notes, live],
  estimate = () => json(500, { message: 'Something went wrong' }),
  send = () => json(200, { isSuccess: true }),
  signedInAs,
  multicurrency = true,
}: Options = {}) {
  return renderRoutes(routes, {
    path,
    signedInAs,
    config: { featureFlags: featureFlagsFor('e2e', { multicurrency }) },
    handlers: (server: FakeServer) => {
      server.on('GET', '/v1/new-service/guest-services', () => json(200, services));
      server.on('GET', '/v1/media/estimate-price', estimate);
      server.on('POST', '/v1/media/send-estimated-price', send);
    },
  });
}

const priceArea = () => screen.getByRole('heading', { name: 'Your quote' }).closest('section')!;

async function chooseOptions(service = /Intelligent Verbatim/) {
  await userEvent.click(await screen.findByRole('radio', { name: service }));
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: /Turnaround/ }),
    '24 hours',
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Speakers/ }), '1 Speaker');
}

async function fillDuration(minutes = '10') {
  await userEvent.type(screen.getByRole('textbox', { name: 'Minutes' }), minutes);
}

async function fillContact() {
  await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ann@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ann');
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lee');
}

describe('quote: services', () => {
  it('offers the active services that are not live as radio cards with their From price', async () => {
    renderQuote();
    const group = await screen.findByRole('group', { name: 'Type of transcription' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    const ivbCard = radios[0]!.closest('label')!;
    expect(ivbCard).toHaveTextContent('Intelligent Verbatim');
    expect(ivbCard).toHaveTextContent('Every word that matters.');
    // jsdom speaks en-US: the upload page's default currency, USD.
    expect(ivbCard).toHaveTextContent('From $1.25/min');
    expect(ivbCard).not.toHaveTextContent("Researcher's favourite");
    expect(radios[1]!.closest('label')).toHaveTextContent("Researcher's favourite");
    expect(screen.queryByText('Live notes')).not.toBeInTheDocument();
  });

  it('says so when there is no service to quote for', async () => {
    renderQuote({ services: [] });
    expect(
      await screen.findByRole('heading', { name: 'No services to quote for right now' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('shows the options of the chosen service only', async () => {
    renderQuote();
    expect(await screen.findByText(/Choose a service first/)).toBeVisible();
    expect(screen.queryByRole('combobox', { name: /Turnaround/ })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /Notes/ }));
    expect(screen.getByRole('radio', { name: /Notes/ })).toBeChecked();
    expect(await screen.findByRole('combobox', { name: /Turnaround/ })).toBeVisible();
  });
});

describe('quote: price area', () => {
  it('says what is missing, in order, then shows the price at every turnaround', async () => {
    renderQuote();
    await screen.findByRole('radio', { name: /Intelligent Verbatim/ });
    const area = priceArea();
    expect(area).toHaveTextContent('Choose a service and its options to see the price');
    await chooseOptions();
    await waitFor(() =>
      expect(area).toHaveTextContent('Enter the duration of your recording to see the price'),
    );
    await fillDuration();
    expect(area).toHaveTextContent('Enter your email to see the price');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ann@example.com');

    const table = await within(area).findByRole('table', { name: 'Price at each turnaround' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    // 10 minutes at $1.25 a minute, +0% / +25% / +50% / +100%, VAT 20%.
    expect(rows).toEqual([
      'TurnaroundEx. VATInc. VAT (20%)',
      '7 days$12.50$15.00',
      '48 hours$15.63$18.76',
      '24 hoursYour choice$18.75$22.50',
      'Checkout by 6pm (local time)$25.00$30.00',
    ]);
    const chosen = within(table).getByRole('row', { current: true });
    expect(chosen).toHaveTextContent('24 hours');
  });

  it("shows the server's figures where they differ", async () => {
    const server: PriceEstimate = {
      '604800': { fullPrice: 1111, price: 1111, grossPrice: 1333 },
      '172800': { fullPrice: 1200, price: 1200, grossPrice: 1440 },
      '86400': { fullPrice: 1300, price: 1300, grossPrice: 1560 },
      '43200': { fullPrice: 1400, price: 1400, grossPrice: 1680 },
    };
    const { server: fake } = renderQuote({ estimate: () => json(200, server) });
    await chooseOptions();
    await fillDuration();
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ann@example.com');
    const table = await within(priceArea()).findByRole('table');
    await waitFor(() => expect(table).toHaveTextContent('$11.11$13.33'));
    const call = fake.requests.find((r) => r.url.includes('/v1/media/estimate-price'))!;
    const query = new URL(call.url).searchParams;
    expect(query.get('duration')).toBe('600');
    expect(query.get('currency')).toBe('USD');
    expect(query.get('email')).toBe('ann@example.com');
    expect(query.get('service_options[id]')).toBe('1');
    expect(query.get('service_options[speakers]')).toBe('1');
    expect(query.has('service_options[turnaround]')).toBe(false);
  });

  it('tells the estimated delivery of the chosen turnaround', async () => {
    renderQuote();
    await chooseOptions();
    await fillDuration();
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ann@example.com');
    expect(
      await within(priceArea()).findByText(/^Estimated delivery: \d\d:\d\d on \w{3}, \w{3} \d/),
    ).toBeVisible();
  });
});

describe('quote: currency', () => {
  it.each([
    ['/fileupload/addfiles?mode=quote', 'USD'],
    ['/fileupload/addfiles?mode=quote&campaign=c_eur', 'EUR'],
    ['/fileupload/addfiles?mode=quote&campaign=c_can', 'CAD'],
  ])('starts %s in %s', async (path, currency) => {
    renderQuote({ path });
    expect(await screen.findByRole('combobox', { name: 'Currency' })).toHaveValue(currency);
  });

  it("starts in a signed-in user's own currency", async () => {
    renderQuote({ signedInAs: testUser(Role.CLIENT, { currency: 'GBP' }) });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP'),
    );
    expect(await screen.findByText('From £1.00/min')).toBeVisible();
  });

  it('reprices in the chosen currency', async () => {
    renderQuote();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(await screen.findByText('From €1.15/min')).toBeVisible();
  });

  it('has no currency selector without the multicurrency flag', async () => {
    renderQuote({ multicurrency: false });
    await screen.findByRole('radio', { name: /Intelligent Verbatim/ });
    expect(screen.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
  });
});

describe('quote: details and sending', () => {
  it('checks the duration and the contact details', async () => {
    renderQuote();
    await chooseOptions();
    await userEvent.click(screen.getByRole('button', { name: 'Send me this quote' }));
    expect(await screen.findByText('Total minimum is 1 second')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Email is required',
    );
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
      'Required',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Minutes' }), '75');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Minutes' })).toHaveAccessibleDescription(
      'Maximum is 59',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Hours' }), '101');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Hours' })).toHaveAccessibleDescription(
      'Maximum is 100',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Seconds' }), '-5');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Seconds' })).toHaveAccessibleDescription(
      'Minimum is 0',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), '<Ann>');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
      'Symbols not allowed: < >',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), 'call me');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(
      "Doesn't conform to pattern",
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ann@');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Invalid email',
    );
  });

  it('asks for a service and its options before sending', async () => {
    const { server } = renderQuote();
    await screen.findByRole('radio', { name: /Notes/ });
    await fillDuration();
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Send me this quote' }));
    expect(
      screen.getByRole('group', { name: 'Type of transcription' }),
    ).toHaveAccessibleDescription('Choose a service');
    await userEvent.click(screen.getByRole('radio', { name: /Notes/ }));
    expect(await screen.findByRole('combobox', { name: /Turnaround/ })).toHaveAccessibleDescription(
      'Required',
    );
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends the quote and says it is on its way', async () => {
    let body: URLSearchParams | undefined;
    const { store } = renderQuote({
      send: async (request) => {
        body = new URLSearchParams(await request.text());
        return json(200, { isSuccess: true });
      },
    });
    await chooseOptions();
    await fillDuration('5');
    await fillContact();
    await userEvent.type(screen.getByRole('textbox', { name: /Company/ }), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Send me this quote' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have emailed this quote to ann@example.com.',
    );
    expect(selectNotifications(store.getState()).map((n) => [n.type, n.title])).toEqual([
      ['success', 'Your quote is on its way!'],
    ]);
    expect(Object.fromEntries(body!)).toEqual({
      'estimation[0][duration]': '300',
      'estimation[0][service_options][id]': '1',
      'estimation[0][service_options][turnaround]': '86400',
      'estimation[0][service_options][speakers]': '1',
      'estimation[0][service_options][timestamps]': 'none',
      'estimation[0][service_options][price_calculation_elements][speaker_id]': 'false',
      'estimation[0][service_options][price_calculation_elements][difficult_audio]': 'false',
      currency: 'USD',
      email: 'ann@example.com',
      firstname: 'Ann',
      lastname: 'Lee',
      company: 'Acme',
      captcha: '',
    });
    // The form stays as it was.
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ann@example.com');
  });

  it("shows the server's field messages on the fields and the others in a notification", async () => {
    const { store } = renderQuote({
      send: () =>
        json(422, [
          { field: 'phone', message: "Doesn't conform to pattern" },
          { field: 'captcha', message: 'The bot check failed. Please try again.' },
        ]),
    });
    await chooseOptions();
    await fillDuration();
    await fillContact();
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '0207 946 0000');
    await userEvent.click(screen.getByRole('button', { name: 'Send me this quote' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(
        "Doesn't conform to pattern",
      ),
    );
    expect(selectNotifications(store.getState())).toEqual([
      expect.objectContaining({
        type: 'error',
        title: 'We had a problem sending your quote',
        desc: ['The bot check failed. Please try again.'],
      }),
    ]);
    expect(screen.queryByText(/We have emailed/)).not.toBeInTheDocument();
  });

  it('raises an error notification when sending fails', async () => {
    const { store } = renderQuote({ send: () => json(500, { message: 'boom' }) });
    await chooseOptions();
    await fillDuration();
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Send me this quote' }));
    await waitFor(() =>
      expect(selectNotifications(store.getState())).toEqual([
        expect.objectContaining({
          type: 'error',
          title: 'We had a problem sending your quote',
          desc: 'Something went wrong',
        }),
      ]),
    );
  });

  it('fills in the details of a signed-in user', async () => {
    renderQuote({
      signedInAs: testUser(Role.CLIENT, {
        profile: {
          nickname: null,
          extraInstructions: null,
          mobile: '07700 900123',
          contactPhone2: null,
        },
      }),
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('cleo@demo.test'),
    );
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Cleo');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Client');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('07700 900123');
  });
});
