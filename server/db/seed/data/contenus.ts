import type { ContenuElementRow, ContenuRow, FaqCategorieRow } from './types.ts';

/**
 * The questions of the FAQ page. The FAQ content block stores them serialised as JSON in the Valeur
 * of its « Questions » element, so they are edited as one document.
 */
export const faqCategories: readonly FaqCategorieRow[] = [
  {
    Nom: 'Référencement de mes publications',
    Questions: [
      {
        Id: 'referencement-definition',
        Enonce: "Qu'est-ce que le référencement d'une publication ?",
        Contenu:
          "<p>Référencer une publication, c'est la déclarer dans le catalogue interprofessionnel consulté chaque jour par les libraires, les bibliothèques et les plateformes de vente en ligne. Une fois référencé, votre livre peut être trouvé et commandé par tous ces professionnels à partir de son EAN.</p>",
      },
      {
        Id: 'referencement-declarer',
        Enonce: 'Comment déclarer une nouvelle publication ?',
        Contenu:
          "<p>Depuis <strong>Mes publications</strong>, créez une publication et laissez-vous guider par les cinq étapes de l'assistant :</p><ul><li>l'EAN et la ou les langues du livre ;</li><li>le titre, la série éventuelle et les auteurs ;</li><li>la marque éditoriale ;</li><li>les données commerciales et physiques (date de parution, disponibilité, prix, format) ;</li><li>le type d'ouvrage, le sujet, le résumé et la couverture.</li></ul><p>Chaque étape est enregistrée : vous pouvez vous arrêter et reprendre plus tard là où vous en étiez.</p>",
      },
      {
        Id: 'referencement-delai',
        Enonce: 'Quand mon livre sera-t-il visible des libraires ?',
        Contenu:
          '<p>Chaque publication est relue par notre équipe de modération. Une fois validée, elle est transmise au catalogue et devient visible des professionnels <strong>sous 48 heures</strong>.</p>',
      },
      {
        Id: 'referencement-refus',
        Enonce: 'Pourquoi ma publication a-t-elle été refusée ?',
        Contenu:
          "<p>Le motif du refus est indiqué dans le détail de la publication : EAN hors du périmètre du référencement, informations incomplètes, couverture de qualité insuffisante, résumé non conforme… Corrigez les informations concernées puis soumettez à nouveau votre publication.</p>",
      },
    ],
    Categories: [
      {
        Nom: 'EAN et ISBN',
        Questions: [
          {
            Id: 'ean-difference-isbn',
            Enonce: "Quelle est la différence entre l'ISBN et l'EAN ?",
            Contenu:
              "<p>L'ISBN est le numéro international qui identifie une édition de votre livre. L'EAN est le code à 13 chiffres imprimé sous forme de code-barres sur la quatrième de couverture. Pour un livre, l'EAN reprend l'ISBN à 13 chiffres sans les tirets : il commence toujours par <strong>978</strong> ou <strong>979</strong>.</p>",
          },
          {
            Id: 'ean-obtenir',
            Enonce: 'Où obtenir un ISBN ?',
            Contenu:
              "<p>En France, les ISBN sont attribués gratuitement par l'AFNIL, l'agence francophone pour la numérotation internationale du livre. Chaque édition (brochée, reliée, numérique) a besoin de son propre ISBN.</p>",
          },
          {
            Id: 'ean-refuse',
            Enonce: 'Mon EAN est refusé : que faire ?',
            Contenu:
              "<p>Vérifiez que votre EAN :</p><ul><li>compte exactement 13 chiffres (les tirets et les espaces entre les groupes sont acceptés) ;</li><li>commence par 978, ou par 979 suivi d'un chiffre différent de 0 ;</li><li>se termine par la bonne clé de contrôle, telle qu'elle figure sur votre attestation d'ISBN.</li></ul><p>Un EAN qui ne commence pas par ces préfixes ne correspond pas à un livre et se trouve hors du périmètre du référencement.</p>",
          },
        ],
        Categories: [],
      },
      {
        Nom: 'Marque éditoriale',
        Questions: [
          {
            Id: 'marque-correction',
            Enonce: 'Les coordonnées de ma marque éditoriale sont erronées : comment les corriger ?',
            Contenu:
              "<p>À l'étape 3 de l'assistant, utilisez le bouton <strong>Signaler une mise à jour</strong>, corrigez l'adresse, le téléphone ou l'e-mail de la marque puis envoyez. La correction est transmise au catalogue et devient visible sous 48 heures.</p>",
          },
        ],
        Categories: [],
      },
    ],
  },
  {
    Nom: 'Commandes et paiement',
    Questions: [
      {
        Id: 'commande-passer',
        Enonce: 'Comment passer commande ?',
        Contenu:
          "<p>Ajoutez les services de votre choix au panier depuis la page <strong>Les services</strong>, puis validez votre panier. Vous pouvez remplir votre panier sans être connecté : il est conservé et rattaché à votre compte lorsque vous vous connectez.</p>",
      },
      {
        Id: 'commande-paiement',
        Enonce: 'Quels moyens de paiement acceptez-vous ?',
        Contenu:
          '<p>Le règlement se fait par carte bancaire sur une page de paiement sécurisée. Vos coordonnées bancaires ne sont jamais transmises au portail.</p>',
      },
      {
        Id: 'commande-factures',
        Enonce: 'Où trouver mes factures ?',
        Contenu:
          '<p>Vos factures sont disponibles dans <strong>Mes commandes</strong>, dans le détail de chaque commande payée. Vous pouvez les imprimer ou les enregistrer au format PDF.</p>',
      },
    ],
    Categories: [
      {
        Nom: 'Codes de réduction',
        Questions: [
          {
            Id: 'reduction-utiliser',
            Enonce: 'Comment utiliser un code de réduction ?',
            Contenu:
              '<p>Saisissez votre code dans le champ prévu à cet effet dans le panier, puis appliquez-le. La remise apparaît aussitôt sur une ligne du panier et le total est recalculé.</p>',
          },
          {
            Id: 'reduction-refusee',
            Enonce: "Pourquoi mon code de réduction n'est-il pas accepté ?",
            Contenu:
              "<p>Un code peut être refusé lorsque sa date de validité est dépassée, ou lorsqu'il est réservé à un produit qui ne figure pas dans votre panier. Le message affiché précise la raison du refus.</p>",
          },
        ],
        Categories: [],
      },
    ],
  },
  {
    Nom: 'Formations',
    Questions: [
      {
        Id: 'formation-inscription',
        Enonce: "Comment m'inscrire à une formation ?",
        Contenu:
          "<p>Choisissez une formation dans la rubrique <strong>Formations</strong>, sélectionnez la session qui vous convient puis ajoutez-la au panier. Votre inscription est confirmée dès le paiement de la commande et la formation apparaît dans <strong>Mes Formations</strong>.</p>",
      },
      {
        Id: 'formation-distance',
        Enonce: 'Comment se déroulent les formations à distance ?',
        Contenu:
          "<p>Les sessions en classe virtuelle ont lieu aux mêmes horaires que les sessions en présentiel. Le lien de connexion et les supports vous sont envoyés par e-mail quelques jours avant la session. Un ordinateur équipé d'un micro et d'une connexion stable suffit.</p>",
      },
      {
        Id: 'formation-annulation',
        Enonce: 'Puis-je annuler ou reporter mon inscription ?',
        Contenu:
          '<p>Oui, dans les conditions prévues par les conditions générales de vente. Écrivez-nous depuis la page <a href="/contact">Contact</a> en choisissant le sujet « Formations » et en précisant la session concernée.</p>',
      },
    ],
    Categories: [],
  },
  {
    Nom: 'Mon compte',
    Questions: [
      {
        Id: 'compte-creer',
        Enonce: 'Comment créer un compte ?',
        Contenu:
          "<p>Depuis le bouton de connexion en haut de page, choisissez de créer un compte. Renseignez votre civilité, vos nom et prénom, votre adresse e-mail, votre adresse postale et, si vous publiez au nom d'une société, son numéro SIRET. Un e-mail de confirmation vous permet ensuite d'activer votre compte.</p>",
      },
      {
        Id: 'compte-mot-de-passe',
        Enonce: 'Comment modifier mon mot de passe ?',
        Contenu:
          '<p>Depuis <strong>Mon profil</strong>, choisissez de changer votre mot de passe. Il doit compter au moins 8 caractères, dont une majuscule, une minuscule, un chiffre et un caractère spécial (le signe % n\'est pas accepté).</p>',
      },
      {
        Id: 'compte-email',
        Enonce: 'Comment changer mon adresse e-mail ?',
        Contenu:
          '<p>Votre adresse e-mail sert d\'identifiant : pour la modifier, écrivez-nous depuis la page <a href="/contact">Contact</a> en indiquant vos nom et prénom, votre ancienne adresse e-mail et la nouvelle.</p>',
      },
    ],
    Categories: [],
  },
];

