export { LiveNoteEditorPage } from './LiveNoteEditorPage.tsx';
