import { describe, expect, it } from 'vitest';
import { CODE_REFUSALS } from '../../domain/basket/messages.ts';
import { QUANTITE_MAX, QUANTITE_MIN } from '../../domain/basket/quantity.ts';
import { TYPE_PRODUIT, TYPE_REDUCTION } from '../../domain/referenceIds.ts';
import { loadContract } from '../../domain/validation/loadContract.ts';

/** The basket facts written in domain/basket agree with the contract that states them too. */

type Schema = Record<string, unknown>;
const schemas = loadContract().components.schemas as Record<string, Schema>;

/** Every schema of the contract that has the property, with that property's schema. */
function propertyEverywhere(property: string): { schema: string; value: Schema }[] {
  return Object.entries(schemas).flatMap(([name, schema]) => {
    const value = (schema.properties as Record<string, Schema> | undefined)?.[property];
    return value ? [{ schema: name, value }] : [];
  });
}

describe('the basket constants', () => {
  it('bound every Quantite of the contract by the domain’s minimum and maximum', () => {
    const quantites = propertyEverywhere('Quantite');
    expect(quantites.length).toBeGreaterThan(0);
    for (const { schema, value } of quantites) {
      expect({ schema, minimum: value.minimum, maximum: value.maximum }).toEqual({
        schema,
        minimum: QUANTITE_MIN,
        maximum: QUANTITE_MAX,
      });
    }
  });

  it('name the product types and reduction types the contract allows', () => {
    const produit = propertyEverywhere('IdTypeProduit').find(({ schema }) => schema === 'Produit')?.value;
    const types = Object.values(TYPE_PRODUIT);
    expect([produit?.minimum, produit?.maximum]).toEqual([Math.min(...types), Math.max(...types)]);
    const reduction = propertyEverywhere('IdTypeReduction').map(({ value }) => value.enum);
    expect(reduction.length).toBeGreaterThan(0);
    for (const allowed of reduction) expect(allowed).toEqual(Object.values(TYPE_REDUCTION));
  });
});

describe('the reasons a reduction code is refused', () => {
  const motif = schemas.MotifRefusCode as { enum: string[]; description: string };
  /** The examples the contract gives: the date and the product each message names. */
  const details: Record<keyof typeof CODE_REFUSALS, string> = {
    inconnu: '',
    expire: '2026-03-12',
    pasEncoreValable: '2026-04-01',
    produitAbsent: 'Fiche de lecture',
    panierVide: '',
  };

  it('are the domain’s, one message each, worded as the contract documents them', () => {
    expect(motif.enum).toEqual(Object.keys(CODE_REFUSALS));
    const documented = Object.fromEntries(
      [...motif.description.matchAll(/^- (\w+) : « (.*) »(?: \(.*\))?$/gm)].map(([, key, text]) => [key, text]),
    );
    for (const [key, message] of Object.entries(CODE_REFUSALS)) {
      const said = message(details[key as keyof typeof CODE_REFUSALS]).replaceAll('\u00a0', ' ');
      expect({ key, said }).toEqual({ key, said: documented[key] });
    }
  });
});
