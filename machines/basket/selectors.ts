import type { SnapshotFrom } from 'xstate';
import type { BasketMachine } from './basketMachine.ts';
import { localBasketView, serverBasketView, type BasketView } from './basketView.ts';

export type BasketSnapshot = SnapshotFrom<BasketMachine>;

/** Where the basket stands, as the screens need it. */
export type BasketStatus = 'local' | 'merging' | 'mergeFailed' | 'loading' | 'loadFailed' | 'ready' | 'busy';

export function selectStatus(snapshot: BasketSnapshot): BasketStatus {
  if (snapshot.matches('anonymous')) return 'local';
  if (snapshot.matches({ account: 'merging' })) return 'merging';
  if (snapshot.matches({ account: 'mergeFailed' })) return 'mergeFailed';
  if (snapshot.matches({ account: 'loading' })) return 'loading';
  if (snapshot.matches({ account: 'loadFailed' })) return 'loadFailed';
  if (snapshot.matches({ account: 'ready' })) return 'ready';
  return 'busy';
}

/** The account's basket once the server has it; the browser's until then (and if the merge failed). */
export function selectView(snapshot: BasketSnapshot): BasketView {
  const { server, local } = snapshot.context;
  return server && !snapshot.matches('anonymous') ? serverBasketView(server) : localBasketView(local);
}

/** A refused reduction code and the server's reason, as the code's field shows them. */
export interface CodeRefusal {
  code: string;
  message: string;
}

export function selectCodeRefusal(snapshot: BasketSnapshot): CodeRefusal | null {
  const { code, codeRefusal } = snapshot.context;
  return codeRefusal === null ? null : { code, message: codeRefusal };
}
