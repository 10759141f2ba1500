export { OfferedJobsPage } from './OfferedJobsPage.tsx';
