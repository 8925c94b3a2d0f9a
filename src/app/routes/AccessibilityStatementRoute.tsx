import { Link } from 'react-router-dom';
import page from '../../components/ui/Page.module.css';
import { useIdentiteVendeur } from '../../features/content/api/getIdentiteVendeur.ts';
import { AuditResults } from '../../features/accessibility/AuditResults.tsx';
import { ACCESSIBILITY_AUDIT } from '../../features/accessibility/accessibilityAudit.ts';
import { PORTAL_NAME } from '../../../domain/seller/sellerIdentity.ts';
import { longFrenchDay } from '../../../domain/frenchDates.ts';
import styles from '../../features/accessibility/AccessibilityStatement.module.css';

const DEFENSEUR_FORM = 'https://formulaire.defenseurdesdroits.fr/';
const DEFENSEUR_DELEGATES = 'https://www.defenseurdesdroits.fr/carte-des-delegues';

/**
 * The accessibility statement (RGAA 4.1's model, European Accessibility Act): the conformance status, the figures
 * of the portal's own automatic check of every route, the contact and the recourse.
 */
export default function AccessibilityStatementRoute() {
  const seller = useIdentiteVendeur();
  const responsible = seller.data?.RaisonSociale ?? 'L’éditeur du portail';
  const auditedOn = longFrenchDay(ACCESSIBILITY_AUDIT.auditedOn);
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>Déclaration d’accessibilité</h1>
        <p className={page.lead}>
          {responsible} s’engage à rendre le {PORTAL_NAME} accessible, conformément à l’article 47 de la loi n° 2005-102
          du 11 février 2005 et à la directive (UE) 2019/882 sur l’accessibilité des produits et services, applicable au
          commerce électronique depuis le 28 juin 2025.
        </p>
      </div>
      <article className={`${page.article} ${styles.statement}`}>
        <p>Cette déclaration s’applique à l’ensemble du {PORTAL_NAME} : site public, espace client et back-office.</p>

        <h2>État de conformité</h2>
        <p>
          Le {PORTAL_NAME} est <strong>non conforme</strong> au référentiel général d’amélioration de l’accessibilité
          (RGAA), version 4.1 : aucun audit complet de ses 106 critères n’a encore été réalisé, et sans audit le
          référentiel ne permet pas de se déclarer conforme, même partiellement.
        </p>

        <h2>Résultats des tests</h2>
        <AuditResults audit={ACCESSIBILITY_AUDIT} auditedOn={auditedOn} />

        <h2>Contenus non accessibles</h2>
        <p>
          Les factures et les articles téléchargés au format PDF ne sont pas couverts par le contrôle automatique. Sur
          simple demande, leur contenu vous est transmis sous une forme accessible.
        </p>

        <h2>Établissement de cette déclaration d’accessibilité</h2>
        <p>Cette déclaration a été établie le {auditedOn}.</p>
        <ul>
          <li>Technologies utilisées : HTML5, CSS, JavaScript, WAI-ARIA.</li>
          <li>
            Outil de test : axe-core {ACCESSIBILITY_AUDIT.axeVersion}, dans le navigateur Chromium, sur les règles WCAG
            2.1 de niveaux A et AA.
          </li>
          <li>Pages vérifiées : une par route du portail, listées ci-dessus.</li>
        </ul>

        <h2>Retour d’information et contact</h2>
        <p>
          Si vous n’arrivez pas à accéder à un contenu ou à un service, contactez-nous pour être orienté vers une
          alternative accessible ou obtenir le contenu sous une autre forme : par le{' '}
          <Link to="/contact">formulaire de contact</Link>
          {seller.data?.Email ? (
            <>
              {' '}
              ou par courriel à <a href={`mailto:${seller.data.Email}`}>{seller.data.Email}</a>
            </>
          ) : null}
          .
        </p>

        <h2>Voies de recours</h2>
        <p>
          Si vous nous avez signalé un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un service du
          portail et que vous n’avez pas obtenu de réponse satisfaisante, vous pouvez :
        </p>
        <ul>
          <li>
            écrire un message au <a href={DEFENSEUR_FORM}>Défenseur des droits</a> ;
          </li>
          <li>
            contacter <a href={DEFENSEUR_DELEGATES}>le délégué du Défenseur des droits dans votre région</a> ;
          </li>
          <li>
            envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : Défenseur des droits, Libre réponse
            71120, 75342 Paris CEDEX 07.
          </li>
        </ul>
      </article>
    </div>
  );
}
