import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNotice } from '@portal/contracts';
import { useListSpellWordsQuery } from '@portal/contracts/spell-checker/client';
import type { SpellWord } from '@portal/contracts/spell-checker/schema';
import { formatUnixTime } from '@portal/contracts';
import { Button } from '@portal/ui';
import {
  ListPage,
  PER_PAGE_OPTIONS,
  useUrlTableState,
  type DataTableColumn,
} from '@portal/ui/table';
import { DeleteWordDialog } from './DeleteWordDialog.tsx';
import { WordDialog } from './WordDialog.tsx';
import './spell-dictionary.css';

type Open = { kind: 'new' } | { kind: 'edit' | 'delete'; word: SpellWord } | null;

const columns: DataTableColumn<SpellWord>[] = [
  { id: 'word', header: 'Word', cell: (row) => row.word },
  { id: 'addedBy', header: 'Added by', cell: (row) => row.addedBy ?? '—' },
  { id: 'createdAt', header: 'Added', cell: (row) => formatUnixTime(row.createdAt, 'table') },
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
  const notice = useNotice();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const saved = (title: string) => (word: SpellWord) => {
    notice.success(title, word.word);
    close();
  };

  return (
    <ListPage
      title="Spell dictionary"
      description="Words the editor's spell checker accepts besides British English."
      actions={<Button onClick={() => setOpen({ kind: 'new' })}>Add word</Button>}
      label="Dictionary words"
      query={words}
      table={table}
      filters={{ label: 'Find words', texts: [{ key: 'q', label: 'Word' }] }}
      columns={columns}
      getRowId={(row) => row.id}
      rowActions={(row) => (
        <span className="spell-dictionary__actions">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Change ${row.word}`}
            onClick={() => setOpen({ kind: 'edit', word: row })}
          >
            Change
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Remove ${row.word}`}
            onClick={() => setOpen({ kind: 'delete', word: row })}
          >
            Remove
          </Button>
        </span>
      )}
      loadFailed="The dictionary could not be loaded."
      empty={
        filter.q
          ? {
              title: 'No words match',
              text: 'Try fewer letters, or clear the search to see every word.',
            }
          : {
              title: 'The dictionary is empty',
              text: 'Words added here or from the editor are accepted in every transcript.',
            }
      }
      pagesLabel="Pages of words"
      perPageOptions={PER_PAGE_OPTIONS}
      dialogs={
        <>
          {open?.kind === 'new' && <WordDialog onDone={saved('Word added')} onClose={close} />}
          {open?.kind === 'edit' && (
            <WordDialog word={open.word} onDone={saved('Word saved')} onClose={close} />
          )}
          {open?.kind === 'delete' && <DeleteWordDialog word={open.word} onClose={close} />}
        </>
      }
    />
  );
}
