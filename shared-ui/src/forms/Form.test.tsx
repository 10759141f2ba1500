import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { SubmissionErrors } from 'final-form';
import { Form } from './Form.tsx';
import { FormTextField } from './FormFields.tsx';

interface Contact {
  name?: string;
  email?: string;
  phones?: string[];
}

// Errors listed in another order than the fields are drawn: the focus follows what the reader sees.
const contactErrors = (values: Contact) => ({
  name: values.name ? undefined : 'Required',
  email: values.email ? undefined : 'Required',
});

function ContactForm({
  onSubmit = () => undefined,
}: {
  onSubmit?: (values: Contact) => SubmissionErrors | Promise<SubmissionErrors> | undefined;
}) {
  return (
    <Form<Contact> onSubmit={onSubmit} validate={contactErrors}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormTextField name="email" label="Email" required />
          <FormTextField name="name" label="Name" required />
          <FormTextField name="phones[0]" label="Phone" />
          <button type="submit">Save</button>
        </form>
      )}
    </Form>
  );
}

it('focuses the first field in error after a submit its checks refused', async () => {
  render(<ContactForm />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText(/Email/)).toHaveFocus();

  await userEvent.type(screen.getByLabelText(/Email/), 'ada@example.test');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText(/Name/)).toHaveFocus();
});

it.each([
  ['at once', () => ({ phones: ['Not a phone number'] })],
  ['once it answers', () => Promise.resolve({ phones: ['Not a phone number'] })],
])('focuses the first field the server refused %s, nested names included', async (_, refuse) => {
  render(<ContactForm onSubmit={refuse} />);
  await userEvent.type(screen.getByLabelText(/Email/), 'ada@example.test');
  await userEvent.type(screen.getByLabelText(/Name/), 'Ada');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Not a phone number')).toBeInTheDocument();
  expect(screen.getByLabelText('Phone')).toHaveFocus();
});

it('leaves the focus alone when the form was sent', async () => {
  const onSubmit = jest.fn(() => undefined);
  render(<ContactForm onSubmit={onSubmit} />);
  await userEvent.type(screen.getByLabelText(/Email/), 'ada@example.test');
  await userEvent.type(screen.getByLabelText(/Name/), 'Ada');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
});
