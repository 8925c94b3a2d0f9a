import { WITHDRAWAL_PERIOD_DAYS } from '../../../../domain/order/checkoutRules.ts';
import { ATTEMPT_VALIDITY_MS } from '../../../areas/payment/paymentState.ts';
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

/** How long a payment attempt waits for the provider's word before the order may be paid again, in minutes. */
const ATTEMPT_VALIDITY_MINUTES = ATTEMPT_VALIDITY_MS / 60_000;

/**
 * The general terms of use and of sale (VERSION_CGV): what the portal does, said once for the customer. Who sells
 * and the mediator are not written here but shown beside the text from the seller's one source (SELLER_*), so
 * staff editing the text cannot make them drift.
 */
export const cgvTexte = `
<p>Les présentes conditions générales d'utilisation et de vente (CGV) s'appliquent à l'utilisation du portail de l'autoédition et à toute commande qui y est passée. Le vendeur, éditeur du portail, est la société désignée dans l'encadré « Le vendeur » de cette page, avec ses coordonnées et celles du médiateur de la consommation.</p>
<h2>Article 1 – Acceptation</h2>
<p>Le client accepte les CGV en cochant la case prévue avant de commander ; la commande enregistre la version qu'il a acceptée, qui reste celle de cette commande. Les CGV peuvent évoluer : une commande passée après un changement demande d'accepter la nouvelle version.</p>
<h2>Article 2 – Compte client</h2>
<p>Les pages de présentation des services, le panier, la foire aux questions et les informations légales sont accessibles sans compte. La commande de services, la déclaration de publications et le suivi des commandes, des formations et des abonnements nécessitent un compte personnel.</p>
<ul>
<li>Le client fournit des informations exactes et à jour, en particulier son adresse e-mail, qui lui sert d'identifiant, et son adresse de facturation.</li>
<li>Il est seul responsable de la confidentialité de son mot de passe et de l'usage de son compte.</li>
<li>Le vendeur peut suspendre un compte utilisé en violation des présentes conditions.</li>
</ul>
<h2>Article 3 – Services vendus</h2>
<ul>
<li><strong>Référencement</strong> : déclaration d'une publication du client dans le catalogue interprofessionnel du livre, après modération. Chaque ligne de référencement porte la publication à référencer.</li>
<li><strong>Formations</strong> : sessions en présentiel ou en classe virtuelle, aux dates, lieux et horaires indiqués sur la fiche de chaque formation. L'inscription porte sur une session.</li>
<li><strong>Articles</strong> : fiches pratiques et guides au format numérique, à télécharger.</li>
<li><strong>Abonnements</strong> : accès pendant un an aux services décrits sur la fiche de chaque abonnement.</li>
</ul>
<h2>Article 4 – Prix</h2>
<p>Les prix sont indiqués en euros toutes taxes comprises (TTC) ; le panier et la confirmation de commande détaillent le montant hors taxes et la TVA de chaque taux. Un code de réduction s'applique pendant sa période de validité et, le cas échéant, au seul produit auquel il est réservé. Le prix dû est celui que le portail calcule au moment de la commande et que la confirmation affiche : un code qui n'est plus valable est retiré et le nouveau total présenté avant toute commande.</p>
<h2>Article 5 – Commande</h2>
<p>Le client compose son panier, puis le valide sur la page de confirmation : il y vérifie le récapitulatif et son identité de facturation, accepte les présentes CGV et, lorsqu'un service commence avant la fin du délai de rétractation, demande expressément son exécution immédiate (article 8). Le bouton « Commander avec obligation de paiement » enregistre la commande au prix affiché ; elle est alors en attente de paiement et le client est dirigé vers la page de paiement.</p>
<h2>Article 6 – Paiement</h2>
<p>Le paiement se fait par carte bancaire, sur la page sécurisée du prestataire de paiement : les données de la carte y sont saisies, et ne sont ni transmises au portail ni conservées par lui. Seule la réponse du prestataire rend une commande payée.</p>
<ul>
<li><strong>Paiement accepté</strong> : la commande est payée, les services sont fournis (article 7) et un e-mail de confirmation est envoyé avec le lien de la facture.</li>
<li><strong>Paiement refusé ou abandonné</strong> : rien n'est débité. La commande reste enregistrée, non payée, et le client peut la payer de nouveau depuis « Mes commandes ».</li>
<li><strong>Paiement en attente de validation par la banque</strong> : la commande attend la réponse du prestataire, qui la rend payée ou non payée ; tant que cette réponse n'est pas venue et que la tentative n'a pas été annulée auprès du prestataire, la commande ne peut être ni payée une seconde fois ni annulée.</li>
<li><strong>Sans réponse du prestataire</strong> ${ATTEMPT_VALIDITY_MINUTES} minutes après l'ouverture du paiement, la tentative est close et la commande peut être payée de nouveau.</li>
</ul>
<p>Une commande non payée n'expire pas : elle reste payable depuis « Mes commandes » tant que le vendeur ne l'a pas annulée. Aucun service n'est fourni avant le paiement.</p>
<h2>Article 7 – Fourniture des services et facture</h2>
<p>Dès le paiement, la facture est émise au format Factur-X (un PDF/A-3 qui contient ses données structurées selon la norme EN 16931). Elle est disponible dans « Mes commandes » et par le lien de l'e-mail de confirmation. Selon le service :</p>
<ul>
<li>un article est téléchargeable aussitôt depuis la commande ;</li>
<li>un abonnement commence le jour du paiement ;</li>
<li>l'inscription à la session de formation est confirmée et figure dans « Mes Formations » ;</li>
<li>la publication d'une ligne de référencement est transmise au catalogue après modération (article 11).</li>
</ul>
<h2>Article 8 – Droit de rétractation</h2>
<p>Le client consommateur dispose d'un délai de ${WITHDRAWAL_PERIOD_DAYS} jours à compter de la conclusion du contrat, c'est-à-dire de sa commande, pour se rétracter sans avoir à motiver sa décision (Code de la consommation, article L221-18). Il exerce ce droit par toute déclaration dénuée d'ambiguïté, depuis la page <a href="/contact">Contact</a> ou à l'adresse e-mail du vendeur (article L221-21). Le vendeur le rembourse au plus tard ${WITHDRAWAL_PERIOD_DAYS} jours après, sur la carte qui a payé, et émet un avoir (article L221-24).</p>
<p>Lorsqu'un service commence avant la fin de ce délai (un référencement, un abonnement, un article, une formation dont la session commence dans le délai), la commande n'est possible que si le client demande expressément cette exécution immédiate (article L221-25) et reconnaît perdre son droit de rétractation une fois le service pleinement exécuté (article L221-28, 1°). S'il se rétracte après avoir demandé l'exécution immédiate d'un service qui n'est pas encore pleinement exécuté, il reste redevable du montant correspondant au service fourni jusqu'à sa rétractation (article L221-25).</p>
<p>Un article est un contenu numérique fourni sans support matériel et mis à disposition dès le paiement : sur la demande expresse du client, qui renonce à son droit de rétractation, celui-ci ne peut plus être exercé une fois l'article fourni (article L221-28, 13°).</p>
<h2>Article 9 – Formations suivies par un particulier à ses frais</h2>
<p>Lorsqu'une personne physique s'inscrit à une formation à titre individuel et à ses frais, un contrat de formation est conclu avec elle avant son inscription définitive et tout paiement (Code du travail, article L6353-3) ; elle dispose d'un délai de rétractation de dix jours à compter de sa signature, qu'elle exerce par lettre recommandée avec avis de réception (article L6353-5) ; aucune somme ne peut être exigée d'elle avant l'expiration de ce délai, il ne peut alors être payé plus de 30 % du prix convenu, et le solde est échelonné au fil de la formation (article L6353-6). Ces formations ne se commandent donc pas en ligne : le portail le signale sur la ligne de la formation dès son ajout au panier et à la confirmation de commande, qui propose de la retirer du panier ; le client organise son inscription depuis la page <a href="/contact">Contact</a>.</p>
<p>Lorsque le vendeur annule une session, la commande est annulée et remboursée (article 10). Pour reporter une inscription, le client écrit depuis la page <a href="/contact">Contact</a> en précisant la session concernée.</p>
<h2>Article 10 – Annulation, remboursement et avoir</h2>
<p>Le vendeur peut annuler une commande non payée : rien n'est dû. Une commande payée qui est annulée (rétractation, session annulée, accord des parties) est remboursée sur la carte qui l'a payée, et le remboursement donne lieu à un avoir : un document Factur-X qui annule la facture, disponible dans « Mes commandes » et annoncé par e-mail.</p>
<h2>Article 11 – Abonnements</h2>
<p>Un abonnement court un an à compter du jour de son paiement. Le portail ne prélève aucune somme à son échéance : le renouveler demande une nouvelle commande, payée par le client. Le client peut résilier son abonnement à tout moment, en ligne, depuis « Mes Abonnements » : la résiliation prend effet à la fin de la période payée, jusqu'à laquelle l'abonnement reste actif, et sa confirmation lui est adressée par e-mail, sur un support durable (Code de la consommation, article L215-1-1).</p>
<h2>Article 12 – Référencement des publications</h2>
<p>Le client garantit l'exactitude des informations qu'il déclare (EAN, titre, auteurs, marque éditoriale, prix, disponibilité, résumé, couverture) et qu'il détient les droits nécessaires sur les textes et les images transmis. Chaque publication est soumise à une modération qui peut conduire à un refus motivé ; le client peut alors la corriger et la soumettre de nouveau.</p>
<h2>Article 13 – Propriété intellectuelle</h2>
<p>Les contenus du portail (textes, articles, supports de formation, logos) sont protégés par le droit d'auteur. Ils sont réservés à l'usage personnel du client et ne peuvent être reproduits ou diffusés sans autorisation écrite.</p>
<h2>Article 14 – Données personnelles</h2>
<p>Les données collectées sont nécessaires à la gestion du compte, des commandes, de la facturation et du référencement. Leur traitement et les droits dont dispose le client sont décrits dans les <a href="/mentionlegales">mentions légales</a>.</p>
<h2>Article 15 – Responsabilité</h2>
<p>Le vendeur met en œuvre les moyens nécessaires au bon fonctionnement du portail mais ne peut garantir une disponibilité ininterrompue. Il ne saurait être tenu responsable des conséquences d'informations inexactes déclarées par le client, ni des décisions commerciales des libraires et des plateformes de vente.</p>
<h2>Article 16 – Réclamations et médiation</h2>
<p>Le client adresse ses réclamations au vendeur depuis la page <a href="/contact">Contact</a> ou à son adresse e-mail. Le client consommateur qui n'a pas obtenu satisfaction par cette réclamation écrite peut recourir gratuitement au médiateur de la consommation désigné dans l'encadré « Le vendeur » de cette page (Code de la consommation, articles L612-1 et L616-1).</p>
<h2>Article 17 – Droit applicable</h2>
<p>Les présentes conditions sont soumises au droit français. À défaut d'accord amiable, le client consommateur peut saisir, à son choix, la juridiction du lieu où il demeurait lors de la conclusion du contrat ou de la survenance du fait dommageable, ou l'une des juridictions territorialement compétentes selon le Code de procédure civile (Code de la consommation, article R631-3).</p>
`.trim();

