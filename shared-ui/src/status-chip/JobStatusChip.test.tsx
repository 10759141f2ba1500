import { render, screen } from '@testing-library/react';
import { jobStatuses } from '@portal/contracts';
import { JobStatusChip, jobStatusLabels } from './JobStatusChip.tsx';

it('names every job status and colours it by the one map', () => {
  render(
    <>
      {jobStatuses.map((status) => (
        <JobStatusChip key={status} status={status} />
      ))}
    </>,
  );
  expect(new Set(Object.values(jobStatusLabels)).size).toBe(jobStatuses.length);
  expect(screen.getByText('Partially done')).toHaveClass('ui-status-chip--warning');
  expect(screen.getByText('Done')).toHaveClass('ui-status-chip--success');
  expect(screen.getByText('Substandard')).toHaveClass('ui-status-chip--error');
  expect(screen.getByText('In progress')).toHaveClass('ui-status-chip--info');
});
