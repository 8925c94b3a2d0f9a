import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { RICH_TEXT_MESSAGES } from '../../../../domain/content/richTextMessages.ts';
import { richTextExtensions } from './richTextExtensions.ts';
import { richTextEditorHtml, richTextSourceLayout, richTextTagsTheEditorDrops } from './richTextHtml.ts';
import { RichTextLinkForm } from './RichTextLinkForm.tsx';
import { RichTextToolbar } from './RichTextToolbar.tsx';
import fieldStyles from '../../../components/ui/Field.module.css';
import styles from './RichTextField.module.css';

const RECENT_REPORTS = 50;

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange(html: string): void;
  description?: string;
}

/**
 * A text element of a content block: a Tiptap editor with a small toolbar, and the same HTML as source in a
 * textarea. HTML the editor cannot hold (a table, an image) stays in the source view rather than being dropped.
 */
export function RichTextField({ label, value, onChange, description }: RichTextFieldProps) {
  const labelId = useId();
  const descriptionId = useId();
  const [keptInSource, setKeptInSource] = useState<string[]>(() => richTextTagsTheEditorDrops(value));
  const [isSource, setIsSource] = useState(keptInSource.length > 0);
  const [source, setSource] = useState(value);
  const [linkHref, setLinkHref] = useState<string | null>(null);
  // The HTML this field reported lately: the parent's value can lag a few keystrokes behind, and an echo of
  // an earlier report must not be taken for a value replaced outside (a restored version), which resets the editor.
  const [reported, setReported] = useState<string[]>([value]);
  const [seenValue, setSeenValue] = useState(value);
  const [replacedValue, setReplacedValue] = useState<{ html: string } | null>(null);
  if (value !== seenValue) {
    setSeenValue(value);
    if (!reported.includes(value)) {
      const dropped = richTextTagsTheEditorDrops(value);
      setReported([value]);
      setSource(value);
      setKeptInSource(dropped);
      if (dropped.length > 0) setIsSource(true);
      else setReplacedValue({ html: value });
    }
  }
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const report = (html: string) => {
    setReported((earlier) => [...earlier.slice(-(RECENT_REPORTS - 1)), html]);
    onChangeRef.current(html);
  };

  // useEditor hands any option that changed between renders back to the editor, which disturbs typing: the
  // options are fixed at mount, and a new value from the parent goes through setContent below.
  const [initialContent] = useState(value);
  const hasDescription = description !== undefined;
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(hasDescription ? { 'aria-describedby': descriptionId } : {}),
        class: styles.editable ?? '',
      },
    }),
    [labelId, descriptionId, hasDescription],
  );
  const editor = useEditor({
    extensions: richTextExtensions,
    content: initialContent,
    // Tiptap's default stylesheet is an inline <style>, which the Content-Security-Policy refuses.
    injectCSS: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: updated }) => report(richTextEditorHtml(updated)),
  });

  useEffect(() => {
    if (replacedValue !== null) editor.commands.setContent(replacedValue.html, { emitUpdate: false });
  }, [replacedValue, editor]);

  const showSource = (wantsSource: boolean) => {
    if (wantsSource) {
      setSource(richTextSourceLayout(richTextEditorHtml(editor)));
      setLinkHref(null);
      setIsSource(true);
      return;
    }
    const dropped = richTextTagsTheEditorDrops(source);
    setKeptInSource(dropped);
    if (dropped.length > 0) return;
    editor.commands.setContent(source, { emitUpdate: false });
    report(richTextEditorHtml(editor));
    setIsSource(false);
  };

  const toggleLinkForm = () => {
    if (linkHref !== null) setLinkHref(null);
    else setLinkHref(String(editor.getAttributes('link').href ?? ''));
  };
  const applyLink = (href: string) => {
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setLinkHref(null);
  };
  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkHref(null);
  };
  const closeLinkForm = () => {
    setLinkHref(null);
    editor.commands.focus();
  };

  const describedBy = description === undefined ? undefined : descriptionId;
  return (
    <div className={fieldStyles.field}>
      <div id={labelId} className={fieldStyles.label}>
        {label}
      </div>
      {description !== undefined && (
        <div id={descriptionId} className={fieldStyles.description}>
          {description}
        </div>
      )}
      <div className={styles.frame}>
        <RichTextToolbar
          editor={editor}
          label={label}
          isSource={isSource}
          isLinkFormOpen={linkHref !== null}
          onLinkPress={toggleLinkForm}
          onSourceChange={showSource}
        />
        {linkHref !== null && (
          <RichTextLinkForm initialHref={linkHref} onApply={applyLink} onRemove={removeLink} onCancel={closeLinkForm} />
        )}
        <div hidden={isSource}>
          <EditorContent editor={editor} />
        </div>
        {isSource && (
          <textarea
            className={styles.source}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            value={source}
            spellCheck={false}
            rows={12}
            onChange={(event) => {
              setSource(event.target.value);
              report(event.target.value);
            }}
          />
        )}
      </div>
      <p className={styles.notice} aria-live="polite">
        {isSource && keptInSource.length > 0 ? RICH_TEXT_MESSAGES.tagsKeptInSource(keptInSource) : ''}
      </p>
    </div>
  );
}
