import type { TabChannel, TabMessage } from '../../../src/features/auth/tabChannel.ts';

/** The other tabs of the browser, played by the test: what this tab posts, and what they post to it. */
export function fakeTabChannel() {
  const handlers = new Set<(message: TabMessage) => void>();
  const posted: TabMessage[] = [];
  const channel: TabChannel = {
    post: (message) => posted.push(message),
    listen(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
  return {
    channel,
    posted,
    /** Another tab posts `message`. */
    receive(message: TabMessage): void {
      for (const handler of handlers) handler(message);
    },
    listeners: () => handlers.size,
  };
}
