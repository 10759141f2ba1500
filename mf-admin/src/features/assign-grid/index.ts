// The admin and restricted admin assign grid (issue 17): media in production and their jobs.
export { AssignGridPage } from './AssignGridPage.tsx';
