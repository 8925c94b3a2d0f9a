// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  disponibilites,
  formats,
  illustrations,
  langues,
  typesContribution,
  typesOuvrage,
} from '../../server/compose/seed/data/referenceLists.ts';
import { sujets } from '../../server/compose/seed/data/sujets.ts';
import type { SujetRow } from '../../server/compose/seed/data/types.ts';
import { LANGUE, TYPE_CONTRIBUTION } from '../../domain/referenceIds.ts';
import { ONIX_AVAILABILITY_OF_DISPONIBILITE } from '../../server/areas/onix/availability.ts';
import { CONTRIBUTOR_ROLE_OF_TYPE } from '../../server/areas/onix/contributorRoles.ts';
import { ILLUSTRATIONS_OF_ILLUSTRATION } from '../../server/areas/onix/illustrations.ts';
import { LANGUAGE_CODE_OF_LANGUE } from '../../server/areas/onix/languageCodes.ts';
import { mapPublication } from '../../server/areas/onix/mapPublication.ts';
import { messageStart } from '../../server/areas/onix/message.ts';
import { PRODUCT_FORM_OF_FORMAT } from '../../server/areas/onix/productForms.ts';
import { SUBJECT_CODES_OF_SUJET } from '../../server/areas/onix/subjectCodes.ts';
import { writeProduct } from '../../server/areas/onix/writeProduct.ts';
import { ONIX_SCHEMA_DIR } from '../api/onixValidation.ts';
import { completeSource, ONIX_SHAPES } from './onixShapes.ts';

const codeListsXsd = readFileSync(`${ONIX_SCHEMA_DIR}ONIX_BookProduct_CodeLists.xsd`, 'utf8');
const referenceXsd = readFileSync(`${ONIX_SCHEMA_DIR}ONIX_BookProduct_3.1_reference.xsd`, 'utf8');

const codeLists = new Map<number, Set<string>>();

