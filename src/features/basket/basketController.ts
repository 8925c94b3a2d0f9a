import type { Actor } from 'xstate';
import type { BasketMachine } from '../../../machines/basket/basketMachine.ts';
import { localBasketView, type BasketView } from '../../../machines/basket/basketView.ts';
import { selectStatus, selectView, type BasketStatus } from '../../../machines/basket/selectors.ts';
import type { BasketEvent } from '../../../machines/basket/types.ts';
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
  readonly #options: Required<BasketControllerOptions>;
  readonly #listeners = new Set<() => void>();
  #state: BasketState;
  #actor: BasketActorRef | null = null;
  #loading = false;
  #pending: BasketEvent[] = [];
  #loaded: Promise<void> = Promise.resolve();

  constructor(options: BasketControllerOptions) {
    this.#options = {
      readStored: readStoredBasket,
      subscribeStored: subscribeToStoredBasket,
      clearStored: () => basketStorage.clear(),
      ...options,
    };
    this.#state = { status: 'local', basket: localBasketView(this.#options.readStored().basket) };
  }

  /** Follows the stored basket (this tab's and the other tabs' edits); returns how to stop. */
  start(): () => void {
    return this.#options.subscribeStored((stored) => this.send({ type: 'basket.localChanged', basket: stored.basket, merged: stored.merged }));
  }

  readonly getState = (): BasketState => this.#state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  send(event: BasketEvent): void {
    if (this.#actor) {
      this.#actor.send(event);
      return;
    }
    if (!this.#loading) {
      // Without the machine the visitor is anonymous, and these need nothing more than the storage.
      if (event.type === 'basket.localChanged') {
        this.#publish({ status: 'local', basket: localBasketView(event.basket) });
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
    if (event.type !== 'basket.localChanged') this.#pending.push(event);
    this.#load();
  }

  /** Loads the machine now (a page that will need it, tests); resolves once it runs. */
  async preload(): Promise<void> {
    if (this.#actor) return;
    this.#load();
    await this.#loaded;
  }

  stop(): void {
    this.#actor?.stop();
  }

  #load(): void {
    if (this.#loading || this.#actor) return;
    this.#loading = true;
    this.#loaded = this.#options.loadActor().then(
      (actor) => {
        this.#actor = actor;
        this.#loading = false;
        actor.subscribe({
          next: (snapshot) => this.#publish({ status: selectStatus(snapshot), basket: selectView(snapshot) }),
          // A broken machine leaves the basket as stored.
          error: () => this.#publish({ status: 'local', basket: localBasketView(this.#options.readStored().basket) }),
        });
        actor.start();
        for (const event of this.#pending.splice(0)) actor.send(event);
      },
      () => {
        // The chunk could not be fetched (offline, a new version deployed): the next edit tries again.
        this.#loading = false;
        this.#pending = [];
      },
    );
  }

  #publish(state: BasketState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }
}

export function createBrowserBasketController(): BasketController {
  return new BasketController({
    loadActor: () => import('./basketRuntime.ts').then((module) => module.createBrowserBasketActor()),
  });
}
