import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Form } from 'react-final-form';
import type { Validator } from '@portal/contracts/common/validation';
import { FormFileField } from './FormFileField.tsx';

const chosen: Validator = (value) => (value instanceof File ? undefined : 'Choose a file');

it('holds the chosen File, and says so when none is chosen', async () => {
  const user = userEvent.setup();
  const sent = jest.fn();
  render(
    <Form<{ file?: File }>
      onSubmit={sent}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormFileField name="file" label="CSV file" accept=".csv" validate={chosen} />
          <button type="submit">Send</button>
        </form>
      )}
    />,
  );
  const input = screen.getByLabelText('CSV file');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(input).toHaveAccessibleDescription('Choose a file');
  expect(sent).not.toHaveBeenCalled();

  const file = new File(['code\n'], 'codes.csv', { type: 'text/csv' });
  await user.upload(input, file);
  expect(input).not.toHaveAccessibleDescription();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(sent).toHaveBeenCalledWith({ file }, expect.anything(), expect.anything());
});
