import { render, screen } from '@testing-library/react';
import { LandingPage } from './LandingPage.tsx';

it('heads the area and says who is signed in', () => {
  render(
    <LandingPage
      title="Projects"
      user={{ name: 'Ann Lee', email: 'ann@example.com', role: 'Admin' }}
    />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
  expect(screen.getByText('ann@example.com')).toBeInTheDocument();
});
