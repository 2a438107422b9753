import { useEffect, useRef, useState } from 'react';
import type { TPaymentMethod } from '@betsite/contract/payments';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import { Loader, SectionDisabled } from '../../../../ui/status-pages.tsx';
import { useSiteConfig } from '../../../../lib/site-config.ts';
import { useSession } from '../../../../lib/session-store.ts';
import { useStillLoading } from '../../../../lib/use-still-loading.ts';
import { useDepositMethods } from '../api/deposit-calls.ts';
import { DepositBlock, isShownDepositBlock } from '../components/deposit-block.tsx';
import { DepositForm } from '../components/deposit-form.tsx';
import { DepositStateBlock } from '../components/deposit-state-block.tsx';
import { MethodTiles } from '../components/method-tiles.tsx';
import { depositBlock } from '@betsite/domain/payment-eligibility';
import { paymentFacts } from '../../payment-facts.ts';
import { readLastDeposit } from '../lib/last-deposit.ts';
import { scrollToElement } from '../lib/scroll.ts';
import { useIsMobile } from '../../../../lib/use-media.ts';
import { onDemand } from '../../../../ui/on-demand.tsx';
import '../deposit.css';

/** The provider's frame replaces the forms only where the operator turned PaaS on: its code loads then. */
const PaasFrame = onDemand(async () => ({ default: (await import('../components/paas-frame.tsx')).PaasFrame }), <Loader label={DEPOSIT_TEXT.paasLoading} />);

/** /account/ricarica (document 3 §2). */
export default function DepositPage() {
  const user = useSession((s) => s.user);
  const config = useSiteConfig();
  const methods = useDepositMethods();
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(false);
  const [selected, setSelected] = useState<TPaymentMethod | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const [focusForm, setFocusForm] = useState(0);
  useEffect(() => {
    if (focusForm > 0) document.getElementById('deposit-form-title')?.focus({ preventScroll: true });
  }, [focusForm]);
  // The form renders in slices once its data is in, not in the store update that brought it.
  const loading = useStillLoading(config.isPending || methods.isPending);

  if (!user) return null;
  // The loader stays until the Deposit module (site configuration) and the methods have loaded.
  if (loading) return <Loader />;
  const modules = config.data?.modules ?? {};
  // Switched off for everyone for a while: said as the withdrawal page says it, not left to a refused submit.
  if (modules.Deposit && modules.Disable_All_Deposit) return <SectionDisabled temporary />;
  const list = methods.data ?? [];
  const title = <h1 className="deposit__title">Ricarica</h1>;
  if (!modules.Deposit || modules.ConsentiSoloPrelievo || list.length === 0) {
    return (
      <section className="page deposit">
        {title}
        <p className="empty-state">{DEPOSIT_TEXT.noData}</p>
      </section>
    );
  }
  // The server refuses these too; the page says so before any form is filled in.
  const block = depositBlock(paymentFacts(user), modules);
  if (block === 'state') {
    return (
      <section className="page deposit">
        {title}
        <DepositStateBlock statoConto={user.statoConto} />
      </section>
    );
  }
  if (isShownDepositBlock(block)) {
    return (
      <section className="page deposit">
        {title}
        <DepositBlock kind={block} />
      </section>
    );
  }
  if (modules.DepositWithPaas_Enabled) {
    return (
      <section className="page deposit">
        {title}
        <PaasFrame isMobile={isMobile} />
      </section>
    );
  }

  const last = readLastDeposit();
  const current = selected ?? list.find((m) => m.Id === last?.Id) ?? list[0]!;
  const choose = (m: TPaymentMethod) => {
    setSelected(m);
    if (!isMobile) return;
    requestAnimationFrame(() => formRef.current && scrollToElement(formRef.current, 500));
    // Chosen from the keyboard, the focus follows the page down to the form (else it stays on a tile
    // scrolled out of sight, and Tab goes on through the other tiles).
    if (document.activeElement?.matches(':focus-visible')) setFocusForm((n) => n + 1);
  };

  return (
    <section className="page deposit">
      {title}
      <p className="muted">Scegli il metodo di pagamento e l’importo da ricaricare.</p>
      <div className="deposit__layout">
        <MethodTiles methods={list} selectedId={current.Id} isMobile={isMobile} expanded={expanded} onExpand={setExpanded} onSelect={choose} />
        <div ref={formRef} className="deposit__form">
          <DepositForm key={current.Id} method={current} user={user} isMobile={isMobile} />
        </div>
      </div>
    </section>
  );
}
