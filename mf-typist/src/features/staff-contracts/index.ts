export { ContractsPage } from './ContractsPage.tsx';
