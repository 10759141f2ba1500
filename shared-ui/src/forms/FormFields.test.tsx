import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { required } from '@portal/contracts/common/validation';
import { FormTextArea, FormTextField } from './FormFields.tsx';

const requiredName = required();

/** A form whose server refuses the first agenda it is sent. */
function MeetingForm() {
  let sent = 0;
  return (
    <Form<{ name?: string; agenda?: string }>
      onSubmit={() => (sent++ === 0 ? { agenda: 'Max length is 5000' } : undefined)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormTextField name="name" label="Name" required validate={requiredName} />
          <FormTextArea name="agenda" label="Agenda" />
          <button type="submit">Save</button>
        </form>
      )}
    />
  );
}

it('shows a field’s own check once it is left, and the server’s objection until it is changed', async () => {
  const user = userEvent.setup();
  render(<MeetingForm />);
  const name = screen.getByRole('textbox', { name: /Name/ });
  const agenda = screen.getByRole('textbox', { name: 'Agenda' });

  await user.click(name);
  await user.tab();
  expect(name).toHaveAccessibleDescription('Required');
  await user.type(name, 'Ada');
  expect(name).not.toHaveAccessibleDescription();

  await user.type(agenda, 'Budget');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(agenda).toHaveAccessibleDescription('Max length is 5000');
  await user.type(agenda, '!');
  expect(agenda).not.toHaveAccessibleDescription();
});
