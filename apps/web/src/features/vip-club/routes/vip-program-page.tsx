import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVipProgram } from '@betsite/contract/vip-club';
import { VIP_STATEMENT_PAGE_SIZE } from '@betsite/contract/vip-club-codes';
import { VIP_TEXT as T } from '@betsite/contract/vip-club-messages';
import { errorText } from '../../../lib/api.ts';
import { callAnswer } from '../../../lib/call-api.ts';
import { Refusal } from '../../../lib/refusal.ts';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { Loader, SectionDisabled } from '../../../ui/status-pages.tsx';
import { useCompPoint, useVipProgram, useVipPromos, vipCalls, vipKeys } from '../api/vip-calls.ts';
import { MembershipNotice } from '../components/membership-notice.tsx';
import { PointsStatement } from '../components/points-statement.tsx';
import { ProgressChart } from '../components/progress-chart.tsx';
import '../vip-club.css';
import { PlatformPoints } from '../components/platform-points.tsx';
import { Link } from '../../../lib/link.tsx';

type Open = 'statement' | 'points' | 'level' | null;

/** /account/vip-program (document 3 §2, §4): VIP Club — apply, status, level card, progress chart, points and statement. */
export default function VipProgramPage() {
  const config = useSiteConfig();
  const modules = config.data?.modules ?? {};
  if (config.isPending) return <Loader />;
  // Hidden under ConsentiSoloPrelievo (§2) like every VIP page.
  if (modules.ConsentiSoloPrelievo)
    return (
      <section className="page vip-page">
        <h1>{T.clubTitle}</h1>
        <p className="empty-state">{T.empty}</p>
      </section>
    );
  if (!modules.VIP2_Enabled) return <SectionDisabled />;
  return <VipClub />;
}

function VipClub() {
  const program = useVipProgram();
  return (
    <section className="page vip-page">
      <h1>{T.clubTitle}</h1>
      {program.isPending ? (
        <Loader />
      ) : program.error instanceof Refusal ? (
        // Not an active member (§4): the server's message, and the request button for -1110.
        <MembershipNotice refusal={program.error} />
      ) : program.error ? (
        <p className="notice notice--error">{errorText(program.error)}</p>
      ) : (
        <Member program={program.data} />
      )}
    </section>
  );
}

