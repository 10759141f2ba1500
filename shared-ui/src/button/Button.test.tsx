import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { RetryIcon } from '../icons/icons.tsx';
import { Button, buttonClassName } from './Button.tsx';

it('runs its action on click and is not a submit button by default', async () => {
  const onClick = jest.fn();
  render(<Button onClick={onClick}>Save</Button>);
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).toHaveAttribute('type', 'button');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('is disabled and busy while loading, keeping its label', async () => {
  const onClick = jest.fn();
  render(
    <Button type="submit" loading onClick={onClick}>
      Proceed
    </Button>,
  );
  const button = screen.getByRole('button', { name: /Proceed/ });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAccessibleName('Proceed Loading');
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

it('renders as a link when given href', () => {
  render(
    <Button href="/v3/fileupload/addfiles" variant="secondary" icon={<RetryIcon />}>
      Upload file
    </Button>,
  );
  const link = screen.getByRole('link', { name: 'Upload file' });
  expect(link).toHaveAttribute('href', '/v3/fileupload/addfiles');
  expect(link).toHaveClass('ui-button', 'ui-button--secondary', 'ui-button--md');
});

it('lends its classes to elements it cannot render, like a router Link', () => {
  expect(buttonClassName({ variant: 'quiet', size: 'sm' }, 'extra')).toBe(
    'ui-button ui-button--quiet ui-button--sm extra',
  );
});
