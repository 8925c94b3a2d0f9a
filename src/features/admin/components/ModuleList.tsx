import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { modulePath, visibleModules, type Module } from '../utils/modules.ts';
import { ModuleIcon } from './ModuleIcon.tsx';
import styles from './ModuleList.module.css';

/** The back-office modules as cards, each leading to its screens. */
export function ModuleList({ modules }: { modules: readonly Module[] }) {
  const shown = visibleModules(modules);
  if (shown.length === 0) return <EmptyState>Aucun module n'est disponible pour le moment.</EmptyState>;
  return (
    <ul className={styles.grid}>
      {shown.map((module) => (
        <li key={module.Id}>
          <Link to={modulePath(module)} className={styles.card}>
            <span className={styles.icon}>
              <ModuleIcon className={module.Iconclassname} />
            </span>
            <span className={styles.label}>{module.Libelle}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