function Member({ program }: { program: TVipProgram }) {
  const [open, setOpen] = useState<Open>(null);
  const points = useCompPoint();
  const promos = useVipPromos(true);
  const total = program.ProgressBars[0]!;
  const level = program.Levels.find((l) => l.Id === program.levelId);
  const platforms = program.ProgressBars.slice(1);
  return (
    <>
      <div className="vip-grid">
        <article className="card vip-status" aria-labelledby="vip-status-title">
          <h2 id="vip-status-title">Iscrizione</h2>
          <dl className="vip-facts">
            <div>
              <dt>Stato</dt>
              <dd>{program.Stato}</dd>
            </div>
            <div>
              <dt>Iscritto dal</dt>
              <dd>{formatDate(program.DataAdesione)}</dd>
            </div>
          </dl>
          <div className="vip-actions">
            <button type="button" className="btn btn--outline" onClick={() => setOpen('points')}>
              {T.pointsTitle}
            </button>
            <button type="button" className="btn btn--outline" onClick={() => setOpen('statement')}>
              {T.statementTitle}
            </button>
          </div>
        </article>

        <article className={`card vip-card vip-card--${program.levelId}`} aria-labelledby="vip-level-title">
          <p className="vip-card__kicker">Il tuo livello</p>
          <h2 id="vip-level-title" className="vip-card__level">
            {program.level}
          </h2>
          <p className="vip-card__since">dal {formatDate(program.dal)}</p>
          <p>{level?.Description}</p>
          <button type="button" className="btn btn--primary" onClick={() => setOpen('level')}>
            {T.levelTitle}
          </button>
        </article>

        <article className="card vip-progress" aria-labelledby="vip-progress-title">
          <h2 id="vip-progress-title">Avanzamento</h2>
          <ProgressChart
            progress={{
              points: total.Points,
              level: total.LevelName,
              next: total.NextLevelName,
              nextPoints: total.NextLevelPoints,
              from: program.Levels.find((l) => l.Name === total.LevelName)?.MinPoints ?? 0,
              percent: total.Percent,
            }}
          />
          <ul className="vip-bars">
            {platforms.map((b) => (
              <li key={b.PlatformType_Name}>
                <span>
                  {b.PlatformType_Name}: {b.Points} pt · {b.LevelName}
                  {b.NextLevelName ? ` → ${b.NextLevelName} (${b.NextLevelPoints} pt)` : ''}
                </span>
                <ProgressBar value={b.Percent} label={`${b.PlatformType_Name}: avanzamento verso ${b.NextLevelName ?? b.LevelName}`} />
              </li>
            ))}
          </ul>
        </article>
      </div>

      <section className="vip-promos" aria-labelledby="vip-promos-title">
        <h2 id="vip-promos-title">Promozioni VIP</h2>
        {promos.isPending ? (
          <Loader />
        ) : (promos.data?.length ?? 0) === 0 ? (
          <p className="empty-state">{T.empty}</p>
        ) : (
          <ul className="vip-list">
            {promos.data!.map((p) => (
              <li key={p.Id} className="vip-item">
                <h3 className="vip-item__name">{p.Title}</h3>
                <p className="vip-item__desc">{p.Description}</p>
                <p className="vip-promo__meta">
                  Livello {p.LevelName} · Fino al {formatDate(p.DateTo)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Modal open={open === 'statement'} title={T.statementTitle} size="md" onClose={() => setOpen(null)}>
        <PointsStatement subscriptionId={program.SubscriptionId} pageSize={VIP_STATEMENT_PAGE_SIZE} />
      </Modal>

      <Modal open={open === 'points'} title={T.pointsTitle} onClose={() => setOpen(null)}>
        {points.isPending ? (
          <Loader />
        ) : points.error instanceof Refusal || !points.data ? (
          // A refusal with the server's message, any other failure (with no points read before) with its own.
          <p className="notice notice--error">{errorText(points.error)}</p>
        ) : (
          <>
            <PlatformPoints data={points.data} className="vip-facts" />
            <Link className="btn btn--primary" to={paths.compPoint}>
              Converti i punti
            </Link>
          </>
        )}
      </Modal>

      <LevelModal open={open === 'level'} program={program} onClose={() => setOpen(null)} />
    </>
  );
}

/** The card level and description modal (§2), with the card request of the level reached. */
function LevelModal({ open, program, onClose }: { open: boolean; program: TVipProgram; onClose: () => void }) {
  const qc = useQueryClient();
  const current = program.Levels.find((l) => l.Id === program.levelId);
  // The answer, success or refusal, closes the modal and opens 'Richiesta' with the server's text; a failure to reach the server leaves the modal open.
  const answered = async (text: string, tone: 'success' | 'error') => {
    onClose();
    showDialog({ title: T.requestTitle, text, tone });
    await qc.invalidateQueries({ queryKey: vipKeys.program });
  };
  const request = useMutation({
    mutationFn: (Id: number) => callAnswer(vipCalls.VipCardRequest, { body: { Id } }),
    onSuccess: ({ message }) => answered(message ?? '', 'success'),
    onError: (err) => (err instanceof Refusal ? answered(err.message, 'error') : showDialog({ title: T.requestTitle, text: errorText(err), tone: 'error' })),
  });
  const requested = program.CardRequestedId === program.levelId;
  return (
    <Modal
      open={open}
      title={T.levelTitle}
      size="md"
      onClose={onClose}
      footer={
        <button type="button" className="btn btn--primary" disabled={request.isPending || requested} onClick={() => current && request.mutate(current.Id)}>
          {requested ? `Card richiesta il ${formatDate(program.CardRequestedAt)}` : `Richiedi la ${current?.CardName ?? 'card'}`}
        </button>
      }
    >
      <ol className="vip-levels">
        {program.Levels.map((l) => (
          <li key={l.Id} className={l.Id === program.levelId ? 'vip-levels__current' : undefined} aria-current={l.Id === program.levelId ? 'step' : undefined}>
            <strong>
              {l.Name} · {l.CardName}
            </strong>{' '}
            <span>da {l.MinPoints} pt</span>
            <p>{l.Description}</p>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
