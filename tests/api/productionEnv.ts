/** The least a production server needs to start: a mail relay, a real payment provider and a real catalogue intake. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://relais.example.org:587',
  PAYMENT_URL: 'https://paiement.example.org/vads-payment/',
  PAYMENT_SITE_ID: '87654321',
  PAYMENT_KEY: 'cle-de-la-boutique-en-production',
  PAYMENT_MODE: 'PRODUCTION',
  PAYMENT_API_URL: 'https://paiement.example.org/api-payment/',
  PAYMENT_API_PASSWORD: 'mot-de-passe-des-services-web',
  CATALOGUE_URL: 'https://depot.referencement.example.org/onix/',
  CATALOGUE_USER: 'portail-autoedition',
  CATALOGUE_PASSWORD: 'mot-de-passe-du-depot',
} as const;
