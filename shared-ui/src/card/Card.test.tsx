import { render, screen } from '@testing-library/react';
import { Button } from '../button/Button.tsx';
import { Card } from './Card.tsx';

it('groups content under a heading with its actions and footer', () => {
  render(
    <Card
      title="Security"
      headingLevel={3}
      actions={<Button variant="quiet">Edit</Button>}
      footer={<Button>Save</Button>}
    >
      <p>Two-factor authentication is on.</p>
    </Card>,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Security' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Security' })).toHaveTextContent(
    'Two-factor authentication is on.',
  );
  expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
});

it('can be a plain group', () => {
  const { container } = render(<Card as="div">Total £12.00 ex. VAT</Card>);
  expect(container.firstChild?.nodeName).toBe('DIV');
});