/** 1 page: every block here is a whole page of the portal. */
const PAGE = 1;

function texte(Id: number, Nom: string, Rang: number, Libelle: string, Valeur: string): ContenuElementRow {
  return { Id, Nom, IdTypeContenuElement: 1, Rang, Valeur, Libelle, Description: null, SousLibelle: null };
}

const accueilTexte = `
<p>Vous publiez vos livres vous-même ou au sein d'une petite maison d'édition ? Le portail de l'autoédition vous accompagne à chaque étape pour rendre vos ouvrages visibles des professionnels du livre.</p>
<ul>
<li><strong>Référencement</strong> : déclarez vos publications dans le catalogue interprofessionnel consulté par les libraires, les bibliothèques et les plateformes de vente en ligne.</li>
<li><strong>Formations</strong> : apprenez à préparer vos métadonnées, à fixer le prix de vos livres et à les faire connaître, en présentiel ou à distance.</li>
<li><strong>Articles et conseils</strong> : des fiches pratiques rédigées par des professionnels du livre, de l'ISBN au dépôt légal.</li>
<li><strong>Abonnements</strong> : référencez toutes vos nouveautés de l'année avec un accompagnement personnalisé.</li>
</ul>
<p>Ajoutez les services de votre choix au panier, réglez votre commande en ligne et suivez vos publications, vos commandes et vos formations depuis votre espace personnel.</p>
`.trim();

