export { ProofreaderQueuePage } from './ProofreaderQueuePage.tsx';
