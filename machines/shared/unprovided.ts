import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

/** Why a machine whose effects were never given through `.provide()` stops. */
export function unprovidedError(machine: string, actor: string): Error {
  return new Error(`The ${machine} machine's ${actor} actor was not provided`);
}

/**
 * Stand-in for an effect that the machine's implementations provide (`machine.provide({ actors })`): the machine
 * declares the actor's output and input, and a machine left without the real effect fails loudly.
 */
export function unprovidedActor<TOutput, TInput = NonReducibleUnknown>(machine: string, actor: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(unprovidedError(machine, actor)));
}

/** The same stand-in for a callback actor (a timer, a listener). */
export function unprovidedCallback<TEvent extends EventObject = EventObject, TInput = NonReducibleUnknown>(
  machine: string,
  actor: string,
) {
  return fromCallback<TEvent, TInput>(() => {
    throw unprovidedError(machine, actor);
  });
}

/**
 * Stand-ins for the promise actors `names` of `TActors`, the type of the actors the machine's implementations give:
 * the machine declares them with their real outputs and inputs, and fails loudly if it runs without them.
 */
export function unprovidedActors<TActors extends object>(machine: string, names: readonly (keyof TActors & string)[]) {
  return Object.fromEntries(names.map((name) => [name, unprovidedActor(machine, name)])) as TActors;
}
