/**
 * The params an action takes from an invoked actor's outcome, named so that the state tree says what is kept:
 * `params: failure` keeps the error, `params: output('plan')` keeps the output as `plan`.
 */

/** An actor's error, as `{ error }`. */
export const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** An actor's output, as `{ [key]: output }`. */
export function output<const K extends string>(key: K) {
  return <T>({ event }: { event: { output: T } }) => ({ [key]: event.output }) as Record<K, T>;
}
