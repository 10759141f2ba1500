// The admin and restricted admin assign grid (issue 17): media in production and their jobs;
// its view of the live note-taking sessions (issue 20).
export { AssignGridPage } from './AssignGridPage.tsx';
export { LiveNotetakingPage } from './live/LiveNotetakingPage.tsx';
