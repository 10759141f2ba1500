import '../testing/dom-polyfills.ts';
import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataTable } from './DataTable.tsx';
import type { DataTableColumn } from './DataTable.tsx';

interface Project {
  id: number;
  title: string;
  owner: string;
}

const columns: DataTableColumn<Project>[] = [
  { id: 'title', header: 'Title', cell: (project) => project.title, sortable: true },
  { id: 'owner', header: 'Owner', cell: (project) => project.owner },
];
const rows: Project[] = [
  { id: 1, title: 'Board meetings', owner: 'Ada Client' },
  { id: 2, title: 'Interviews', owner: 'Ada Client' },
];

const table = (props: Partial<Parameters<typeof DataTable<Project>>[0]> = {}) => (
  <DataTable
    label="Projects"
    columns={columns}
    rows={rows}
    getRowId={(project) => project.id}
    empty="No projects yet"
    {...props}
  />
);

it('draws the rows it is given and reports header clicks for the sort', async () => {
  const onSortClick = jest.fn();
  render(table({ sort: { key: 'title', value: 'asc' }, onSortClick }));
  const grid = screen.getByRole('table', { name: 'Projects' });
  expect(within(grid).getAllByRole('row')).toHaveLength(3);
  expect(screen.getByRole('cell', { name: 'Interviews' })).toBeInTheDocument();

  const titleHeader = screen.getByRole('columnheader', { name: 'Title' });
  expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(screen.getByRole('columnheader', { name: 'Owner' })).not.toHaveAttribute('aria-sort');
  await userEvent.click(within(titleHeader).getByRole('button'));
  expect(onSortClick).toHaveBeenCalledWith('title');
});

it('shows a cut column name whole in a tooltip 500 ms after hovering, and a whole one never', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const named = (header: string): DataTableColumn<Project>[] => [
    { ...columns[0]!, header },
    columns[1]!,
  ];
  render(table({ columns: named('Title of the recording as uploaded'), onSortClick: jest.fn() }));
  const cut = screen.getByText('Title of the recording as uploaded');
  Object.defineProperties(cut, {
    scrollWidth: { configurable: true, value: 300 },
    clientWidth: { configurable: true, value: 120 },
  });
  await user.hover(cut);
  act(() => jest.advanceTimersByTime(400));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(await screen.findByRole('tooltip')).toHaveTextContent(
    'Title of the recording as uploaded',
  );

  await user.hover(screen.getByText('Owner'));
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryAllByRole('tooltip').map((tip) => tip.textContent)).not.toContain('Owner');
  jest.useRealTimers();
});

it('expands a row to show its details', async () => {
  render(
    table({
      renderExpanded: (project) => <p>Media of {project.title}</p>,
      expandLabel: (project) => `Show media of ${project.title}`,
    }),
  );
  const toggle = screen.getByRole('button', { name: 'Show media of Interviews' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Media of Interviews')).toBeInTheDocument();
  await userEvent.click(toggle);
  expect(screen.queryByText('Media of Interviews')).not.toBeInTheDocument();
});

it('pins a pinned column at the end: its header, its cells and their skeletons', () => {
  const pinned = (id: number) => screen.getByRole('cell', { name: `Open ${id}` });
  const withActions: DataTableColumn<Project>[] = [
    ...columns,
    { id: 'actions', header: 'Actions', pinned: 'end', cell: (project) => `Open ${project.id}` },
  ];
  const { rerender } = render(table({ columns: withActions }));
  expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveClass(
    'ui-data-table__cell--pinned',
  );
  expect(pinned(1)).toHaveClass('ui-data-table__cell--pinned');
  expect(pinned(2)).toHaveClass('ui-data-table__cell--pinned');
  expect(screen.getByRole('cell', { name: 'Interviews' })).not.toHaveClass(
    'ui-data-table__cell--pinned',
  );

  rerender(table({ columns: withActions, rows: undefined, loading: true }));
  const [firstSkeleton] = screen.getAllByRole('row').slice(1);
  expect(within(firstSkeleton!).getAllByRole('cell').at(-1)).toHaveClass(
    'ui-data-table__cell--pinned',
  );
});

it('shows skeleton rows while the first page loads, then the empty state', () => {
  const { rerender } = render(table({ rows: undefined, loading: true }));
  expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getAllByRole('row')).toHaveLength(6);

  rerender(table({ rows: [] }));
  expect(screen.getByText('No projects yet')).toBeInTheDocument();
});

it('shows the failure with a retry instead of the rows', async () => {
  const onRetry = jest.fn();
  render(table({ error: 'Something went wrong', onRetry }));
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  expect(screen.queryByText('Interviews')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalled();
});

describe('row selection', () => {
  function SelectableTable({ initial = [] }: { initial?: number[] }) {
    const [selected, setSelected] = useState<Set<string | number>>(new Set(initial));
    return (
      <>
        {table({
          selection: {
            selected,
            onChange: setSelected,
            label: (project) => `Select ${project.title}`,
          },
        })}
        <output aria-label="Selected">{[...selected].join(',')}</output>
      </>
    );
  }

  it('selects rows one by one, each by its name', async () => {
    render(<SelectableTable />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Interviews' }));
    expect(screen.getByRole('checkbox', { name: 'Select Interviews' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Board meetings' })).not.toBeChecked();
    expect(screen.getByRole('status', { name: 'Selected' })).toHaveTextContent('2');
    const all = screen.getByRole('checkbox', { name: 'Select every row of this page' });
    expect(all).toHaveProperty('indeterminate', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Interviews' }));
    expect(screen.getByRole('status', { name: 'Selected' })).toHaveTextContent('');
  });

  it("selects and clears the page's rows at once, keeping other pages' rows", async () => {
    render(<SelectableTable initial={[9]} />);
    const all = screen.getByRole('checkbox', { name: 'Select every row of this page' });
    await userEvent.click(all);
    expect(all).toBeChecked();
    expect(screen.getByRole('status', { name: 'Selected' })).toHaveTextContent('9,1,2');
    await userEvent.click(all);
    expect(all).not.toBeChecked();
    expect(screen.getByRole('status', { name: 'Selected' })).toHaveTextContent('9');
  });
});
