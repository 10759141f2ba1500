import '../testing/dom-polyfills.ts';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MoonIcon } from '../icons/icons.tsx';
import { IconButton } from './IconButton.tsx';

it('has its label as accessible name and runs its action', async () => {
  const onClick = jest.fn();
  render(<IconButton label="Switch to dark theme" icon={<MoonIcon />} onClick={onClick} />);
  await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('shows its label as a tooltip on keyboard focus', async () => {
  render(<IconButton label="Switch to dark theme" icon={<MoonIcon />} />);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toHaveFocus();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark theme');
});

it('can leave the tooltip out', async () => {
  render(<IconButton label="Close" icon={<MoonIcon />} showTooltip={false} />);
  await userEvent.tab();
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

it('takes the icon as children too', () => {
  render(
    <IconButton label="Switch to light theme">
      <MoonIcon />
    </IconButton>,
  );
  expect(
    screen.getByRole('button', { name: 'Switch to light theme' }).querySelector('svg'),
  ).toBeInTheDocument();
});
