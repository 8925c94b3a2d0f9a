/**
 * Writes the PDFs the demo articles ship (server/compose/seed/files/article-*.pdf): a few pages of advice each, made with
 * pdfkit and committed, so that a fresh clone's demo articles give their buyers a real file. Run with
 * `npx tsx scripts/articlePdfs.ts` after changing the texts below.
 */
import { writeFile } from 'node:fs/promises';
import PDFDocument from 'pdfkit';

interface ArticleText {
  file: string;
  title: string;
  lead: string;
  sections: { heading: string; paragraphs: string[] }[];
}

const ARTICLES: ArticleText[] = [
  {
    file: 'article-isbn-ean.pdf',
    title: 'Fiche pratique : obtenir un ISBN et un code EAN',
    lead: 'Tout livre diffusé en librairie porte un ISBN, et son code-barres EAN-13 en quatrième de couverture. Voici comment les obtenir et les utiliser.',
    sections: [
      {
        heading: "1. Qu'est-ce que l'ISBN ?",
        paragraphs: [
          "L'ISBN (International Standard Book Number) identifie une édition d'un livre, dans un format donné. Un même texte publié en broché et en numérique reçoit deux ISBN distincts.",
          "Depuis 2007, l'ISBN compte 13 chiffres et commence par 978 ou 979 : il se lit alors exactement comme un code EAN-13.",
        ],
      },
      {
        heading: "2. Demander ses ISBN à l'AFNIL",
        paragraphs: [
          "En France, les ISBN sont attribués gratuitement par l'AFNIL (Agence francophone pour la numérotation internationale du livre). L'éditeur, même autoédité, crée son compte puis demande un préfixe éditeur et une liste de numéros.",
          'Comptez quelques jours à quelques semaines de délai : faites la demande avant la mise en page définitive.',
        ],
      },
      {
        heading: '3. Du numéro au code-barres',
        paragraphs: [
          "Le code EAN-13 reprend l'ISBN sans tirets ; son dernier chiffre est une clé de contrôle calculée sur les douze premiers. Le portail la vérifie à la saisie.",
          'Imprimez le code-barres en noir sur fond blanc, en quatrième de couverture, en bas à droite, à au moins 3 mm du bord, avec le prix TTC à proximité.',
        ],
      },
      {
        heading: '4. Les erreurs fréquentes',
        paragraphs: [
          "Réutiliser l'ISBN d'une édition précédente pour une nouvelle édition révisée ; oublier de déclarer le numéro auprès de l'AFNIL une fois le livre paru ; réduire le code-barres au point de le rendre illisible par les lecteurs des libraires.",
        ],
      },
    ],
  },
  {
    file: 'article-depot-legal.pdf',
    title: 'Guide : réussir le dépôt légal de son livre',
    lead: "Le dépôt légal est obligatoire pour tout livre mis à la disposition du public, imprimé ou numérique. Il revient à l'éditeur, donc à l'auteur autoédité.",
    sections: [
      {
        heading: '1. Qui dépose, et quand ?',
        paragraphs: [
          "L'éditeur dépose son livre à la Bibliothèque nationale de France au plus tard le jour de sa mise en diffusion. Un livre imprimé à la demande est déposé dès le premier exemplaire vendu.",
        ],
      },
      {
        heading: "2. Combien d'exemplaires ?",
        paragraphs: [
          "Un exemplaire imprimé suffit pour la BnF. Il est envoyé en franchise postale, avec la mention « Dépôt légal » sur l'enveloppe.",
        ],
      },
      {
        heading: '3. La déclaration',
        paragraphs: [
          "La déclaration se remplit en ligne sur le site de la BnF : titre, ISBN, tirage, prix, format et date de mise en diffusion. Conservez l'accusé de réception : il prouve votre dépôt.",
        ],
      },
    ],
  },
  {
    file: 'article-prix-de-vente.pdf',
    title: 'Guide : fixer le prix de vente de son livre',
    lead: "En France, l'éditeur fixe le prix du livre et tous les vendeurs le respectent (loi du 10 août 1981). Encore faut-il le choisir juste.",
    sections: [
      {
        heading: '1. Le prix unique du livre',
        paragraphs: [
          'Le prix public est le même partout, en librairie comme en ligne ; un vendeur ne peut accorder plus de 5 % de remise. Il est imprimé sur le livre, TTC, avec une TVA de 5,5 %.',
        ],
      },
      {
        heading: '2. Calculer ses coûts',
        paragraphs: [
          "Additionnez l'impression par exemplaire, la mise en page, la couverture, la correction et les envois ; divisez les frais fixes par le tirage que vous pensez vendre.",
        ],
      },
      {
        heading: '3. Les remises des libraires',
        paragraphs: [
          "Un libraire attend de 30 à 40 % de remise sur le prix hors taxe, un distributeur davantage. Exemple : à 18,00 € TTC, soit 17,06 € HT, une remise de 35 % laisse 11,09 € à l'éditeur.",
        ],
      },
    ],
  },
  {
    file: 'article-loi-prix-2019.pdf',
    title: 'Guide : la loi sur le prix du livre (édition 2019)',
    lead: 'Ancienne édition du guide, remplacée par « Fixer le prix de vente de son livre ».',
    sections: [
      {
        heading: 'La loi du 10 août 1981',
        paragraphs: [
          "Le prix du livre est fixé par l'éditeur ; les vendeurs ne peuvent pas vendre au-dessous de 95 % de ce prix. La loi de 2011 a étendu ce principe au livre numérique.",
        ],
      },
    ],
  },
];

function articlePdf(article: ArticleText): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: article.title, Author: "Portail de l'autoédition", Subject: article.lead },
    lang: 'fr-FR',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text("Portail de l'autoédition : articles et conseils");
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1a2b4a').text(article.title);
  doc.moveDown(0.8);
  doc.font('Helvetica-Oblique').fontSize(11.5).fillColor('#222222').text(article.lead, { lineGap: 2 });
  for (const section of article.sections) {
    doc.moveDown(1.2);
    doc.font('Helvetica-Bold').fontSize(13).fillColor('#1a2b4a').text(section.heading);
    doc.moveDown(0.4);
    for (const paragraph of section.paragraphs) {
      doc.font('Helvetica').fontSize(11).fillColor('#222222').text(paragraph, { lineGap: 2, align: 'justify' });
      doc.moveDown(0.5);
    }
  }
  doc.end();
  return done;
}

for (const article of ARTICLES) {
  await writeFile(new URL(`../server/compose/seed/files/${article.file}`, import.meta.url), await articlePdf(article));
}
