/** Compiles the EN 16931 business rules (XSLT 2.0) into the SaxonJS export the invoice tests validate with. */
import { compileBusinessRules, COMPILED_RULES_FILE } from '../tests/api/facturxValidation.ts';

compileBusinessRules();
console.log(`EN 16931 rules compiled into ${COMPILED_RULES_FILE}`);
