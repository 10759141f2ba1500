import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { Checkbox } from './Checkbox.tsx';

it('labels the checkbox and links the hint', () => {
  render(<Checkbox label="Send me receipts" hint="One email per order" />);
  const checkbox = screen.getByRole('checkbox', { name: 'Send me receipts' });
  expect(checkbox).not.toBeChecked();
  expect(checkbox).toHaveAccessibleDescription('One email per order');
});

it('shows the error under the field, linked and marked invalid; falsy is valid', () => {
  const { rerender } = render(<Checkbox label="I accept the terms" error="Accept the terms" />);
  const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
  expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  expect(checkbox).toHaveAccessibleDescription('Accept the terms');
  rerender(<Checkbox label="I accept the terms" error={undefined} />);
  expect(checkbox).not.toHaveAttribute('aria-invalid');
});

it('toggles by Space and by a click on its label', async () => {
  const onChange = jest.fn();
  render(<Checkbox label="Send me receipts" onChange={(e) => onChange(e.target.checked)} />);
  const checkbox = screen.getByRole('checkbox', { name: 'Send me receipts' });
  await userEvent.tab();
  expect(checkbox).toHaveFocus();
  await userEvent.keyboard(' ');
  expect(checkbox).toBeChecked();
  expect(onChange).toHaveBeenLastCalledWith(true);
  await userEvent.click(screen.getByText('Send me receipts'));
  expect(checkbox).not.toBeChecked();
  expect(onChange).toHaveBeenLastCalledWith(false);
});

it('works with a react-final-form type="checkbox" Field', async () => {
  const mustAccept = (value?: boolean) => (value ? undefined : 'Accept the terms');
  const onSubmit = jest.fn();
  render(
    <Form
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Field<boolean>
            name="terms"
            type="checkbox"
            validate={mustAccept}
            render={({ input, meta }) => (
              <Checkbox {...input} label="I accept the terms" error={meta.touched && meta.error} />
            )}
          />
          <button type="submit">Register</button>
        </form>
      )}
    />,
  );
  const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(checkbox).toHaveAccessibleDescription('Accept the terms');
  await userEvent.click(checkbox);
  expect(checkbox).toBeChecked();
  expect(checkbox).not.toHaveAttribute('aria-invalid');
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(onSubmit.mock.calls[0][0]).toEqual({ terms: true });
});
