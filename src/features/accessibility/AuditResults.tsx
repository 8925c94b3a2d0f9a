import { auditFigures, type AccessibilityAudit } from './accessibilityAudit.ts';
import styles from './AccessibilityStatement.module.css';

function errors(count: number): string {
  if (count === 0) return 'aucune erreur détectée';
  return count === 1 ? '1 erreur' : `${count} erreurs`;
}

/** The figures of the automatic check, then each page checked with what was found there. */
export function AuditResults({ audit, auditedOn }: { audit: AccessibilityAudit; auditedOn: string }) {
  const figures = auditFigures(audit);
  return (
    <>
      <p>
        Le {auditedOn}, un contrôle automatique a vérifié {figures.pages} pages, une par route du portail (site public,
        espace client et back-office), sur les règles WCAG 2.1 de niveaux A et AA :
      </p>
      <p className={styles.figure}>
        <strong className={styles.rate}>{figures.cleanRate} %</strong>{' '}
        <span>
          des pages sans erreur détectée ({figures.cleanPages} sur {figures.pages}), {errors(figures.violations)} au
          total.
        </span>
      </p>
      <p>
        Un contrôle automatique ne couvre qu’une partie des critères du RGAA : il ne juge ni la pertinence des
        alternatives textuelles, ni la clarté des contenus. La navigation au clavier des parcours du portail est
        vérifiée par ses tests.
      </p>
      <details className={styles.pages}>
        <summary>Résultat de chacune des {figures.pages} pages vérifiées</summary>
        <ul>
          {audit.pages.map((page) => (
            <li key={page.path}>
              {page.title} (<code>{page.path}</code>) : {errors(page.violations.length)}
              {page.violations.length > 0 && <> ({page.violations.join(', ')})</>}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