const cguTexte = `
<h2>Article 1 – Objet</h2>
<p>Les présentes conditions générales d'utilisation et de vente régissent l'accès au portail de l'autoédition et la vente des services qui y sont proposés aux auteurs autoédités et aux petites maisons d'édition. Toute commande emporte leur acceptation sans réserve. Elles peuvent être modifiées à tout moment ; la version applicable est celle en vigueur à la date de la commande.</p>
<h2>Article 2 – Accès au portail et compte client</h2>
<p>Les pages de présentation des services, le panier, la foire aux questions et les informations légales sont accessibles sans compte. La commande de services, la déclaration de publications et le suivi des commandes et des formations nécessitent un compte personnel.</p>
<ul>
<li>Le client fournit des informations exactes et à jour lors de son inscription, en particulier son adresse e-mail, qui lui sert d'identifiant.</li>
<li>Il est seul responsable de la confidentialité de son mot de passe et de l'usage de son compte.</li>
<li>L'éditeur du portail peut suspendre un compte utilisé en violation des présentes conditions.</li>
</ul>
<h2>Article 3 – Services proposés</h2>
<ul>
<li><strong>Référencement</strong> : déclaration d'une publication dans le catalogue interprofessionnel du livre, après modération.</li>
<li><strong>Formations</strong> : sessions en présentiel ou en classe virtuelle, aux dates et lieux indiqués sur la fiche de chaque formation.</li>
<li><strong>Articles et conseils</strong> : fiches pratiques et guides au format numérique.</li>
<li><strong>Abonnements</strong> : accès, pour une durée de douze mois, aux services décrits sur la fiche de chaque abonnement.</li>
</ul>
<h2>Article 4 – Prix et commande</h2>
<p>Les prix sont indiqués en euros, toutes taxes comprises. Le client compose son panier, peut y appliquer un code de réduction en cours de validité, puis valide sa commande. Un code de réduction ne peut être utilisé qu'avant sa date de fin et, le cas échéant, pour le seul produit auquel il est réservé. La commande n'est définitive qu'après paiement ; une confirmation est alors envoyée par e-mail et une facture est mise à disposition dans l'espace <strong>Mes commandes</strong>.</p>
<h2>Article 5 – Paiement</h2>
<p>Le paiement s'effectue en ligne par carte bancaire, sur une page sécurisée du prestataire de paiement. Les données bancaires du client ne sont ni transmises ni conservées par le portail. En cas de refus du paiement, la commande n'est pas enregistrée.</p>
<h2>Article 6 – Droit de rétractation</h2>
<p>Le client consommateur dispose d'un délai de quatorze jours à compter de la commande pour exercer son droit de rétractation, sans avoir à justifier de motif, conformément à l'article L221-18 du Code de la consommation. Conformément à l'article L221-28 du même code, ce droit ne peut pas être exercé :</p>
<ul>
<li>pour un service de référencement pleinement exécuté avant la fin du délai, lorsque son exécution a commencé avec l'accord exprès du client ;</li>
<li>pour un contenu numérique fourni sans support matériel dont l'exécution a commencé avec l'accord exprès du client, qui a renoncé à son droit de rétractation.</li>
</ul>
<p>Pour exercer ce droit, le client adresse sa demande depuis la page <a href="/contact">Contact</a>. Le remboursement intervient dans les quatorze jours suivant la demande, par le même moyen de paiement.</p>
<h2>Article 7 – Formations</h2>
<p>Une inscription est confirmée à réception du paiement, dans la limite des places disponibles. Le client peut reporter son inscription sur une autre session jusqu'à quinze jours avant le début de la formation. L'éditeur du portail peut annuler une session lorsque le nombre d'inscrits est insuffisant ; le client choisit alors entre une autre session et le remboursement intégral.</p>
<h2>Article 8 – Référencement des publications</h2>
<p>Le client garantit l'exactitude des informations qu'il déclare (EAN, titre, auteurs, marque éditoriale, prix, disponibilité, résumé, couverture) et qu'il détient les droits nécessaires sur les textes et les images transmis. Chaque publication est soumise à une modération qui peut conduire à un refus motivé. Les corrections des coordonnées d'une marque éditoriale sont transmises au catalogue et deviennent visibles sous 48 heures.</p>
<h2>Article 9 – Propriété intellectuelle</h2>
<p>Les contenus du portail (textes, fiches pratiques, supports de formation, logos) sont protégés par le droit d'auteur. Ils sont réservés à l'usage personnel du client et ne peuvent être reproduits ou diffusés sans autorisation écrite.</p>
<h2>Article 10 – Données personnelles</h2>
<p>Les données collectées sont nécessaires à la gestion du compte, des commandes, de la facturation et du référencement. Leur traitement et les droits dont dispose le client sont décrits dans les <a href="/mentionlegales">mentions légales</a>.</p>
<h2>Article 11 – Responsabilité</h2>
<p>L'éditeur du portail met en œuvre les moyens nécessaires au bon fonctionnement du service mais ne peut garantir une disponibilité ininterrompue. Il ne saurait être tenu responsable des conséquences d'informations inexactes déclarées par le client, ni des décisions commerciales des libraires et des plateformes de vente.</p>
<h2>Article 12 – Droit applicable et litiges</h2>
<p>Les présentes conditions sont soumises au droit français. En cas de litige, le client s'adresse d'abord au service client depuis la page <a href="/contact">Contact</a>. Le client consommateur peut ensuite recourir gratuitement à un médiateur de la consommation, dont les coordonnées lui sont communiquées sur simple demande. À défaut d'accord amiable, les tribunaux français sont compétents.</p>
`.trim();

