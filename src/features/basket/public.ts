// What other features use of the basket feature.
export { useBasket } from './hooks/useBasket.ts';
export { usePublications } from './api/getPublications.ts';
