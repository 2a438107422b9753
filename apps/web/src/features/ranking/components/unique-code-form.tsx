import { RANKING_TEXT as T } from '@betsite/contract/ranking-messages';
import { CodeForm } from '../../../ui/code-form.tsx';

/** The unique-code input with its button (§2, §5): only a non-empty code is redeemed; cleared after a success. */
export function UniqueCodeForm({ busy, onRedeem }: { busy: boolean; onRedeem: (code: string) => Promise<boolean> }) {
  return (
    <CodeForm
      className="ranking-code"
      formLabel="Sblocca un codice unico"
      label={T.uniqueCode}
      placeholder={T.codePlaceholder}
      button={T.codeButton}
      busy={busy}
      onRedeem={onRedeem}
    />
  );
}
