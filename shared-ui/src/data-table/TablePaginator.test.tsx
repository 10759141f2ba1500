import { act, render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { TablePaginator } from './TablePaginator.tsx';
import { useTableState } from './useTableState.ts';

it("moves through the table's own pages and sizes", async () => {
  const { result } = renderHook(() => useTableState({ perPage: 50 }));
  const { rerender } = render(
    <TablePaginator
      label="Pages of words"
      table={result.current}
      total={120}
      perPageOptions={[50, 100]}
    />,
  );
  expect(screen.getByRole('navigation', { name: 'Pages of words' })).toHaveTextContent(
    'Showing 1 - 50 out of 120 items',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(result.current.state.page).toBe(2);
  await userEvent.selectOptions(screen.getByRole('combobox'), '100');
  expect(result.current.state.perPage).toBe(100);
  act(() => result.current.setPage(1));
  rerender(<TablePaginator label="Pages of words" table={result.current} total={0} />);
  expect(screen.getByText('Showing 0 - 0 out of 0 items')).toBeInTheDocument();
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
});

it('shows nothing while the total is unknown, so it never moves as the rows arrive', () => {
  const { result } = renderHook(() => useTableState({ perPage: 50 }));
  render(<TablePaginator label="Pages of words" table={result.current} total={undefined} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
