import {
  mayHoldABasket,
  mayHoldASession,
  PENDING_BASKET_ATTRIBUTE,
  PENDING_SESSION_ATTRIBUTE,
} from './pendingVisitor.ts';

// Run from the head of a rendered page, before its first paint (see pendingVisitor.ts).
if (mayHoldABasket(window)) document.documentElement.setAttribute(PENDING_BASKET_ATTRIBUTE, '');
if (mayHoldASession(window)) document.documentElement.setAttribute(PENDING_SESSION_ATTRIBUTE, '');