/** The codes of one of EDItEUR's code lists, read from the shipped code-lists XSD. */
function codeList(list: number): Set<string> {
  const known = codeLists.get(list);
  if (known !== undefined) return known;
  const body = new RegExp(`<xs:simpleType name="List${list}">([\\s\\S]*?)</xs:simpleType>`).exec(codeListsXsd)?.[1];
  if (body === undefined) throw new Error(`List ${list} is not in the code lists`);
  const codes = new Set([...body.matchAll(/<xs:enumeration value="([^"]+)"/g)].map((m) => m[1]!));
  codeLists.set(list, codes);
  return codes;
}

/** Which code list each element of the reference XSD takes its value from (`<xs:extension base="List65">`). */
function listOfElements(): Map<string, number> {
  const lists = new Map<string, number>();
  const elements = referenceXsd.split(/<xs:element name="/).slice(1);
  for (const part of elements) {
    const name = part.slice(0, part.indexOf('"'));
    const end = part.indexOf('</xs:element>');
    const base = /base="List(\d+)"/.exec(end === -1 ? part : part.slice(0, end));
    if (base) lists.set(name, Number(base[1]));
  }
  return lists;
}

/** The leaf elements of a written message: name and text. */
function leaves(xml: string): { name: string; value: string }[] {
  return [...xml.matchAll(/<([A-Za-z]+)>([^<]*)<\/\1>/g)].map((m) => ({ name: m[1]!, value: m[2]! }));
}

function subjectIds(nodes: readonly SujetRow[]): number[] {
  return nodes.flatMap((node) => [node.Id, ...subjectIds(node.Enfants)]);
}

const CONTEXT = { publicUrl: 'https://portail.example.org' };

/** Every product the mapping can write: the shapes, and one per format, availability, language, role and subject. */
function everyProduct(): string {
  const sources = [
    ...Object.values(ONIX_SHAPES),
    ...formats.map((f) => completeSource({ IdFormat: f.Id })),
    ...disponibilites.flatMap((d) => [
      completeSource({ IdDisponibilite: d.Id }),
      completeSource({ IdDisponibilite: d.Id, ImpressionDemande: true }),
    ]),
    ...illustrations.map((i) => completeSource({ IdIllustration: i.Id, Coffret: true })),
    ...typesOuvrage.map((t) => completeSource({ IdTypeOuvrage: t.Id })),
    ...Object.keys(LANGUAGE_CODE_OF_LANGUE).map((id) =>
      completeSource({
        IdsLangues: [Number(id)],
        AuteurContribution: [
          { Nom: 'T', IdTypeContribution: TYPE_CONTRIBUTION.traducteur, IdsLangues: [Number(id)], Rang: 1 },
        ],
      }),
    ),
    ...typesContribution.map((t) =>
      completeSource({
        AuteurContribution: [{ Nom: 'Une personne', IdTypeContribution: t.Id, IdsLangues: [20], Rang: 1 }],
      }),
    ),
    ...subjectIds(sujets).map((IdSujet) => completeSource({ IdSujet })),
  ];
  return sources
    .map((source) => mapPublication(source, CONTEXT))
    .flatMap((mapped) => ('product' in mapped ? [writeProduct(mapped.product)] : []))
    .join('');
}

describe('ONIX code lists', () => {
  it('emits only codes that exist in the shipped code lists', () => {
    const lists = listOfElements();
    const xml = messageStart({ SenderName: 'Portail', SentDateTime: '20260101T000000Z' }) + everyProduct();
    const checked = new Set<number>();
    const unknown: string[] = [];
    for (const { name, value } of leaves(xml)) {
      const list = lists.get(name);
      if (list === undefined) continue;
      checked.add(list);
      const codes = codeList(list);
      for (const code of value.split(' ')) if (!codes.has(code)) unknown.push(`${name} ${code} (List ${list})`);
    }
    // Values whose list a sibling type names: file formats (feature type 01, List 178), ONIX audiences (type 01, List 28).
    const typed = [
      { list: 178, pattern: /<ResourceVersionFeatureType>01<\/ResourceVersionFeatureType><FeatureValue>([^<]+)</g },
      { list: 28, pattern: /<AudienceCodeType>01<\/AudienceCodeType><AudienceCodeValue>([^<]+)</g },
    ];
    for (const { list, pattern } of typed) {
      for (const [, code] of xml.matchAll(pattern)) {
        checked.add(list);
        if (!codeList(list).has(code!)) unknown.push(`${code} (List ${list})`);
      }
    }
    expect(unknown).toEqual([]);
    expect([...checked].sort((a, b) => a - b)).toEqual([
      1, 2, 5, 15, 17, 22, 23, 24, 25, 27, 28, 29, 44, 45, 48, 50, 57, 58, 62, 64, 65, 74, 80, 91, 92, 93, 96, 148, 149,
      150, 152, 153, 154, 158, 159, 161, 162, 163, 171, 175, 178,
    ]);
  });

  it('has a code for every contribution type with a role, every language offered, every format, availability and illustration', () => {
    expect(typesContribution.filter((t) => CONTRIBUTOR_ROLE_OF_TYPE[t.Id] === undefined).map((t) => t.Id)).toEqual([
      TYPE_CONTRIBUTION.aucun,
    ]);
    expect(langues.filter((l) => LANGUAGE_CODE_OF_LANGUE[l.Id] === undefined).map((l) => l.Id)).toEqual([
      LANGUE.generique,
    ]);
    expect(formats.filter((f) => PRODUCT_FORM_OF_FORMAT[f.Id] === undefined)).toEqual([]);
    expect(disponibilites.filter((d) => ONIX_AVAILABILITY_OF_DISPONIBILITE[d.Id] === undefined)).toEqual([]);
    expect(illustrations.filter((i) => ILLUSTRATIONS_OF_ILLUSTRATION[i.Id] === undefined)).toEqual([]);
  });

  it('maps every subject of the portal to Thema, and only those', () => {
    const ids = subjectIds(sujets);
    expect(ids.filter((id) => SUBJECT_CODES_OF_SUJET[id] === undefined)).toEqual([]);
    expect(
      Object.keys(SUBJECT_CODES_OF_SUJET)
        .map(Number)
        .filter((id) => !ids.includes(id)),
    ).toEqual([]);
    const themaCode = /^[A-Z]{1,2}[A-Z0-9]{0,4}$/;
    const qualifier = /^[1-6][A-Z0-9-]+$/;
    for (const codes of Object.values(SUBJECT_CODES_OF_SUJET)) {
      expect(codes.thema).toMatch(themaCode);
      for (const q of codes.secondary) expect(q.code).toMatch(q.scheme === '93' ? themaCode : qualifier);
    }
  });
});
