import { render, screen } from '@testing-library/react';
import { createPortalStore } from '@portal/contracts';
import { startFakeServer } from '@portal/contracts/testing/fake-server';
import { testPortalConfig } from '@portal/contracts/testing/portal-config';
import { App } from './App.tsx';

afterEach(() => window.history.replaceState(null, '', '/'));

it('shows the pixel-update stub headless and empty, staying outside /v3, asking nothing', () => {
  const server = startFakeServer();
  window.history.replaceState(null, '', '/update_pixel?fbclid=1');
  render(<App store={createPortalStore({ config: testPortalConfig() })} />);
  const main = screen.getByRole('main', { name: 'Pixel update' });
  expect(main).toBeEmptyDOMElement();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(window.location.pathname).toBe('/update_pixel');
  expect(server.requests).toEqual([]);
  server.restore();
});
