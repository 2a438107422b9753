/** The bet slip hand-off now lives in lib (the ranking's unique codes use it too). */
export { CART_KEY, addToCart } from '../../../lib/cart-handoff.ts';
