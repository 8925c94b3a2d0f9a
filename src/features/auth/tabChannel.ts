/** What a tab tells the other tabs of the browser. */
export type TabMessage = 'signedIn' | 'signedOut';

/** The tabs of this browser, talking to each other about the session. */
export interface TabChannel {
  post(message: TabMessage): void;
  /** Hears what the other tabs post (never what this tab posts); returns how to stop. */
  listen(handler: (message: TabMessage) => void): () => void;
}

const CHANNEL_NAME = 'portail.session';

function isTabMessage(value: unknown): value is TabMessage {
  return value === 'signedIn' || value === 'signedOut';
}

/**
 * A BroadcastChannel, created the first time it is used. One object for the tab: a channel does not hear what it
 * posts itself, while another object of the same name in the same tab would. Without BroadcastChannel (an old
 * browser) every tab keeps to itself.
 */
function createBroadcastTabChannel(): TabChannel {
  let channel: BroadcastChannel | null | undefined;
  const open = (): BroadcastChannel | null => {
    if (channel === undefined)
      channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
    return channel;
  };
  return {
    post: (message) => open()?.postMessage(message),
    listen(handler) {
      const current = open();
      if (!current) return () => {};
      const listener = (event: MessageEvent<unknown>) => {
        if (isTabMessage(event.data)) handler(event.data);
      };
      current.addEventListener('message', listener);
      return () => current.removeEventListener('message', listener);
    },
  };
}

/** The application's channel, shared by the session's controller (listening) and its machine (posting). */
export const tabChannel = createBroadcastTabChannel();
