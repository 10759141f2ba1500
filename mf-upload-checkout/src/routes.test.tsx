import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testService } from '@portal/contracts/services/test-service';
import routes from './routes.tsx';

const withServices = renderRoutesWith([testService()]);

function renderRoutesWith(services: unknown[]) {
  return (path: string) =>
    renderRoutes(routes, {
      path,
      handlers: (server) =>
        server.on('GET', '/v1/new-service/guest-services', () => json(200, services)),
    });
}

describe('upload page route', () => {
  it('is open to everyone, the live booking behind its flag only', () => {
    for (const route of routes) expect(route.handle?.login).toBeUndefined();
    expect(routes.find((route) => route.path === 'live-notetaking/create-booking')?.handle).toEqual(
      { flag: 'liveNotetaking' },
    );
  });

  it('opens the quote with mode=quote', async () => {
    const { location } = withServices('/fileupload/addfiles?mode=quote');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
    expect(location().search).toBe('?mode=quote');
  });

  it('opens the upload mode without mode=quote, and switches between the modes', async () => {
    const { location } = withServices('/fileupload/addfiles?campaign=c_eur');
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload files' })).toBeVisible();
    const modes = screen.getByRole('navigation', { name: 'Upload or quote' });
    expect(within(modes).getByRole('link', { name: 'Upload files' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(modes).getByRole('link', { name: 'Get a quote' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
    expect(location().search).toBe('?campaign=c_eur&mode=quote');
    await userEvent.click(screen.getByRole('link', { name: 'Upload files' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload files' })).toBeVisible();
    expect(location().search).toBe('?campaign=c_eur');
  });
});