/** The legal notice: the publisher, its director, its host and the mediator are the block beside it (SELLER_*). */
export const mentionsLegalesTexte = `
<p>L'éditeur du portail, le directeur de la publication, l'hébergeur et le médiateur de la consommation sont désignés dans l'encadré « Éditeur du portail » de cette page, comme le prévoit l'article 6 III de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique. Les ventes sont régies par les <a href="/cgu">conditions générales d'utilisation et de vente</a>.</p>
<h2>Propriété intellectuelle</h2>
<p>L'ensemble des éléments du portail (textes, images, logos, mise en page) est protégé par le Code de la propriété intellectuelle. Toute reproduction, totale ou partielle, sans autorisation préalable est interdite. Les couvertures et les résumés des publications restent la propriété de leurs auteurs et éditeurs.</p>
<h2>Données personnelles</h2>
<p>L'éditeur du portail traite les données personnelles de ses clients, en qualité de responsable de traitement, pour gérer les comptes, les commandes, la facturation, les formations, les abonnements et le référencement des publications. Ces traitements reposent sur l'exécution du contrat et sur les obligations légales de l'éditeur.</p>
<ul>
<li>Les données du compte sont conservées pendant toute la durée de la relation commerciale, puis trois ans après le dernier contact.</li>
<li>Les factures et les avoirs sont conservés dix ans, comme l'exige le Code de commerce.</li>
<li>Les données ne sont transmises qu'aux prestataires nécessaires au service (hébergement, paiement, envoi des e-mails) et au catalogue interprofessionnel pour les publications référencées.</li>
</ul>
<p>Conformément au règlement général sur la protection des données et à la loi Informatique et Libertés, vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, d'opposition et de portabilité de vos données. Pour les exercer, écrivez à l'adresse e-mail de l'éditeur ou depuis la page <a href="/contact">Contact</a>. Vous pouvez également introduire une réclamation auprès de la <a href="https://www.cnil.fr">CNIL</a>.</p>
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
      texte(5, 'Texte', 2, 'Conditions', cgvTexte),
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
