import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { SelectField } from './SelectField.tsx';

const languages = [
  { value: 'en', label: 'English' },
  { value: 'fi', label: 'Finnish' },
  { value: 'sv', label: 'Swedish', disabled: true },
];

it('labels the select, lists the options and links the hint', () => {
  render(<SelectField label="Language" options={languages} hint="Of the recording" />);
  const select = screen.getByRole('combobox', { name: 'Language' });
  expect(select).toHaveAccessibleDescription('Of the recording');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'English',
    'Finnish',
    'Swedish',
  ]);
  expect(screen.getByRole('option', { name: 'Swedish' })).toBeDisabled();
});

it('starts on an empty placeholder option', () => {
  render(<SelectField label="Language" options={languages} placeholder="Not selected" />);
  const select = screen.getByRole('combobox', { name: 'Language' });
  expect(select).toHaveValue('');
  expect(screen.getAllByRole('option')[0]).toHaveTextContent('Not selected');
  expect(screen.getByRole('option', { name: 'Not selected' })).toHaveValue('');
});

it('shows the error under the field, linked and marked invalid; falsy is valid', () => {
  const { rerender } = render(
    <SelectField label="Language" options={languages} error="Choose a language" hint="Spoken" />,
  );
  const select = screen.getByRole('combobox', { name: 'Language' });
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('Choose a language Spoken');
  rerender(<SelectField label="Language" options={languages} error={false} />);
  expect(select).not.toHaveAttribute('aria-invalid');
  expect(select).not.toHaveAccessibleDescription();
});

it('reports the chosen value', async () => {
  const onChange = jest.fn();
  render(
    <SelectField
      label="Language"
      options={languages}
      placeholder="Not selected"
      onChange={(e) => onChange(e.target.value)}
    />,
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Finnish');
  expect(onChange).toHaveBeenCalledWith('fi');
});

it('takes a react-final-form input spread and shows the error once touched', async () => {
  const required = (value?: string) => (value ? undefined : 'Choose a language');
  const onSubmit = jest.fn();
  render(
    <Form
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Field<string>
            name="language"
            validate={required}
            render={({ input, meta }) => (
              <SelectField
                {...input}
                label="Language"
                options={languages}
                placeholder="Not selected"
                error={meta.touched && meta.error}
              />
            )}
          />
          <button type="submit">Save</button>
        </form>
      )}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Language' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(select).toHaveAccessibleDescription('Choose a language');
  await userEvent.selectOptions(select, 'en');
  expect(select).not.toHaveAttribute('aria-invalid');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit.mock.calls[0][0]).toEqual({ language: 'en' });
});