const mentionsLegalesTexte = `
<h2>Éditeur du portail</h2>
<p>Le portail de l'autoédition est édité par Portail Autoédition SAS, société par actions simplifiée au capital de 50 000 €, immatriculée au registre du commerce et des sociétés de Paris sous le numéro 000 000 000, dont le siège est situé 12 rue de l'Édition, 75006 Paris.</p>
<ul>
<li>Adresse e-mail : <a href="mailto:contact@example.org">contact@example.org</a></li>
<li>Numéro de TVA intracommunautaire : FR00 000000000</li>
</ul>
<h2>Directeur de la publication</h2>
<p>Le directeur de la publication est le président de Portail Autoédition SAS.</p>
<h2>Hébergement</h2>
<p>Le portail est hébergé en France, sur les serveurs exploités par Portail Autoédition SAS, 12 rue de l'Édition, 75006 Paris.</p>
<h2>Propriété intellectuelle</h2>
<p>L'ensemble des éléments du portail (textes, images, logos, mise en page) est protégé par le Code de la propriété intellectuelle. Toute reproduction, totale ou partielle, sans autorisation préalable est interdite. Les couvertures et les résumés des publications restent la propriété de leurs auteurs et éditeurs.</p>
<h2>Données personnelles</h2>
<p>Portail Autoédition SAS traite les données personnelles de ses clients, en qualité de responsable de traitement, pour gérer les comptes, les commandes, la facturation, les formations et le référencement des publications. Ces traitements reposent sur l'exécution du contrat et sur les obligations légales de l'éditeur.</p>
<ul>
<li>Les données du compte sont conservées pendant toute la durée de la relation commerciale, puis trois ans après le dernier contact.</li>
<li>Les factures sont conservées dix ans, comme l'exige le Code de commerce.</li>
<li>Les données ne sont transmises qu'aux prestataires nécessaires au service (paiement, envoi des e-mails) et au catalogue interprofessionnel pour les publications référencées.</li>
</ul>
<p>Conformément au règlement général sur la protection des données et à la loi Informatique et Libertés, vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, d'opposition et de portabilité de vos données. Pour les exercer, écrivez à <a href="mailto:donnees-personnelles@example.org">donnees-personnelles@example.org</a>. Vous pouvez également introduire une réclamation auprès de la <a href="https://www.cnil.fr">CNIL</a>.</p>
<h2>Cookies</h2>
<p>L'utilisation des cookies et autres traceurs est décrite dans la <a href="/politiquecookie">politique relative aux cookies</a>.</p>
`.trim();

