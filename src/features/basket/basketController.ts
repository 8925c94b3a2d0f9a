import type { Actor } from 'xstate';
import type { BasketMachine } from '../../../machines/basket/basketMachine.ts';
import { localBasketView, type BasketView } from '../../../machines/basket/basketView.ts';
import { selectStatus, selectView, type BasketStatus } from '../../../machines/basket/selectors.ts';
import type { BasketEvent } from '../../../machines/basket/types.ts';
import { LazyMachine } from '../../lib/machines/lazyMachine.ts';
import { basketStorage, readStoredBasket, subscribeToStoredBasket, type StoredBasket } from './basketStorage.ts';

export type BasketActorRef = Actor<BasketMachine>;

export interface BasketState {
  status: BasketStatus;
  basket: BasketView;
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

  constructor({ loadActor, ...options }: BasketControllerOptions) {
    this.#options = {
      readStored: readStoredBasket,
      subscribeStored: subscribeToStoredBasket,
      clearStored: () => basketStorage.clear(),
      ...options,
    };
    const storedState = (): BasketState => ({
      status: 'local',
      basket: localBasketView(this.#options.readStored().basket),
    });
    this.#machine = new LazyMachine({
      loadActor,
      initialState: storedState(),
      select: (snapshot) => ({ status: selectStatus(snapshot), basket: selectView(snapshot) }),
      // A broken machine leaves the basket as stored.
      whenFailed: storedState,
    });
  }

  /** Follows the stored basket (this tab's and the other tabs' edits); returns how to stop. */
  start(): () => void {
    return this.#options.subscribeStored((stored) =>
      this.send({ type: 'basket.localChanged', basket: stored.basket, merged: stored.merged }),
    );
  }

  readonly getState = (): BasketState => this.#machine.getState();

  readonly subscribe = (listener: () => void): (() => void) => this.#machine.subscribe(listener);

  send(event: BasketEvent): void {
    if (this.#machine.isIdle) {
      // Without the machine the visitor is anonymous, and these need nothing more than the storage.
      if (event.type === 'basket.localChanged') {
        this.#machine.publish({ status: 'local', basket: localBasketView(event.basket) });
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
