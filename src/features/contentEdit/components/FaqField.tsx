import { useMemo } from 'react';
import { parseFaqValue } from '../../../../domain/content/faq.ts';
import { FaqEditor } from '../fields/FaqEditor.tsx';

export interface FaqFieldProps {
  label: string;
  value: string | null;
  onChange(value: string): void;
}

/** An FAQ element (type 3): its JSON (spec 1 §3) edited as a tree. A value that does not read starts empty. */
export function FaqField({ label, value, onChange }: FaqFieldProps) {
  const categories = useMemo(() => {
    const parsed = parseFaqValue(value ?? '[]');
    return 'categories' in parsed ? parsed.categories : [];
  }, [value]);
  return <FaqEditor label={label} value={categories} onChange={(next) => onChange(JSON.stringify(next))} />;
}
