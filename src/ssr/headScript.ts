import { keepEarlyPresses } from './earlyPresses.ts';
import {
  mayHoldABasket,
  mayHoldASession,
  PENDING_BASKET_ATTRIBUTE,
  PENDING_SESSION_ATTRIBUTE,
} from './pendingVisitor.ts';

// Run from the head of a rendered page, before its first paint: it marks what the visitor may hold
// (see pendingVisitor.ts), and keeps the presses given before the page's code runs (see earlyPresses.ts).
if (mayHoldABasket(window)) document.documentElement.setAttribute(PENDING_BASKET_ATTRIBUTE, '');
if (mayHoldASession(window)) document.documentElement.setAttribute(PENDING_SESSION_ATTRIBUTE, '');
keepEarlyPresses(document);
