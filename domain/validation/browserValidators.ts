/**
 * The contract schemas the browser validates forms with. `npm run generate` precompiles each into its own
 * module, `validation/generated/validate<Name>.js`, exporting the standalone function `validate<Name>`.
 */
export const BROWSER_VALIDATED_SCHEMAS = [
  'ContactValues',
  'CompteCreationValues',
  'CompteMiseAJourValues',
  'CompteBOMiseAJourValues',
  'ChangementMotDePasseValues',
  'PublicationEtape1',
  'PublicationEtape2',
  'PublicationEtape3',
  'PublicationEtape4',
  'PublicationEtape5',
  'MarqueMiseAJour',
  'Faq',
  'ParticipantsMiseAJour',
] as const;

export type BrowserValidatedSchema = (typeof BROWSER_VALIDATED_SCHEMAS)[number];
