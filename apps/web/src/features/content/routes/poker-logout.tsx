import { useEffect } from 'react';

/** Message the poker client's parent frame listens for to close the embedded frame. */
export const CLOSE_FRAME_MESSAGE = 'closeFrame';

/** /pages/pokerLogout: the poker client ended its session inside our frame; ask the parent to close it. */
export function PokerLogout() {
  useEffect(() => {
    // The parent may be on the poker provider's origin, and the message carries no data: any origin may read it.
    if (window.parent !== window) window.parent.postMessage(CLOSE_FRAME_MESSAGE, '*');
  }, []);
  return <p className="sr-only">Chiusura in corso</p>;
}
