export { JobIssueApprovingPage } from './JobIssueApprovingPage.tsx';
