// The actions of a typist's or proofreader's job row, offered by the job rules.
export { jobActionsColumn } from './JobActionsMenu.tsx';
export { jobActionTexts } from './job-action-texts.ts';
