// What other features take from the project media: the panel of a project's media.
export { ProjectMediaPanel } from './ProjectMediaPanel.tsx';
