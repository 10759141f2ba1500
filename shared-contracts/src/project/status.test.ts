import { projectStatuses } from '../common/statuses.ts';
import {
  displayedProjectStatus,
  hidesInvoiced,
  mediaStatusLabel,
  projectStatusLabel,
  storedProjectStatuses,
} from './status.ts';

describe('project status display rule', () => {
  it('shows pending and special projects as completed, the others as they are', () => {
    expect(projectStatuses.map((status) => [status, displayedProjectStatus(status)])).toEqual([
      ['active', 'active'],
      ['completed', 'completed'],
      ['deleted', 'deleted'],
      ['pending', 'completed'],
      ['invoiced', 'invoiced'],
      ['special', 'completed'],
    ]);
  });

  it('labels the displayed status', () => {
    expect(projectStatusLabel('active')).toBe('Active');
    expect(projectStatusLabel('special')).toBe('Completed');
    expect(projectStatusLabel('invoiced')).toBe('Invoiced');
  });

  it('filters a displayed status on every stored status shown as it', () => {
    expect(storedProjectStatuses('completed')).toEqual(['completed', 'pending', 'special']);
    expect(storedProjectStatuses('active')).toEqual(['active']);
  });
});

describe('media status label', () => {
  it('reads Complete only once the media is returned', () => {
    expect(mediaStatusLabel('returned')).toBe('Complete');
    expect(mediaStatusLabel('done')).toBe('In progress');
    expect(mediaStatusLabel('ordered')).toBe('In progress');
  });
});

describe('the live-note upload-only tab', () => {
  it('hides invoiced projects from live lists of upload-only access alone', () => {
    expect(hidesInvoiced(true, ['write'])).toBe(true);
    expect(hidesInvoiced(true, ['write', 'write'])).toBe(true);
    expect(hidesInvoiced(true, ['write', 'owner'])).toBe(false);
    expect(hidesInvoiced(true, [])).toBe(false);
    expect(hidesInvoiced(true, undefined)).toBe(false);
    expect(hidesInvoiced(false, ['write'])).toBe(false);
    expect(hidesInvoiced(undefined, ['write'])).toBe(false);
  });
});
