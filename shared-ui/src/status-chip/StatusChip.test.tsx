import { render, screen } from '@testing-library/react';
import { StatusChip } from './StatusChip.tsx';

it('says the status in words and carries its tone as a class', () => {
  render(
    <table>
      <tbody>
        <tr>
          <td>Board meeting.mp3</td>
          <td>
            <StatusChip tone="success">Complete</StatusChip>
          </td>
        </tr>
      </tbody>
    </table>,
  );
  expect(screen.getByRole('cell', { name: 'Complete' }).firstChild).toHaveClass(
    'ui-status-chip',
    'ui-status-chip--success',
  );
});

it('is neutral by default', () => {
  render(<StatusChip>Pending</StatusChip>);
  expect(screen.getByText('Pending')).toHaveClass('ui-status-chip--neutral');
});
