/**
 * The answers' rich text field (Tiptap) has its own tests; the tests of the fields that hold answers use this textarea
 * with the same props instead, so that a tree of several answers renders fast:
 * `vi.mock('…/fields/RichTextField.tsx', () => import('./richTextFieldStandIn.tsx'))`.
 */
export function RichTextField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(html: string): void;
}) {
  return (
    <label>
      {label}
      <textarea value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
