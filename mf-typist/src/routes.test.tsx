import { screen } from '@testing-library/react';
import { Role } from '@portal/contracts';
import { renderRoutes, testUser } from '@portal/contracts/testing';
import routes from './routes.tsx';

it('sends the typist library to the assigned jobs and names the typist', async () => {
  const { location } = renderRoutes(routes, {
    path: '/typist/library',
    signedInAs: testUser(Role.TYPIST),
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Assigned jobs' }),
  ).toBeInTheDocument();
  expect(location().pathname).toBe('/typist/library/assigned');
  expect(await screen.findByText('Tom Typist')).toBeInTheDocument();
  expect(screen.getByText('Typist')).toBeInTheDocument();
});

it('heads the proofreader home', async () => {
  renderRoutes(routes, { path: '/proofreader', signedInAs: testUser(Role.PROOFREADER) });
  expect(screen.getByRole('heading', { level: 1, name: 'Proofreader home' })).toBeInTheDocument();
  expect(await screen.findByText('Proofreader')).toBeInTheDocument();
});

it('declares who may enter each screen', () => {
  const access = Object.fromEntries(routes.map((route) => [route.path, route.handle?.roles]));
  expect(access).toEqual({
    'typist/library': [Role.TYPIST],
    'typist/library/assigned': [Role.TYPIST],
    proofreader: [Role.PROOFREADER],
  });
});
