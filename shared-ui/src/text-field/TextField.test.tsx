import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { TextField } from './TextField.tsx';

it('labels the input and links the hint', () => {
  render(<TextField label="Email" type="email" hint="We send the receipt here" />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toHaveAccessibleDescription('We send the receipt here');
});

it('shows the error under the field, linked and marked invalid', () => {
  render(<TextField label="Email" error="Invalid email" hint="Work address" defaultValue="x@" />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Invalid email Work address');
});

it('treats a falsy error as valid', () => {
  render(<TextField label="Email" error={false} />);
  expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
});

it('takes a react-final-form input spread and shows the error once touched', async () => {
  const required = (value?: string) => (value ? undefined : 'Email is required');
  render(
    <Form
      onSubmit={jest.fn()}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Field<string>
            name="email"
            validate={required}
            render={({ input, meta }) => (
              <TextField {...input} type="email" label="Email" error={meta.touched && meta.error} />
            )}
          />
          <button type="submit">Log in</button>
        </form>
      )}
    />,
  );
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).not.toHaveAttribute('aria-invalid');
  await userEvent.click(input);
  await userEvent.tab();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Email is required');
  await userEvent.type(input, 'ann@example.com');
  expect(input).toHaveValue('ann@example.com');
  expect(input).not.toHaveAttribute('aria-invalid');
});
