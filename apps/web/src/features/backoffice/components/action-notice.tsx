import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../lib/api.ts';

/** The outcome of an operator's last action on a back-office page. */
export interface ActionNotice {
  tone: 'success' | 'error';
  text: string;
}

/** Shows the last action's outcome: read out politely when it worked, at once (alert) when it failed. */
export function ActionNoticeBox({ notice }: { notice: ActionNotice | null }) {
  if (!notice) return null;
  return (
    <div className={`notice notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </div>
  );
}

/**
 * A page's (or form's) notice and `run`, which carries out an operator's action: when it works it
 * shows `success` (a text, or one made from the action's answer) and refreshes the `refresh` query;
 * when it fails it shows the error and hands it to `onError` (a form's field errors). Answers
 * whether the action worked.
 */
export function useActionNotice(refresh?: QueryKey) {
  const qc = useQueryClient();
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const run = async <T,>(action: () => Promise<T>, success: string | ((answer: T) => string), onError?: (err: unknown) => void): Promise<boolean> => {
    try {
      const answer = await action();
      setNotice({ tone: 'success', text: typeof success === 'function' ? success(answer) : success });
      if (refresh) await qc.invalidateQueries({ queryKey: refresh });
      return true;
    } catch (err) {
      onError?.(err);
      setNotice({ tone: 'error', text: errorText(err) });
      return false;
    }
  };
  return { notice, setNotice, run };
}
