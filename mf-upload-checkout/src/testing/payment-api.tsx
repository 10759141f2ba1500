import type { RouteObject } from 'react-router';
import { Role } from '@portal/contracts';
import type { Media } from '@portal/contracts';
import type { MeetingDetails } from '@portal/contracts/meeting-details/rules';
import type { ProjectAccess } from '@portal/contracts/project/access';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testCart } from '@portal/contracts/cart/test-cart';
import { testMedia } from '@portal/contracts/media/test-media';
import { testService } from '@portal/contracts/services/test-service';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../routes.tsx';

/** A service asking for the multi-field form (id 6), and one asking for the simple form (id 3). */
export const minutes = testService({
  id: 6,
  name: 'Minutes: Concise',
  meetingDetails: 'multiField',
});
export const interviews = testService({
  id: 3,
  name: 'Interview Transcription',
  meetingDetails: 'simple',
});

/** A cart media of a service, with the meeting details it has saved. */
export const meetingMedia = (
  id: number,
  serviceId: number,
  extraFields: MeetingDetails | null = null,
) =>
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
export function savedDetails(body: URLSearchParams): MeetingDetails {
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

export interface PaymentApiOptions {
  /** How the client reaches project 9 (?projectId=9). */
  projectAccess?: ProjectAccess;
  /** Answers the services when it resolves (default: at once). */
  servicesReady?: Promise<void>;
  /** Answers a save of meeting details when it resolves (default: at once). */
  savesAnswered?: Promise<void>;
}

/** The server: a cart whose media keep the details PUT /v1/media/{id} saves, and checkout. */
function installApi(server: FakeServer, start: Media[], options: PaymentApiOptions) {
  let cart = start;
  server.on('GET', '/v1/cart', () => json(200, testCart(cart)));
  server.on('GET', '/v1/new-service/guest-services', async () => {
    await options.servicesReady;
    return json(200, [minutes, interviews]);
  });
  server.on('GET', '/v1/payment/stripe-key', () => json(200, { key: null }));
  server.on('GET', '/v1/project/9', () =>
    json(200, {
      id: 9,
      shortId: 'P-9',
      title: 'Board meetings',
      status: 'active',
      ownerId: 1,
      ownerName: 'Claire Client',
      company: null,
      deadline: null,
      mediaDue: null,
      poNumber: null,
      duplicateOnCompletion: false,
      createdAt: 1_767_225_600,
      mediaCount: 0,
      access: options.projectAccess ?? 'owner',
    }),
  );
  for (const m of start)
    server.on('PUT', `/v1/media/${m.id}`, async (request) => {
      const extraFields = savedDetails(new URLSearchParams(await request.text()));
      await options.savesAnswered;
      cart = cart.map((c) => (c.id === m.id ? { ...c, extraFields } : c));
      return json(
        200,
        cart.find((c) => c.id === m.id),
      );
    });
  server.on('POST', '/v1/payment', () => json(200, { orderId: 5150 }));
}

/** The payment page (or `pages` in its place) of a business client whose cart holds `start`. */
export function renderPayment(
  start: Media[],
  {
    path = '/v3/fileupload/payment',
    pages = routes,
    ...options
  }: PaymentApiOptions & { path?: string; pages?: RouteObject[] } = {},
) {
  return renderRoutes(pages, {
    path,
    basename: '/v3',
    signedInAs: testUser(Role.CLIENT, { isBusinessAccount: true, currency: 'GBP' }),
    handlers: (server) => installApi(server, start, options),
  });
}

export const requestsTo = (server: FakeServer, method: string, path: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
