import '../testing/dom-polyfills.ts';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { required } from '@portal/contracts/common/validation';
import { seriousViolations } from '../testing/axe.ts';
import { FormAttendeeRows } from './FormAttendeeRows.tsx';

interface Values {
  rows: string[];
  people: Record<string, { attendeeName?: string; jobTitle?: string } | undefined>;
}

const validators = { attendeeName: required() };
let added = 0;
const newRowKey = () => `new-${++added}`;

function AttendeesForm({
  initial,
  minRows,
  onSubmit = () => undefined,
}: {
  initial: Values;
  minRows?: number;
  onSubmit?(values: Values): void;
}) {
  return (
    <Form<Values>
      initialValues={initial}
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormAttendeeRows
            rowsName="rows"
            fieldName={(key, field) => `people.${key}.${field}`}
            newRowKey={newRowKey}
            max={3}
            fullText="That is every attendee a meeting can have."
            minRows={minRows}
            validators={validators}
          />
          <button type="submit">Save</button>
        </form>
      )}
    />
  );
}

const ada = { rows: ['a'], people: { a: { attendeeName: 'Ada', jobTitle: 'Chair' } } };

it('adds rows, focusing the new name, until the most a meeting can have', async () => {
  const user = userEvent.setup();
  render(<AttendeesForm initial={ada} />);
  expect(screen.getByRole('group', { name: 'Attendees' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Attendee 1 name/ })).toHaveValue('Ada');
  await user.click(screen.getByRole('button', { name: 'Add attendee' }));
  expect(screen.getByRole('textbox', { name: /Attendee 2 name/ })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Add attendee' }));
  expect(screen.queryByRole('button', { name: 'Add attendee' })).not.toBeInTheDocument();
  expect(screen.getByText('That is every attendee a meeting can have.')).toBeVisible();
  expect(await seriousViolations()).toEqual([]);
});

it('removes a row with its values, focusing the row that takes its place', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  render(
    <AttendeesForm
      initial={{
        rows: ['a', 'b'],
        people: { a: { attendeeName: 'Ada' }, b: { attendeeName: 'Bob', jobTitle: 'CFO' } },
      }}
      onSubmit={onSubmit}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Remove attendee 1' }));
  const first = screen.getByRole('textbox', { name: /Attendee 1 name/ });
  expect(first).toHaveValue('Bob');
  expect(first).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Remove attendee 1' }));
  expect(screen.getByRole('button', { name: 'Add attendee' })).toHaveFocus();
  expect(screen.getByText('None added.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ rows: [] });
});

it('keeps the rows a form needs, and checks each name', async () => {
  const user = userEvent.setup();
  render(<AttendeesForm initial={ada} minRows={1} />);
  expect(screen.queryByRole('button', { name: /Remove attendee/ })).not.toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: /Attendee 1 name/ }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('textbox', { name: /Attendee 1 name/ })).toHaveAccessibleDescription(
    'Required',
  );
});
