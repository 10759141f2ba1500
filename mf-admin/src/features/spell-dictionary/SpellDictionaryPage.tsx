import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify, usePortalDispatch } from '@portal/contracts';
import { useListSpellWordsQuery, type SpellWord } from '@portal/contracts/editor';
import { failureText, formatUnixTime } from '@portal/contracts/jobs';
import { Button, EmptyState, Page } from '@portal/ui';
import {
  DataTable,
  PER_PAGE_OPTIONS,
  TablePaginator,
  TableFilters,
  useUrlTableState,
  type DataTableColumn,
} from '@portal/ui/table';
import { DeleteWordDialog } from './DeleteWordDialog.tsx';
import { WordDialog } from './WordDialog.tsx';
import './spell-dictionary.css';

type Open = { kind: 'new' } | { kind: 'edit' | 'delete'; word: SpellWord } | null;

const columnsFor = (open: (next: Open) => void): DataTableColumn<SpellWord>[] => [
  { id: 'word', header: 'Word', cell: (row) => row.word },
  { id: 'addedBy', header: 'Added by', cell: (row) => row.addedBy ?? '—' },
  { id: 'createdAt', header: 'Added', cell: (row) => formatUnixTime(row.createdAt, 'table') },
  {
    id: 'actions',
    header: 'Actions',
    cell: (row) => (
      <span className="spell-dictionary__actions">
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Change ${row.word}`}
          onClick={() => open({ kind: 'edit', word: row })}
        >
          Change
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Remove ${row.word}`}
          onClick={() => open({ kind: 'delete', word: row })}
        >
          Remove
        </Button>
      </span>
    ),
  },
];

/**
 * The shared spell dictionary (staff spec sections 1 and 7): the words every editor accepts
 * besides British English, alphabetically; typists add words from the editor, admins correct
 * and remove them here. The search and page live in the URL.
 */
export function SpellDictionaryPage() {
  const table = useUrlTableState(
    { perPage: 50, perPageOptions: PER_PAGE_OPTIONS, sortKeys: [], filterKeys: ['q'] },
    useSearchParams(),
  );
  const { page, perPage, filter } = table.state;
  const words = useListSpellWordsQuery({
    page,
    pageSize: perPage,
    ...(filter.q && { q: filter.q }),
  });
  const dispatch = usePortalDispatch();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const saved = (title: string) => (word: SpellWord) => {
    dispatch(notify({ type: 'success', title, desc: word.word }));
    close();
  };

  return (
    <Page
      title="Spell dictionary"
      description="Words the editor's spell checker accepts besides British English."
      actions={<Button onClick={() => setOpen({ kind: 'new' })}>Add word</Button>}
    >
      <TableFilters table={table} label="Find words" texts={[{ key: 'q', label: 'Word' }]} />
      <DataTable
        label="Dictionary words"
        columns={columnsFor(setOpen)}
        rows={words.data?.result}
        getRowId={(row) => row.id}
        loading={words.isFetching}
        error={
          words.isError && (
            <>
              <strong>The dictionary could not be loaded.</strong> {failureText(words.error)}
            </>
          )
        }
        onRetry={() => void words.refetch()}
        empty={
          <EmptyState
            headingLevel={2}
            title={filter.q ? 'No words match' : 'The dictionary is empty'}
            text={
              filter.q
                ? 'Try fewer letters, or clear the search to see every word.'
                : 'Words added here or from the editor are accepted in every transcript.'
            }
          />
        }
      />
      <TablePaginator
        label="Pages of words"
        table={table}
        total={words.data?.total}
        perPageOptions={PER_PAGE_OPTIONS}
      />
      {open?.kind === 'new' && <WordDialog onDone={saved('Word added')} onClose={close} />}
      {open?.kind === 'edit' && (
        <WordDialog word={open.word} onDone={saved('Word saved')} onClose={close} />
      )}
      {open?.kind === 'delete' && <DeleteWordDialog word={open.word} onClose={close} />}
    </Page>
  );
}