const politiqueCookieTexte = `
<h2>Qu'est-ce qu'un traceur ?</h2>
<p>Un cookie ou un autre traceur est une information déposée sur votre terminal (ordinateur, tablette, téléphone) lors de la consultation d'un site, et relue lors de vos visites suivantes. Le stockage local du navigateur en fait partie.</p>
<h2>Les traceurs utilisés par le portail</h2>
<p>Le portail n'utilise que des traceurs <strong>strictement nécessaires</strong> à la fourniture du service que vous demandez :</p>
<ul>
<li><strong>Authentification</strong> : le service de connexion dépose un cookie de session qui vous évite de saisir à nouveau votre mot de passe pendant votre visite ;</li>
<li><strong>Panier</strong> : le contenu de votre panier est conservé dans le stockage local de votre navigateur, pour que vous le retrouviez avant et après votre connexion ;</li>
<li><strong>Navigation</strong> : la dernière page consultée est mémorisée pour vous y ramener après la connexion, ainsi que votre identifiant et la publication en cours de saisie.</li>
</ul>
<p>Conformément à l'article 82 de la loi Informatique et Libertés, ces traceurs sont dispensés de consentement. Le portail ne dépose aucun traceur publicitaire ni de mesure d'audience.</p>
<h2>Durée de conservation</h2>
<p>Le cookie de session expire à la fin de votre session ou lorsque vous vous déconnectez. Le panier et les informations de navigation restent dans le stockage local de votre navigateur jusqu'à votre déconnexion, ou jusqu'à ce que vous les supprimiez.</p>
<h2>Maîtriser les traceurs</h2>
<p>Vous pouvez à tout moment supprimer les cookies et le stockage local depuis les réglages de votre navigateur. Le panier et la connexion ne fonctionneront alors plus jusqu'à votre prochaine visite. Pour en savoir plus, consultez les <a href="https://www.cnil.fr/fr/cookies-et-autres-traceurs">recommandations de la CNIL</a>.</p>
`.trim();

