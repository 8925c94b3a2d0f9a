/**
 * The contract schemas the browser validates forms with. `npm run generate` precompiles each into
 * `validation/generated/validators.js` as a standalone function exported under `validate<Name>`.
 */
export const BROWSER_VALIDATED_SCHEMAS = ['ContactValues'] as const;

export type BrowserValidatedSchema = (typeof BROWSER_VALIDATED_SCHEMAS)[number];
