export { InvoicesPage } from './InvoicesPage.tsx';
