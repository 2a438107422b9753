import { useEffect } from 'react';
import { useSession } from '../../lib/session-store.ts';

/**
 * Content for visitors only: the page the server rendered for a visitor has it (the welcome slide,
 * 'Registrati' buttons: Visibility 2, condition NOTLOGGED), marked `data-visitor-only`. Under a
 * stored session index.html sets `data-hide-visitor` on the document, and the stylesheet hides that
 * content, so a returning player never sees it flash before their own content replaces it. The mark
 * goes once the browser knows there is no player (the stored session was refused, or a logout),
 * after React has rendered that: then the visitor's content shows. While the session is being
 * checked, and once it is confirmed, it stays: React takes the content away part by part as each
 * part of the page hydrates, and a part still waiting keeps the server's markup hidden meanwhile.
 */
export function useVisitorContentShown(): void {
  const noPlayer = useSession((s) => s.ready && s.user === null);
  useEffect(() => {
    if (noPlayer) document.documentElement.removeAttribute('data-hide-visitor');
  }, [noPlayer]);
}
