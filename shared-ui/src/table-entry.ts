// @portal/ui/table: the data table and its paginator, shared on their own so the portal's first
// load (which shows no table) does without them.
// Shared stylesheets first, in the order of index.ts (which says why).
import './icons/icons.css';
import './spinner/spinner.css';
import './button/button.css';
import './tooltip/tooltip.css';
import './text-field/text-field.css';
export * from './data-table/index.ts';
// A list screen declared in one place: its page, filters, table states, pages and dialogs.
export { ListPage } from './list-page/ListPage.tsx';
export type { ListPageProps } from './list-page/ListPage.tsx';
export { ListView } from './list-page/ListView.tsx';
export type { ListPaging, ListQuery, ListViewProps } from './list-page/ListView.tsx';
// Job and invoice statuses are shown in the staff screens' tables, none of which the first load
// carries.
export { JobStatusChip, jobStatusLabels, jobStatusTones } from './status-chip/JobStatusChip.tsx';
export {
  InvoiceStatusChip,
  invoiceStatusLabels,
  invoiceStatusTones,
} from './status-chip/InvoiceStatusChip.tsx';
// Long cell text (titles) cut to one line, whole in a tooltip only when cut.
export { TruncatedText } from './tooltip/TruncatedText.tsx';
export type { TruncatedTextProps } from './tooltip/TruncatedText.tsx';
