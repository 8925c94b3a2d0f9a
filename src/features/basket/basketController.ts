import type { Actor } from 'xstate';
import type { BasketMachine } from '../../../machines/basket/basketMachine.ts';
import { localBasketView, type BasketView } from '../../../machines/basket/basketView.ts';
import {
  selectCodeRefusal,
  selectStatus,
  selectView,
  type BasketStatus,
  type CodeRefusal,
} from '../../../machines/basket/selectors.ts';
import type { BasketEvent } from '../../../machines/basket/types.ts';
import { EMPTY_BASKET } from '../../../machines/basket/localBasket.ts';
import { LazyMachine } from '../../lib/machines/lazyMachine.ts';
import { basketStorage, readStoredBasket, subscribeToStoredBasket, type StoredBasket } from './basketStorage.ts';

const SERVER_STATE: BasketState = { status: 'local', basket: localBasketView(EMPTY_BASKET), codeRefusal: null };

export type BasketActorRef = Actor<BasketMachine>;

export interface BasketState {
  status: BasketStatus;
  basket: BasketView;
  /** The reduction code the server last refused, and why. */
  codeRefusal: CodeRefusal | null;
}

export interface BasketControllerOptions {
  /** Creates the basket machine's actor, unstarted; in the application, from a chunk fetched on demand. */
  loadActor: () => Promise<BasketActorRef>;
  readStored?: () => StoredBasket;
  subscribeStored?: (listener: (stored: StoredBasket) => void) => () => void;
  clearStored?: () => void;
}

/**
 * Holds the basket for the screens. Until the customer edits the basket or signs in, the count and the lines
 * come straight from the browser's storage and XState is not in the page; then the machine takes over.
 */
export class BasketController {
  readonly #options: Required<Omit<BasketControllerOptions, 'loadActor'>>;
  readonly #machine: LazyMachine<BasketMachine, BasketState>;
  /** The last sign-in or sign-out told: a machine fetched again after a failure must hear it again. */
  #session: Extract<BasketEvent, { type: 'auth.signedIn' | 'auth.signedOut' }> | null = null;
  #loadFailed = false;

  constructor({ loadActor, ...options }: BasketControllerOptions) {
    this.#options = {
      readStored: readStoredBasket,
      subscribeStored: subscribeToStoredBasket,
      clearStored: () => basketStorage.clear(),
      ...options,
    };
    const storedState = (): BasketState => {
      const { basket } = this.#options.readStored();
      // An empty basket is the server's state itself: a page it rendered is then hydrated without a second render.
      return basket.lines.length === 0
        ? SERVER_STATE
        : { status: 'local', basket: localBasketView(basket), codeRefusal: null };
    };
    this.#machine = new LazyMachine({
      loadActor,
      initialState: storedState(),
      select: (snapshot) => ({
        status: selectStatus(snapshot),
        basket: selectView(snapshot),
        codeRefusal: selectCodeRefusal(snapshot),
      }),
      // A broken machine leaves the basket as stored.
      whenFailed: storedState,
      // A signed-in customer's basket could not be fetched: the page says so and offers to try again.
      whenLoadFailed: () => {
        this.#loadFailed = true;
        return this.#session?.type === 'auth.signedIn' && this.#session.isFrontOffice
          ? { ...storedState(), status: 'loadFailed' }
          : storedState();
      },
    });
  }

  /** Follows the stored basket (this tab's and the other tabs' edits); returns how to stop. */
  start(): () => void {
    return this.#options.subscribeStored((stored) =>
      this.send({ type: 'basket.localChanged', basket: stored.basket, merged: stored.merged }),
    );
  }

  readonly getState = (): BasketState => this.#machine.getState();

  /**
   * What the server renders: an empty basket. A page it rendered is hydrated with it, then shows the stored basket,
   * so that the browser's first render matches the server's HTML.
   */
  readonly getServerState = (): BasketState => SERVER_STATE;

  readonly subscribe = (listener: () => void): (() => void) => this.#machine.subscribe(listener);

  send(event: BasketEvent): void {
    if (event.type === 'auth.signedIn' || event.type === 'auth.signedOut') this.#session = event;
    if (this.#loadFailed && event.type === 'basket.reload') {
      // The events sent while the machine was fetched were lost with it: the session first, then the reload.
      this.#loadFailed = false;
      if (this.#session) this.#machine.send(this.#session);
    }
    if (this.#machine.isIdle) {
      // Without the machine the visitor is anonymous, and these need nothing more than the storage.
      if (event.type === 'basket.localChanged') {
        this.#machine.publish({ status: 'local', basket: localBasketView(event.basket), codeRefusal: null });
        return;
      }
      if (event.type === 'auth.signedOut') {
        this.#options.clearStored();
        return;
      }
      // A back-office user has no basket to merge or load.
      if (event.type === 'auth.signedIn' && !event.isFrontOffice) return;
    }
    // The machine reads the storage when it starts: changes it reports meanwhile are already there.
    if (event.type === 'basket.localChanged' && this.#machine.isLoading) return;
    this.#machine.send(event);
  }

  /** Loads the machine now (a page that will need it, tests); resolves once it runs. */
  preload(): Promise<void> {
    return this.#machine.load();
  }

  stop(): void {
    this.#machine.stop();
  }
}

export function createBrowserBasketController(): BasketController {
  return new BasketController({
    loadActor: () => import('./basketRuntime.ts').then((module) => module.createBrowserBasketActor()),
  });
}
