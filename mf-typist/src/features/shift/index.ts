export { ShiftbookerPage } from './ShiftbookerPage.tsx';
