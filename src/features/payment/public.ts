// What other features use of the payment feature.
export { startPayment } from './api/paymentApi.ts';
export { postPaymentForm } from './postPaymentForm.ts';
export { PayCommandeButton } from './components/PayCommandeButton.tsx';
export { outcomePath } from './outcomePaths.ts';
