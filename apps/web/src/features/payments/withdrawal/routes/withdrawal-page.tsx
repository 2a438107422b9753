import { useRef, useState } from 'react';
import type { TPaymentMethod } from '@betsite/contract/payments';
import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import { paths } from '../../../../lib/paths.ts';
import { formatCents } from '../../../../lib/format.ts';
import { isMobileNow, prefersReducedMotion } from '../../../../lib/use-media.ts';
import { Loader, SectionDisabled } from '../../../../ui/status-pages.tsx';
import { useBalance } from '../../../session/index.ts';
import { useSession } from '../../../../lib/session-store.ts';
import { useStillLoading } from '../../../../lib/use-still-loading.ts';
import { useSiteConfig } from '../../../../lib/site-config.ts';
import { useWithdrawalMethods } from '../api/withdrawal-calls.ts';
import { MethodTable } from '../components/method-table.tsx';
import { DisputeHeldNotice, ReversalOwedNotice, WithdrawalBlockNotice } from '../components/withdrawal-block.tsx';
import { WithdrawalForm } from '../components/withdrawal-form.tsx';
import { withdrawalBlock } from '@betsite/domain/payment-eligibility';
import { paymentFacts } from '../../payment-facts.ts';
import { onDemand } from '../../../../ui/on-demand.tsx';
import { Link } from '../../../../lib/link.tsx';
import '../withdrawal.css';

/**
 * The provider's frame replaces the form only where the operator turned PaaS on: its code (and the
 * deposit texts it shares with the deposit page) loads then, not on every withdrawal page.
 */
const PaasFrame = onDemand(async () => ({ default: (await import('../../deposit/components/paas-frame.tsx')).PaasFrame }), <Loader />);

/** /account/prelievo (document 3 §2): methods, amount, password, per-method fields, 'Prelievi in attesa'. */
export default function WithdrawalPage() {
  const user = useSession((s) => s.user);
  const config = useSiteConfig();
  const methods = useWithdrawalMethods();
  const balance = useBalance();
  const [selected, setSelected] = useState<TPaymentMethod | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  // The form renders in slices once its data is in, not in the store update that brought it.
  const loading = useStillLoading(config.isPending || methods.isPending);
  // Slots and limits are judged at the time the page renders; a re-render after a minute is fine.
  const now = new Date();

  if (!user) return null;
  if (loading) return <Loader />;
  const modules = config.data?.modules ?? {};
  if (!modules.Withdraw) return <SectionDisabled />;
  if (modules.Disable_All_Withdraw) return <SectionDisabled temporary />;
  const prelevabile = balance.data?.prelevabile ?? user.prelevabile;
  // A reversed deposit's debt the cash cannot cover: the server refuses until a deposit repays it.
  const debito = balance.data?.debito ?? user.debito ?? 0;
  // A buyer's dispute of a deposit holds that much from withdrawals until it closes (prelevabile already leaves it out).
  const contestato = balance.data?.contestato ?? user.contestato ?? 0;
  const list = methods.data ?? [];
  // Modules off were answered above, so the rule's block is one the notice shows.
  const rule = withdrawalBlock(paymentFacts(user), modules);
  const block = rule === 'disabled' ? null : rule;
  const alertText = config.data?.variables.MessageAlertPrelievi_Testo || T.alertDefault;
  const current = selected ?? list[0];
  const choose = (m: TPaymentMethod) => {
    setSelected(m);
    // On phones the form sits under the list: bring it into view once the method is chosen by touch
    // or mouse. Not from the keyboard: arrowing through the radios would send the focused one out of sight.
    if (isMobileNow() && m.Id !== current?.Id && !document.activeElement?.matches(':focus-visible')) {
      const smooth = !prefersReducedMotion();
      requestAnimationFrame(() => formRef.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' }));
    }
  };

  return (
    <section className="page wd">
      <header className="wd__head">
        <div>
          <h1>{T.pageTitle}</h1>
          <p className="wd__cash">
            Saldo prelevabile: <strong>{formatCents(prelevabile)}</strong>
          </p>
        </div>
        <Link className="btn btn--ghost" to={paths.elencoPrelievi}>
          {T.pendingButton}
        </Link>
      </header>
      {modules.MessageAlertPrelievi_Attivo && (
        <p className="notice notice--info wd__alert" role="note">
          {alertText}
        </p>
      )}
      {contestato > 0 && !block && debito === 0 && <DisputeHeldNotice cents={contestato} />}
      {block ? (
        <WithdrawalBlockNotice kind={block} statoConto={user.statoConto} />
      ) : debito > 0 ? (
        <ReversalOwedNotice cents={debito} />
      ) : modules.DepositWithPaas_Enabled ? (
        <PaasFrame kind="withdraw" isMobile={isMobileNow()} />
      ) : !current ? (
        <p className="empty-state">Non sono disponibili dati</p>
      ) : (
        <div className="wd__layout">
          <MethodTable methods={list} selectedId={current.Id} now={now} onSelect={choose} />
          <div ref={formRef} className="wd__form-slot">
            <WithdrawalForm key={current.Id} method={current} user={user} prelevabile={prelevabile} now={now} isMobile={isMobileNow()} />
          </div>
        </div>
      )}
    </section>
  );
}
