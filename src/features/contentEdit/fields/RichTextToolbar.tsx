import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { Toolbar } from 'react-aria-components/Toolbar';
import styles from './RichTextField.module.css';

type Formats = Record<'bold' | 'italic' | 'link' | 'bulletList' | 'orderedList' | 'heading2' | 'heading3', boolean>;

const FORMAT_BUTTONS: ReadonlyArray<{
  format: Exclude<keyof Formats, 'link'>;
  name: string;
  toggle(editor: Editor): void;
}> = [
  { format: 'bold', name: 'Gras', toggle: (editor) => editor.chain().focus().toggleBold().run() },
  { format: 'italic', name: 'Italique', toggle: (editor) => editor.chain().focus().toggleItalic().run() },
  { format: 'bulletList', name: 'Liste à puces', toggle: (editor) => editor.chain().focus().toggleBulletList().run() },
  {
    format: 'orderedList',
    name: 'Liste numérotée',
    toggle: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  { format: 'heading2', name: 'Titre 2', toggle: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run() },
  { format: 'heading3', name: 'Titre 3', toggle: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run() },
];

function readFormats({ editor }: { editor: Editor }): Formats {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    link: editor.isActive('link'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
  };
}

export interface RichTextToolbarProps {
  editor: Editor;
  label: string;
  isSource: boolean;
  isLinkFormOpen: boolean;
  onLinkPress(): void;
  onSourceChange(isSource: boolean): void;
}

/** The formatting buttons of one rich text field; Tab enters the toolbar, the arrow keys move inside it. */
export function RichTextToolbar({
  editor,
  label,
  isSource,
  isLinkFormOpen,
  onLinkPress,
  onSourceChange,
}: RichTextToolbarProps) {
  const formats = useEditorState({ editor, selector: readFormats });
  const [first, second, ...rest] = FORMAT_BUTTONS;
  const formatButton = (button: (typeof FORMAT_BUTTONS)[number]) => (
    <ToggleButton
      key={button.format}
      className={styles.toolButton}
      isSelected={!isSource && formats[button.format]}
      isDisabled={isSource}
      onChange={() => button.toggle(editor)}
    >
      {button.name}
    </ToggleButton>
  );
  return (
    <Toolbar className={styles.toolbar} aria-label={`Mise en forme : ${label}`}>
      {first && formatButton(first)}
      {second && formatButton(second)}
      <ToggleButton
        className={styles.toolButton}
        isSelected={!isSource && (formats.link || isLinkFormOpen)}
        isDisabled={isSource}
        onChange={onLinkPress}
      >
        Lien
      </ToggleButton>
      {rest.map(formatButton)}
      <ToggleButton
        className={`${styles.toolButton} ${styles.sourceButton}`}
        isSelected={isSource}
        onChange={onSourceChange}
      >
        Source HTML
      </ToggleButton>
    </Toolbar>
  );
}
