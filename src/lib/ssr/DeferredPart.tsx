import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { fetchOnUse, type DeferredCode } from './deferredCode.ts';
import { AWAITING_CODE_ATTRIBUTE } from './earlyPressMarks.ts';
import { useIsHydrating } from './useIsHydrating.ts';

/** Read on the part's first render only (see below). */
export interface DeferredPartProps<M> {
  code: DeferredCode<M>;
  render: (module: M) => ReactNode;
  /** Shown while the code arrives, in a page the browser renders itself. */
  fallback: ReactNode;
  className?: string;
}

/**
 * The part's content, as a lazy component: React hydrates a lazy component the server rendered whole with the same
 * ids, where a component suspending on `use` would be given others (and its labels would lose their fields).
 */
function lazyContent<M>(code: DeferredCode<M>, render: (module: M) => ReactNode, onMounted: () => void) {
  function Content({ module }: { module: M }) {
    // Once, when the part's code is in place.
    useLayoutEffect(onMounted, []);
    return render(module);
  }
  return lazy(async () => {
    const module = await code.code;
    return { default: () => <Content module={module} /> };
  });
}

/**
 * A part of a page whose code is fetched when it is used. The server renders it whole; the browser paints it and
 * hydrates the rest of the page without its code, which it fetches only once the user comes to the part (points at
 * it, focuses or types in it, sends its form), then hydrates it in place: what was typed stays, and the part's own
 * code takes it (useServerFormTakeover). In a page the browser renders itself, the code is fetched at once.
 */
export function DeferredPart<M>({ code, render, fallback, className }: DeferredPartProps<M>) {
  // Set on the part the server renders until its code is in place in the browser: a form sent from it until then is
  // held back (src/ssr/earlyPresses.ts).
  const hydrating = useIsHydrating();
  const [awaitingCode, setAwaitingCode] = useState(hydrating);
  // The server renders the part whole; a browser that hydrates it waits for the user.
  const waitsForUse = awaitingCode && typeof document !== 'undefined';
  // Asked for while rendering, as React.lazy does: the code is on its way before the part is committed.
  if (!waitsForUse) void code.fetch();
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!waitsForUse || !area.current) return;
    return fetchOnUse(area.current, () => code.fetch());
  }, [waitsForUse, code]);
  // The part's content is made once, its props read on the first render only: an update reaching a part the server
  // rendered before its code has come would make React drop the server's HTML, and what was typed in it.
  const [content] = useState(() => {
    const Content = lazyContent(code, render, () => setAwaitingCode(false));
    return (
      <Suspense fallback={fallback}>
        <Content />
      </Suspense>
    );
  });
  return (
    <div ref={area} className={className} {...{ [AWAITING_CODE_ATTRIBUTE]: awaitingCode || undefined }}>
      {content}
    </div>
  );
}
