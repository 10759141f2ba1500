export { AssignedJobsPage } from './AssignedJobsPage.tsx';
