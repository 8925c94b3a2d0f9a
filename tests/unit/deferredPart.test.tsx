import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { deferredCode, type DeferredCode } from '../../src/lib/ssr/deferredCode.ts';
import { DeferredPart } from '../../src/lib/ssr/DeferredPart.tsx';
import * as marks from '../../src/lib/ssr/earlyPressMarks.ts';
import { useEarlyPress } from '../../src/lib/ssr/useEarlyPress.ts';
import { useServerFormTakeover } from '../../src/lib/ssr/useServerFormTakeover.ts';
import * as headMarks from '../../src/ssr/earlyPresses.ts';

/** A form of one field whose state takes what was typed before its code ran. */
function NameForm({ onSent }: { onSent: (name: string) => void }) {
  const [name, setName] = useState('');
  const hintId = useId();
  const form = useRef<HTMLFormElement>(null);
  useServerFormTakeover(form, (fields) => setName(String(fields.get('nom') ?? '')));
  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        onSent(name);
      }}
    >
      <label>
        Nom
        <input name="nom" value={name} aria-describedby={hintId} onChange={(event) => setName(event.target.value)} />
      </label>
      <p id={hintId}>Tel qu'il figure sur vos factures.</p>
      <button type="submit">Envoyer</button>
    </form>
  );
}

type FormModule = { NameForm: typeof NameForm };

function Page({ code, onSent }: { code: DeferredCode<FormModule>; onSent: (name: string) => void }) {
  return <DeferredPart code={code} render={(module) => <module.NameForm onSent={onSent} />} fallback={<p>…</p>} />;
}

/** A code that arrives when the test lets it. */
function heldCode() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(async () => {
    await arrived;
    return { NameForm };
  });
  return { code: deferredCode(load), load, release };
}

/** The page as the server sends it (src/ssr/entryServer.tsx): the part rendered whole, in place. */
async function serverRendered(element: (code: DeferredCode<FormModule>) => React.ReactElement): Promise<HTMLElement> {
  const code = deferredCode(async () => ({ NameForm }));
  // The server fetches the part's code as it renders it; this test's server runs beside a document, so it is asked.
  void code.fetch();
  const { prelude } = await prerender(element(code), { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  return container;
}

let root: Root | undefined;

beforeAll(() => {
  // What the head script of a rendered page does before its first paint.
  headMarks.keepEarlyPresses(document);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(marks.HYDRATED_ATTRIBUTE);
  vi.restoreAllMocks();
});

test('the head script and the application mark early presses with the same attributes', () => {
  expect([
    marks.EARLY_PRESS_ATTRIBUTE,
    marks.PRESSED_EARLY,
    marks.HYDRATED_ATTRIBUTE,
    marks.AWAITING_CODE_ATTRIBUTE,
  ]).toEqual([
    headMarks.EARLY_PRESS_ATTRIBUTE,
    headMarks.PRESSED_EARLY,
    headMarks.HYDRATED_ATTRIBUTE,
    headMarks.AWAITING_CODE_ATTRIBUTE,
  ]);
});

test('a part the server rendered fetches its code only once used, and its form keeps and sends what was typed before', async () => {
  const errors = vi.spyOn(console, 'error');
  const onSent = vi.fn();
  const container = await serverRendered((code) => <Page code={code} onSent={onSent} />);
  const held = heldCode();
  await act(async () => {
    root = hydrateRoot(container, <Page code={held.code} onSent={onSent} />);
  });
  document.documentElement.setAttribute(marks.HYDRATED_ATTRIBUTE, '');
  // Hydrated without its code: the server's form is there, nothing fetched.
  expect(held.load).not.toHaveBeenCalled();
  expect(container.querySelector(`[${marks.AWAITING_CODE_ATTRIBUTE}]`)).not.toBeNull();

  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nom'), 'Léa');
  expect(held.load).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  // Sent before its code came: held back by the page, not sent by the browser.
  expect(marks.wasPressedEarly(screen.getByRole('button', { name: 'Envoyer' }).closest('form')!)).toBe(true);
  expect(onSent).not.toHaveBeenCalled();

  await act(async () => {
    held.release();
    await held.code.code;
  });
  await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith('Léa'));
  expect(onSent).toHaveBeenCalledTimes(1);
  expect(screen.getByLabelText('Nom')).toHaveValue('Léa');
  // The ids the server gave are the ones the hydrated part renders: the field keeps its description.
  expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription("Tel qu'il figure sur vos factures.");
  expect(container.querySelector(`[${marks.AWAITING_CODE_ATTRIBUTE}]`)).toBeNull();
  // Hydrated in place: React found the server's markup as it renders it (user-event's own act warnings aside).
  expect(errors.mock.calls.flat().join('\n')).not.toMatch(/hydrat/i);

  // Its code in place, the form is the application's: typed and sent as usual.
  await user.type(screen.getByLabelText('Nom'), ' Durand');
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  expect(onSent).toHaveBeenLastCalledWith('Léa Durand');
});

test('in a page the browser renders itself, the part fetches its code at once', async () => {
  const held = heldCode();
  const container = document.createElement('div');
  document.body.append(container);
  const { createRoot } = await import('react-dom/client');
  await act(async () => {
    root = createRoot(container);
    root.render(<Page code={held.code} onSent={() => {}} />);
  });
  expect(held.load).toHaveBeenCalledTimes(1);
  expect(screen.getByText('…')).toBeInTheDocument();
  await act(async () => {
    held.release();
    await held.code.code;
  });
  expect(await screen.findByLabelText('Nom')).toHaveValue('');
});

function SignIn({ onPress }: { onPress: () => void }) {
  const pressRef = useEarlyPress<HTMLButtonElement>(onPress);
  return (
    <button ref={pressRef} {...marks.EARLY_PRESS_PROPS} type="button" onClick={onPress}>
      Se connecter
    </button>
  );
}

test('a button pressed before the page is hydrated is pressed once hydrated; after that, only its own press counts', async () => {
  const onPress = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignIn onPress={onPress} />);
  document.body.append(container);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(onPress).not.toHaveBeenCalled();

  await act(async () => {
    root = hydrateRoot(container, <SignIn onPress={onPress} />);
  });
  document.documentElement.setAttribute(marks.HYDRATED_ATTRIBUTE, '');
  expect(onPress).toHaveBeenCalledTimes(1);
  expect(marks.wasPressedEarly(screen.getByRole('button'))).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(onPress).toHaveBeenCalledTimes(2);
  expect(marks.wasPressedEarly(screen.getByRole('button'))).toBe(false);
});
