import { screen } from '@testing-library/react';
import { Role } from '@portal/contracts';
import { json } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { staffMediaPageOf } from '@portal/contracts/media/test-staff-media';
import { testUser } from '@portal/contracts/user/test-user';
import routes from './routes.tsx';

const admin = testUser(Role.ADMIN);

it('sends /radmin to the restricted admin assign grid', async () => {
  const { location } = renderRoutes(routes, {
    path: '/radmin',
    signedInAs: testUser(Role.RESTRICTED_ADMIN),
    handlers: (server) => server.on('GET', '/v1/media', () => json(200, staffMediaPageOf([]))),
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Transcription' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Media' })).toBeInTheDocument();
  expect(location().pathname).toBe('/radmin/assign');
});

it('loads the admin assign grid', async () => {
  renderRoutes(routes, {
    path: '/admin/assign',
    signedInAs: admin,
    handlers: (server) => server.on('GET', '/v1/media', () => json(200, staffMediaPageOf([]))),
  });
  expect(await screen.findByRole('heading', { name: 'No media in production' })).toBeVisible();
});

it('declares who may enter each screen', () => {
  const access = Object.fromEntries(routes.map((route) => [route.path, route.handle?.roles]));
  expect(access).toEqual({
    'admin/assign': [Role.ADMIN, Role.SUPER_ADMIN],
    'admin/live-notetaking': [Role.ADMIN, Role.SUPER_ADMIN],
    'admin/pre-bookings': [Role.ADMIN, Role.SUPER_ADMIN],
    'admin/spell-dictionary': [Role.ADMIN, Role.SUPER_ADMIN],
    'admin/shifts/capacity': [Role.ADMIN, Role.SUPER_ADMIN],
    'admin/companies': [Role.ADMIN, Role.SUPER_ADMIN],
    'admin/invoices': [Role.ADMIN, Role.SUPER_ADMIN],
    'admin/users': [Role.ADMIN, Role.SUPER_ADMIN],
    'admin/users/:list': [Role.ADMIN, Role.SUPER_ADMIN],
    radmin: [Role.RESTRICTED_ADMIN],
    'radmin/assign': [Role.RESTRICTED_ADMIN],
    'radmin/live-notetaking': [Role.RESTRICTED_ADMIN],
    'radmin/pre-bookings': [Role.RESTRICTED_ADMIN],
    'super-admin': [Role.SUPER_ADMIN],
    'super-admin/services': [Role.SUPER_ADMIN],
    'super-admin/services/:serviceId': [Role.SUPER_ADMIN],
    'super-admin/reports': [Role.SUPER_ADMIN],
    'super-admin/promo-codes': [Role.SUPER_ADMIN],
    'super-admin/service-discounts': [Role.SUPER_ADMIN],
  });
  expect(routes.filter((route) => route.handle?.flag).map((route) => route.path)).toEqual([
    'admin/live-notetaking',
    'admin/pre-bookings',
    'admin/shifts/capacity',
    'radmin/live-notetaking',
    'radmin/pre-bookings',
    'super-admin/promo-codes',
  ]);
  expect(new Set(routes.map((route) => route.handle?.flag).filter(Boolean))).toEqual(
    new Set(['liveNotetaking', 'prebookings', 'shifts', 'discountCodes']),
  );
});
