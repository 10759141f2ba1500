import { render, renderHook, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { DataTableColumn } from '../data-table/DataTable.tsx';
import { useTableState } from '../data-table/useTableState.ts';
import { ListPage } from './ListPage.tsx';
import type { ListQuery } from './ListView.tsx';
import { ListView } from './ListView.tsx';

interface Word {
  id: number;
  word: string;
}

const columns: DataTableColumn<Word>[] = [{ id: 'word', header: 'Word', cell: (row) => row.word }];

const query = (more: Partial<ListQuery<Word>> = {}): ListQuery<Word> => ({
  isFetching: false,
  isError: false,
  refetch: jest.fn(),
  ...more,
});

const words = (count: number, total = count) => ({
  result: Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    word: `word ${index + 1}`,
  })),
  total,
});

const tableState = () => renderHook(() => useTableState({ perPage: 2 })).result;

const common = {
  label: 'Words',
  columns,
  getRowId: (row: Word) => row.id,
  loadFailed: 'The words could not be loaded.',
  empty: { title: 'No words yet', text: 'Add a word.' },
};

describe('ListPage', () => {
  it('draws the heading, the filters, the rows in a named scrolling region and their pages', () => {
    const table = tableState();
    render(
      <ListPage
        {...common}
        title="Dictionary"
        description="Words the spell checker accepts."
        query={query({ data: words(2, 5) })}
        table={table.current}
        filters={{ label: 'Find words', texts: [{ key: 'q', label: 'Word' }] }}
        scrollClassName="words__scroll"
        pagesLabel="Pages of words"
        rowActions={(row) => <button type="button">Remove {row.word}</button>}
        dialogs={<p>A dialog</p>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dictionary' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Find words' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Words table' });
    expect(region).toHaveClass('words__scroll');
    const rows = within(region).getByRole('table', { name: 'Words' });
    expect(within(rows).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(within(rows).getByRole('button', { name: 'Remove word 2' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of words' });
    expect(pages).toHaveTextContent('Showing 1 - 2 out of 5 items');
    expect(screen.getByText('A dialog')).toBeInTheDocument();
  });

  it('shows skeleton rows and no pages while the first page loads', () => {
    const table = tableState();
    render(
      <ListPage
        {...common}
        title="Dictionary"
        query={query({ isFetching: true })}
        table={table.current}
        pagesLabel="Pages of words"
      />,
    );
    expect(screen.getByRole('table', { name: 'Words' })).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelectorAll('.ui-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("shows a failed load with the server's reason, and retries", async () => {
    const failed = query({
      isError: true,
      error: { status: 422, items: [{ message: 'The dictionary is closed' }] },
    });
    render(<ListPage {...common} title="Dictionary" query={failed} table={tableState().current} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The words could not be loaded. The dictionary is closed',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the lead alone when told to give no reason', () => {
    render(
      <ListPage
        {...common}
        title="Dictionary"
        query={query({ isError: true, error: { items: [{ message: 'Hidden' }] } })}
        failureReason={false}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The words could not be loaded.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Hidden');
  });

  it('shows the empty state of an empty page', () => {
    render(
      <ListPage
        {...common}
        title="Dictionary"
        query={query({ data: words(0) })}
        table={tableState().current}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No words yet' })).toBeInTheDocument();
    expect(screen.getByText('Add a word.')).toBeInTheDocument();
  });

  it("moves through the table state's pages", async () => {
    const table = tableState();
    const { rerender } = render(
      <ListPage
        {...common}
        title="Dictionary"
        query={query({ data: words(2, 5) })}
        table={table.current}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(table.current.state.page).toBe(2);
    rerender(
      <ListPage
        {...common}
        title="Dictionary"
        query={query({ data: words(2, 5) })}
        table={table.current}
      />,
    );
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('ListView with its own paging', () => {
  it('calls onPageChange, and shows its paginator only past one page when told', async () => {
    const onPageChange = jest.fn();
    const paging = { page: 1, perPage: 2, onPageChange, onlyWhenPaged: true };
    const { rerender } = render(
      <ListView {...common} query={query({ data: words(2, 2) })} paging={paging} />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(
      <ListView
        {...common}
        query={query({ data: words(2, 3) })}
        paging={paging}
        pagesLabel="Pages of words"
      />,
    );
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Pages of words' })).getByRole('button', {
        name: 'Next page',
      }),
    );
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows its paginator once there are rows, unless told otherwise', () => {
    const paging = { page: 1, perPage: 2, onPageChange: jest.fn() };
    const { rerender } = render(
      <ListView {...common} query={query({ data: words(0) })} paging={paging} />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<ListView {...common} query={query({ data: words(1) })} paging={paging} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 1 - 1 out of 1 items',
    );
  });
});