const offresPartenaireTexte = `
<p>Nos partenaires réservent aux clients du portail des conditions préférentielles. Présentez votre numéro de commande ou l'adresse e-mail de votre compte lors de votre demande.</p>
<h2>Imprimerie Lumière – impression à la demande</h2>
<p>Impression de vos livres dès un exemplaire, papier certifié et expédition sous cinq jours ouvrés : <strong>10 % de remise</strong> sur votre première commande d'impression.</p>
<h2>Atelier Virgule – correction et mise en page</h2>
<p>Relecture orthotypographique par des correcteurs professionnels et mise en page de votre manuscrit : <strong>un devis gratuit sous 48 heures</strong> et 15 % de remise sur la correction.</p>
<h2>Réseau Librairies du Coin – diffusion en librairie</h2>
<p>Présentez vos nouveautés à un réseau de librairies indépendantes : <strong>frais d'inscription offerts</strong> la première année pour les livres référencés par le portail.</p>
`.trim();

/**
 * The editorial pages, looked up by their Nom. Element ids are unique across all blocks because the
 * content editor uploads files keyed by element id.
 */
export const contenus: readonly ContenuRow[] = [
  {
    Id: 1,
    Nom: 'Accueil',
    IdTypeContenu: PAGE,
    ContenuElements: [
      texte(1, 'Titre', 1, 'Titre', "Les services du portail de l'autoédition"),
      texte(2, 'Texte', 2, 'Présentation', accueilTexte),
    ],
  },
  {
    Id: 2,
    Nom: 'FAQ',
    IdTypeContenu: PAGE,
    ContenuElements: [
      {
        Id: 3,
        Nom: 'Questions',
        IdTypeContenuElement: 3,
        Rang: 1,
        Valeur: JSON.stringify(faqCategories),
        Libelle: 'Foire aux questions',
        Description: null,
        SousLibelle: null,
      },
    ],
  },
  {
    Id: 3,
    Nom: 'CGU',
    IdTypeContenu: PAGE,
    ContenuElements: [
      texte(4, 'Titre', 1, 'Titre', "Conditions générales d'utilisation et de vente"),
      texte(5, 'Texte', 2, 'Conditions', cguTexte),
    ],
  },
  {
    Id: 4,
    Nom: 'MentionsLegales',
    IdTypeContenu: PAGE,
    ContenuElements: [
      texte(6, 'Titre', 1, 'Titre', 'Mentions légales'),
      texte(7, 'Texte', 2, 'Mentions', mentionsLegalesTexte),
      // No file at first: the page shows nothing for it until staff add an image in the content edit mode.
      {
        Id: 12,
        Nom: 'Image',
        IdTypeContenuElement: 2,
        Rang: 3,
        Valeur: null,
        Libelle: 'Illustration',
        Description: "Illustration des mentions légales",
        SousLibelle: null,
      },
    ],
  },
  {
    Id: 5,
    Nom: 'PolitiqueCookie',
    IdTypeContenu: PAGE,
    ContenuElements: [
      texte(8, 'Titre', 1, 'Titre', 'Politique relative aux cookies'),
      texte(9, 'Texte', 2, 'Politique', politiqueCookieTexte),
    ],
  },
  {
    Id: 6,
    Nom: 'OffresPartenaire',
    IdTypeContenu: PAGE,
    ContenuElements: [
      texte(10, 'Titre', 1, 'Titre', 'Offres de nos partenaires'),
      texte(11, 'Texte', 2, 'Offres', offresPartenaireTexte),
    ],
  },
];
