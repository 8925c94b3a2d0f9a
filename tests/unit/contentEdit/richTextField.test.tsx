import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { checkLinkAddress } from '../../../domain/content/linkAddress.ts';
import { RICH_TEXT_MESSAGES } from '../../../domain/content/richTextMessages.ts';
import { RichTextField } from '../../../src/features/contentEdit/fields/RichTextField.tsx';

// jsdom has no layout: ProseMirror measures ranges to scroll the cursor into view. These stand-ins live in
// this file only.
beforeAll(() => {
  const noRect = () => new DOMRect(0, 0, 0, 0);
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = noRect;
  Range.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
});

const LABEL = "Texte d'accueil";

/** The field inside a parent that keeps its value, as the panel does; `onChange` sees every report. */
function renderField(initial: string, description?: string) {
  const onChange = vi.fn<(html: string) => void>();
  function Parent() {
    const [value, setValue] = useState(initial);
    return (
      <RichTextField
        label={LABEL}
        value={value}
        description={description}
        onChange={(html) => {
          onChange(html);
          setValue(html);
        }}
      />
    );
  }
  render(<Parent />);
  return { onChange, user: userEvent.setup({ delay: null }) };
}

const lastHtml = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall?.[0] as string | undefined;
const editable = () => screen.getByRole('textbox', { name: LABEL });

