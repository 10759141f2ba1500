import { screen } from '@testing-library/react';
import { Role } from '@portal/contracts';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import routes from './routes.tsx';

it('declares who may enter each screen, and under which feature flag', () => {
  const access = Object.fromEntries(
    routes.map((route) => [
      route.path,
      [route.handle?.login, route.handle?.roles, route.handle?.flag],
    ]),
  );
  expect(access).toEqual({
    editor: [true, [Role.TYPIST, Role.PROOFREADER, Role.ADMIN, Role.SUPER_ADMIN], undefined],
    'editor/demo': [true, [Role.TYPIST, Role.PROOFREADER, Role.ADMIN, Role.SUPER_ADMIN], undefined],
    snapshot: [true, undefined, 'snapshotPreview'],
    'media-snapshots': [true, [Role.PROOFREADER, Role.ADMIN, Role.SUPER_ADMIN], undefined],
    'live-notetaking/editor': [true, undefined, 'liveNotetaking'],
  });
});

it.each([
  ['/snapshot', 'Snapshot', 'No snapshot chosen'],
  ['/snapshot?id=abc', 'Snapshot', 'No snapshot chosen'],
  ['/media-snapshots?media=0', 'Snapshots', 'No media chosen'],
  ['/live-notetaking/editor', 'Live note editor', 'No meeting chosen'],
])('says what to do when %s names nothing', async (path, title, message) => {
  renderRoutes(routes, { path, signedInAs: testUser(Role.ADMIN) });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: message })).toBeInTheDocument();
});
