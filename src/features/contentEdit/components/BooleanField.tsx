import { Switch } from 'react-aria-components/Switch';
import styles from './ContentEditFields.module.css';

export interface BooleanFieldProps {
  label: string;
  description?: string | undefined;
  value: string | null;
  onChange(value: string): void;
}

/** A boolean element (type 4) as a switch; its value is « true » or « false ». */
export function BooleanField({ label, description, value, onChange }: BooleanFieldProps) {
  return (
    <div className={styles.field}>
      <Switch
        className={styles.switch}
        isSelected={value === 'true'}
        onChange={(selected) => onChange(selected ? 'true' : 'false')}
      >
        <span className={styles.track} aria-hidden="true" />
        {label}
      </Switch>
      {description && <p className={styles.description}>{description}</p>}
    </div>
  );
}
