// What other features take from the cart: its lines and totals.
export { CartLines, CartTotals } from './CartLines.tsx';
