import type { components } from '../../../openapi/generated/schema.d.ts';
import { normalizeEan } from '../../../domain/ean.ts';
import { FICHE_CATALOGUE_REQUIREMENTS, FICHE_LINES } from '../../../domain/publication/ficheLibraireTexts.ts';
import { CONTRIBUTOR_ROLE_OF_TYPE } from './contributorRoles.ts';
import { mapPublication } from './mapPublication.ts';
import type { Measure, Product } from './model.ts';
import { PRODUCT_FORM_OF_FORMAT } from './productForms.ts';
import type { OnixContext, OnixSource } from './source.ts';
import { subjectsOf } from './subjects.ts';
import { classificationOf, themaHeading } from './subjectClassification.ts';

export type FicheLibraire = components['schemas']['FicheLibraire'];

/** The portal's French labels of the reference ids a fiche shows (Get_TypeContribution, Get_Format…), by id. */
export interface FicheLabels {
  typesContribution: ReadonlyMap<number, string>;
  formats: ReadonlyMap<number, string>;
  disponibilites: ReadonlyMap<number, string>;
  sujets: ReadonlyMap<number, string>;
}

type Contribution = OnixSource['AuteurContribution'][number];

function text(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function positive(value: number | null): number | null {
  return value !== null && value > 0 ? value : null;
}

/**
 * The contributions the mapping sends, in its order (named, in a role ONIX knows, by Rang): the product's
 * SequenceNumber n is the n-th of them, which gives back the portal's own role (two portal roles share B01).
 */
function sentContributions(source: OnixSource): Contribution[] {
  return source.AuteurContribution.filter(
    (c) => text(c.Nom) !== null && CONTRIBUTOR_ROLE_OF_TYPE[c.IdTypeContribution] !== undefined,
  ).sort((a, b) => a.Rang - b.Rang);
}

/** The parts of the fiche the product record says, read from it when the mapping produced one. */
interface RecordFacts {
  Ean: string;
  Titre: string | null;
  SousTitre: string | null;
  Collection: string | null;
  Contributeurs: Contribution[];
  Editeur: string | null;
  Distributeur: string | null;
  PrixTTCCentimes: number | null;
  Measures: Pick<Measure, 'MeasureType' | 'Measurement'>[];
  NombrePages: number | null;
  Thema: string | null;
  Resume: string | null;
}

function factsOfProduct(product: Product, source: OnixSource): RecordFacts {
  const detail = product.DescriptiveDetail!;
  const publishing = product.PublishingDetail!;
  const supply = product.SupplyDetail!;
  const sent = sentContributions(source);
  const [titleElement] = detail.TitleDetail.TitleElements;
  const collection = detail.Collections[0]?.TitleDetail.TitleElements;
  const serie = collection?.find((e) => e.TitleElementLevel === '02')?.TitleText ?? null;
  const numero = collection?.find((e) => e.TitleElementLevel === '01')?.PartNumber ?? null;
  const productTitle = titleElement?.TitleText ?? null;
  const { Supplier } = supply;
  return {
    Ean: product.ProductIdentifiers.find((id) => id.ProductIDType === '15')!.IDValue,
    // A volume is known by its series' title; its own title, when it has one, comes under it.
    Titre: serie ?? productTitle,
    SousTitre: serie !== null && productTitle !== serie ? productTitle : null,
    Collection: serie === null ? null : FICHE_LINES.collection(serie, numero),
    Contributeurs: detail.Contributors.map((c) => sent[c.SequenceNumber - 1]!),
    Editeur: FICHE_LINES.editeur(publishing.Publisher.PublisherName, publishing.Publisher.GLN),
    Distributeur:
      Supplier.SupplierRole === '02'
        ? FICHE_LINES.distributeur(Supplier.GLN!)
        : FICHE_LINES.editeurDistributeur(Supplier.SupplierName!),
    PrixTTCCentimes: supply.Price === null ? null : source.PrixTTCCentimes,
    Measures: detail.Measures,
    NombrePages: detail.Extents[0]?.ExtentValue ?? null,
    Thema: detail.Subjects.find((s) => s.MainSubject && s.SubjectSchemeIdentifier === '93')?.SubjectCode ?? null,
    Resume: product.CollateralDetail?.TextContents.find((t) => t.TextType === '03')?.Text ?? null,
  };
}

/** What is there of a publication the mapping refuses: the author's values, under the mapping's own rules where they apply. */
function factsOfSource(source: OnixSource): RecordFacts {
  const titre = text(source.Titre);
  const numero = text(source.NumeroVolume);
  const nature = source.IdFormat === null ? undefined : PRODUCT_FORM_OF_FORMAT[source.IdFormat]?.nature;
  const gencod = text(source.GenCod);
  const measures: RecordFacts['Measures'] = [
    { MeasureType: '01' as const, Measurement: positive(source.Format_Hauteur) },
    { MeasureType: '02' as const, Measurement: positive(source.Format_Largeur) },
    { MeasureType: '03' as const, Measurement: positive(source.Format_Epaisseur) },
    { MeasureType: '08' as const, Measurement: positive(source.Format_Poids) },
  ].filter((m): m is RecordFacts['Measures'][number] => m.Measurement !== null);
  return {
    Ean: normalizeEan(source.Ean.trim()),
    Titre: titre,
    SousTitre: source.Serie ? text(source.TitreVolume) : null,
    Collection: source.Serie && titre !== null ? FICHE_LINES.collection(titre, numero) : null,
    Contributeurs: sentContributions(source),
    Editeur:
      source.Marque === null ? null : FICHE_LINES.editeur(source.Marque.Libelle, text(source.Marque.GencodEditeur)),
    Distributeur:
      gencod !== null
        ? FICHE_LINES.distributeur(gencod)
        : source.Marque === null
          ? null
          : FICHE_LINES.editeurDistributeur(source.Marque.Libelle),
    PrixTTCCentimes: positive(source.PrixTTCCentimes),
    // Digital and audio books have no measures, audio books no pages.
    Measures: nature === 'digital' || nature === 'audio' ? [] : measures,
    NombrePages: nature === 'audio' ? null : positive(source.NombrePage),
    Thema: subjectsOf(source.IdSujet).find((s) => s.MainSubject)?.SubjectCode ?? null,
    Resume: text(source.Resume),
  };
}

function measure(measures: RecordFacts['Measures'], type: Measure['MeasureType']): number | null {
  return measures.find((m) => m.MeasureType === type)?.Measurement ?? null;
}

/** What the catalogue's intake rejects a record without, beyond what the mapping refuses (a cover, a summary, a subject). */
function catalogueRequirements(facts: RecordFacts, source: OnixSource): string[] {
  const missing: string[] = [];
  if (source.VisuelCouverture === null) missing.push(FICHE_CATALOGUE_REQUIREMENTS.couverture);
  if (facts.Resume === null) missing.push(FICHE_CATALOGUE_REQUIREMENTS.resume);
  if (facts.Thema === null) missing.push(FICHE_CATALOGUE_REQUIREMENTS.sujet);
  return missing;
}

/**
 * A publication as a bookseller will read it in the catalogue: read from the ONIX record the mapping writes of it,
 * or, while the mapping refuses it, from what the author has given, with the reasons (and what the catalogue itself
 * requires) in Manques. `source.VisuelCouverture` is the address the author's pages read the cover from.
 */
export function ficheLibraire(source: OnixSource, context: OnixContext, labels: FicheLabels): FicheLibraire {
  // A fiche shows the record a catalogue would receive: a notification, never a deletion.
  const mapped = mapPublication({ ...source, Retiree: false }, context);
  const facts = 'product' in mapped ? factsOfProduct(mapped.product, source) : factsOfSource(source);
  const sujet = source.IdSujet === null ? null : (labels.sujets.get(source.IdSujet) ?? null);
  return {
    IdPublication: source.IdPublication,
    Ean: facts.Ean,
    Couverture: source.VisuelCouverture,
    Titre: facts.Titre,
    SousTitre: facts.SousTitre,
    Collection: facts.Collection,
    Contributeurs: facts.Contributeurs.map((c) => ({
      Nom: text(c.Nom)!,
      Role: labels.typesContribution.get(c.IdTypeContribution) ?? '',
    })),
    Marque: source.Marque?.Libelle ?? null,
    Editeur: facts.Editeur,
    Distributeur: facts.Distributeur,
    PrixTTCCentimes: facts.PrixTTCCentimes,
    Disponibilite: labels.disponibilites.get(source.IdDisponibilite) ?? null,
    DateParution: source.DateParution,
    Format: source.IdFormat === null ? null : (labels.formats.get(source.IdFormat) ?? null),
    Dimensions: FICHE_LINES.dimensions({
      hauteur: measure(facts.Measures, '01'),
      largeur: measure(facts.Measures, '02'),
      epaisseur: measure(facts.Measures, '03'),
      poids: measure(facts.Measures, '08'),
    }),
    NombrePages: facts.NombrePages,
    Clil: FICHE_LINES.clil(classificationOf(source.IdSujet).Clil),
    PrixAVenir: source.PrixAVenir,
    Sujet: FICHE_LINES.sujet(
      sujet,
      facts.Thema === null ? null : { code: facts.Thema, heading: themaHeading(facts.Thema) },
    ),
    Resume: facts.Resume,
    Manques: [...('reasons' in mapped ? mapped.reasons : []), ...catalogueRequirements(facts, source)],
  };
}
