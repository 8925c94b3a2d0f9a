import { describe, expect, it } from 'vitest';
import { GENCOD, PUBLICATION_LIMITS } from '../../domain/publication/limits.ts';
import { NEW_PUBLICATION } from '../../domain/publication/newPublication.ts';
import { WIZARD_STEP_TABLE, WIZARD_STEPS } from '../../domain/publication/wizardSteps.ts';
import { DISPONIBILITE, LANGUE, TYPE_CONTRIBUTION } from '../../domain/referenceIds.ts';
import { loadContract } from '../../domain/validation/loadContract.ts';

/** The publication facts written in code agree with the contract that states them too. */

type Schema = Record<string, unknown>;
const schemas = loadContract().components.schemas as Record<string, Schema>;
const schema = (name: string): Schema => {
  const found = schemas[name];
  if (!found) throw new Error(`no schema ${name} in the contract`);
  return found;
};
const properties = (node: Schema) => (node.properties ?? {}) as Record<string, Schema>;

/** Every value of `keyword` found under `node`, at any depth, with the property name that holds it. */
function collect(node: unknown, keyword: string, under = ''): { property: string; value: unknown }[] {
  if (Array.isArray(node)) return node.flatMap((item) => collect(item, keyword, under));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => [
    ...(key === keyword ? [{ property: under, value }] : []),
    ...collect(
      value,
      keyword,
      key === 'properties' || key === 'items' || key === 'allOf' || key === 'then' || key === 'not' ? under : key,
    ),
  ]);
}

const saisieFields = Object.keys(properties(schema('PublicationSaisie')));

describe('the wizard step table', () => {
  it.each(WIZARD_STEPS)('step %i is judged by a schema of the contract, whose fields are the step’s', (step) => {
    const facts = WIZARD_STEP_TABLE[step];
    expect(facts.step).toBe(step);
    const judged = Object.keys(properties(schema(facts.schema))).filter((field) => saisieFields.includes(field));
    expect(facts.fields).toEqual(expect.arrayContaining(judged));
  });

  it('gives each field of a publication’s entry to one step at most', () => {
    const fields = WIZARD_STEPS.flatMap((step) => WIZARD_STEP_TABLE[step].fields);
    expect(new Set(fields).size).toBe(fields.length);
    for (const field of fields) expect(saisieFields).toContain(field);
  });

  it.each(WIZARD_STEPS)(
    'the markers of step %i are its own fields, none with a default of a new publication',
    (step) => {
      const { fields, markers } = WIZARD_STEP_TABLE[step];
      expect(markers.length).toBeGreaterThan(0);
      for (const marker of markers) {
        expect(fields).toContain(marker);
        expect(Object.keys(NEW_PUBLICATION)).not.toContain(marker);
      }
    },
  );

  it('saves Précédent from steps 2 to 5 without the step’s rules, and has no Précédent on step 1', () => {
    expect(WIZARD_STEPS.map((step) => WIZARD_STEP_TABLE[step].previous)).toEqual([
      null,
      'Publication_Publication_UpdateLibre',
      'Publication_Publication_UpdateLibre',
      'Publication_Publication_UpdateLibre',
      'Publication_Publication_UpdateLibre',
    ]);
  });
});

describe('the publication constants', () => {
  it('the summary’s maximum is the contract’s maxLength', () => {
    expect(properties(schema('PublicationEtape5')).Resume?.maxLength).toBe(PUBLICATION_LIMITS.resumeMaxLength);
    expect(properties(schema('PublicationSaisie')).Resume?.maxLength).toBe(PUBLICATION_LIMITS.resumeMaxLength);
  });

  it('the languages’ maximum is the contract’s maxItems, for a publication and for a translator', () => {
    expect(properties(schema('PublicationEtape1')).IdsLangues?.maxItems).toBe(PUBLICATION_LIMITS.languesMax);
    const translator = collect(schema('PublicationEtape2'), 'maxItems').filter(
      ({ property }) => property === 'IdsLangues',
    );
    expect(translator.map(({ value }) => value)).toEqual([PUBLICATION_LIMITS.languesMax]);
  });

  it('the Gencod prefixes and length are the contract’s patterns', () => {
    const pattern = (prefix: string) => `^(?:${prefix}[0-9]{${GENCOD.length - prefix.length}})?$`;
    expect(properties(schema('PublicationEtape4')).GenCod?.pattern).toBe(pattern(GENCOD.distributeurPrefix));
    const editeur = collect(schema('MarqueMiseAJour'), 'pattern').filter(
      ({ property }) => property === 'GencodEditeur',
    );
    expect(editeur.map(({ value }) => value)).toEqual([pattern(GENCOD.editeurPrefix)]);
  });

  it('the reference ids the step schemas name are the domain’s', () => {
    const consts = (name: string, property: string) =>
      collect(schema(name), 'const')
        .filter((found) => found.property === property)
        .map(({ value }) => value);
    expect(consts('PublicationEtape1', 'IdsLangues')).toEqual([LANGUE.generique]);
    expect(consts('PublicationEtape2', 'IdTypeContribution')).toContain(TYPE_CONTRIBUTION.traducteur);
    expect(consts('PublicationEtape4', 'IdDisponibilite')).toEqual([DISPONIBILITE.aParaitre]);
  });
});
