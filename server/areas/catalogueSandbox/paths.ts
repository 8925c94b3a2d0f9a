/**
 * Where the embedded catalogue sandbox answers, under the portal's origin: the address config.catalogue.url gives
 * the deliveries by default (server/platform/config/catalogue.ts).
 */
export const CATALOGUE_SANDBOX_PATH = '/catalogue-test/';
export const DEPOSITS_PATH = `${CATALOGUE_SANDBOX_PATH}depots`;
export const ACKNOWLEDGEMENT_PATH = `${DEPOSITS_PATH}/:idDepot/accuse`;
export const SETTINGS_PATH = `${CATALOGUE_SANDBOX_PATH}reglages`;
export const STYLESHEET_PATH = `${CATALOGUE_SANDBOX_PATH}catalogue-test.css`;
