export { SpeakersDialog } from './SpeakersDialog.tsx';
