import type { ReactNode } from 'react';
import { Page } from '../page/Page.tsx';
import type { PageProps } from '../page/Page.tsx';
import { ListView } from './ListView.tsx';
import type { ListViewProps } from './ListView.tsx';

export interface ListPageProps<T>
  extends ListViewProps<T>, Pick<PageProps, 'description' | 'actions'> {
  /** The page's h1. */
  title: ReactNode;
  /** Under the heading, before the filters: tabs, a section of the page's own. */
  lead?: ReactNode;
}

/**
 * A screen of one server-paged list, declared rather than wired (after react-admin's List):
 *   <ListPage title="Promo codes" actions={<Button …>Upload codes</Button>}
 *     label="Promo codes" query={useGetPromoCodesQuery(…)} table={table}
 *     filters={{ label: 'Find promo codes', texts: [{ key: 'code', label: 'Code' }] }}
 *     columns={columns} getRowId={(row) => row.id} scrollClassName="promo-codes__scroll"
 *     loadFailed="The promo codes could not be loaded." empty={{ title: 'No promo codes yet' }}
 *     pagesLabel="Pages of promo codes" dialogs={uploading && <UploadDialog … />} />
 * The page's heading row, then ListView: filters, the table and its states, pages, dialogs.
 */
export function ListPage<T>({ title, description, actions, lead, ...list }: ListPageProps<T>) {
  return (
    <Page title={title} description={description} actions={actions}>
      {lead}
      <ListView {...list} />
    </Page>
  );
}
