import { useMemo } from 'react';
import { parseFaq } from '../../content/public.ts';
import { FaqEditor } from '../fields/FaqEditor.tsx';

export interface FaqFieldProps {
  label: string;
  value: string | null;
  onChange(value: string): void;
}

/**
 * An FAQ element (type 3): its JSON (spec 1 §3) edited as a tree. The draft is read as it stands, without the FAQ's
 * rules: a category just added has no name yet, and the editor shows the rule's message under it instead of losing
 * the tree. A value that is not JSON starts empty.
 */
export function FaqField({ label, value, onChange }: FaqFieldProps) {
  const categories = useMemo(() => parseFaq(value), [value]);
  return <FaqEditor label={label} value={categories} onChange={(next) => onChange(JSON.stringify(next))} />;
}
