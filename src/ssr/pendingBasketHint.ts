import { mayHoldABasket, PENDING_BASKET_ATTRIBUTE } from './pendingBasket.ts';

// Run from the basket page's head, before its first paint (see pendingBasket.ts).
if (mayHoldABasket(window)) document.documentElement.setAttribute(PENDING_BASKET_ATTRIBUTE, '');