describe('RichTextField', () => {
  test('the label and the description are bound to the editable area; the toolbar is reached by Tab', async () => {
    const { user } = renderField('<p>Bienvenue</p>', 'Le texte en tête de la page');
    const area = editable();
    expect(area).toHaveAttribute('contenteditable', 'true');
    expect(area).toHaveAccessibleDescription('Le texte en tête de la page');
    expect(area).toHaveTextContent('Bienvenue');
    const toolbar = screen.getByRole('toolbar', { name: `Mise en forme : ${LABEL}` });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => `${button.textContent} ${button.getAttribute('aria-pressed')}`)).toEqual([
      'Gras false',
      'Italique false',
      'Lien false',
      'Liste à puces false',
      'Liste numérotée false',
      'Titre 2 false',
      'Titre 3 false',
      'Source HTML false',
    ]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Gras' })).toHaveFocus();
    await user.tab();
    expect(area).toHaveFocus();
  });

  test('typing, the bold button and the Ctrl+B / Ctrl+I shortcuts give HTML through onChange', async () => {
    const { onChange, user } = renderField('');
    const area = editable();
    const bold = screen.getByRole('button', { name: 'Gras' });
    const italic = screen.getByRole('button', { name: 'Italique' });
    await user.click(area);
    await user.keyboard('Bonjour ');
    expect(lastHtml(onChange)).toBe('<p>Bonjour </p>');

    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    // The button gives the focus back to the text at the next frame, as Tiptap's focus command does.
    await waitFor(() => expect(area).toHaveFocus());
    await user.keyboard('monde');
    expect(lastHtml(onChange)).toBe('<p>Bonjour <strong>monde</strong></p>');

    await user.keyboard('{Control>}b{/Control} et {Control>}i{/Control}vous');
    expect(lastHtml(onChange)).toBe('<p>Bonjour <strong>monde</strong> et <em>vous</em></p>');
    expect(italic).toHaveAttribute('aria-pressed', 'true');
    expect(bold).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Titre 2' }));
    expect(lastHtml(onChange)).toBe('<h2>Bonjour <strong>monde</strong> et <em>vous</em></h2>');
  });

  test('« Source HTML » shows the HTML; edits in the source come back into the editor', async () => {
    const { onChange, user } = renderField('<p>Un <em>texte</em></p><ul><li>Point</li></ul>');
    await user.click(screen.getByRole('button', { name: 'Source HTML', pressed: false }));
    const source = screen.getByRole('textbox', { name: LABEL });
    expect(source.tagName).toBe('TEXTAREA');
    expect(source).toHaveValue('<p>Un <em>texte</em></p>\n<ul>\n<li>Point</li>\n</ul>');
    expect(screen.getByRole('button', { name: 'Gras' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(source);
    await user.paste('<h2>Nouveau titre</h2><p>Un <b>mot</b></p><ol><li>Premier</li></ol>');
    expect(lastHtml(onChange)).toBe('<h2>Nouveau titre</h2><p>Un <b>mot</b></p><ol><li>Premier</li></ol>');

    await user.click(screen.getByRole('button', { name: 'Source HTML', pressed: true }));
    expect(editable()).toHaveAttribute('contenteditable', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Nouveau titre' })).toBeInTheDocument();
    expect(lastHtml(onChange)).toBe('<h2>Nouveau titre</h2><p>Un <strong>mot</strong></p><ol><li>Premier</li></ol>');

    await user.click(screen.getByRole('button', { name: 'Source HTML' }));
    expect(screen.getByRole('textbox', { name: LABEL })).toHaveValue(
      '<h2>Nouveau titre</h2>\n<p>Un <strong>mot</strong></p>\n<ol>\n<li>Premier</li>\n</ol>',
    );
  });

  test('HTML the editor cannot hold stays in the source view, with a French note', async () => {
    const table = '<table><tbody><tr><td>Tarif</td></tr></tbody></table>';
    const { onChange, user } = renderField(table);
    expect(screen.getByRole('textbox', { name: LABEL })).toHaveValue(table);
    const note = RICH_TEXT_MESSAGES.tagsKeptInSource(['table', 'tbody', 'td', 'tr']);
    expect(screen.getByText(note)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Source HTML', pressed: true }));
    expect(screen.getByRole('textbox', { name: LABEL })).toHaveValue(table);
    expect(onChange).not.toHaveBeenCalled();
  });

  test('a javascript: link is refused with a French message; an https link is applied', async () => {
    const { onChange, user } = renderField('<p>Voir le site</p>');
    await user.click(editable());
    // Select « site », as a mouse drag would (user-event cannot extend a selection inside contenteditable).
    const text = editable().querySelector('p')?.firstChild;
    if (!text) throw new Error('the paragraph has no text');
    act(() => {
      document.getSelection()?.setBaseAndExtent(text, 8, text, 12);
      document.dispatchEvent(new Event('selectionchange'));
    });
    await user.click(screen.getByRole('button', { name: 'Lien' }));
    const address = screen.getByRole('textbox', { name: 'Adresse du lien' });
    expect(address).toHaveFocus();

    await user.paste('javascript:alert(1)');
    await user.keyboard('{Enter}');
    expect(address).toHaveAccessibleDescription(expect.stringContaining(RICH_TEXT_MESSAGES.linkRefused));
    expect(screen.getByText(RICH_TEXT_MESSAGES.linkRefused)).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(address);
    await user.paste('https://example.org/aide');
    await user.click(screen.getByRole('button', { name: 'Appliquer le lien' }));
    expect(lastHtml(onChange)).toBe('<p>Voir le <a href="https://example.org/aide">site</a></p>');
    expect(screen.queryByRole('textbox', { name: 'Adresse du lien' })).not.toBeInTheDocument();
  });

  test('a value replaced by the parent (a restored version) replaces the editor content without a report', async () => {
    const onChange = vi.fn<(html: string) => void>();
    const { rerender } = render(<RichTextField label={LABEL} value="<p>Avant</p>" onChange={onChange} />);
    await act(async () => {
      rerender(<RichTextField label={LABEL} value="<p>Après</p>" onChange={onChange} />);
    });
    expect(editable()).toHaveTextContent('Après');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('link addresses: script and data schemes are refused however they are written', () => {
    for (const address of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
    ]) {
      expect(checkLinkAddress(address)).toEqual({ ok: false, message: RICH_TEXT_MESSAGES.linkRefused });
    }
    expect(checkLinkAddress('  ')).toEqual({ ok: false, message: RICH_TEXT_MESSAGES.linkEmpty });
    expect(checkLinkAddress('/contact')).toEqual({ ok: true, href: '/contact' });
    expect(checkLinkAddress('mailto:contact@example.org')).toEqual({ ok: true, href: 'mailto:contact@example.org' });
    expect(checkLinkAddress('example.org/aide')).toEqual({ ok: true, href: 'https://example.org/aide' });
  });
});
