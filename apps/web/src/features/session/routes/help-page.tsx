import { useSiteVariable } from '../../site/api/site-config.ts';

/** /account/help: live chat and the support mail link. */
export default function HelpPage() {
  const email = useSiteVariable('SupportEmail') ?? 'assistenza@betsite.example';
  const hours = useSiteVariable('CustomerCareHours');
  return (
    <section className="page page--narrow">
      <h1>Assistenza clienti</h1>
      <p>Siamo qui per aiutarti con il tuo conto gioco, i pagamenti e le giocate.</p>
      {hours && <p className="muted">Orari del servizio: {hours}</p>}
      <div className="card stack">
        <h2>Chat dal vivo</h2>
        <p>La chat con un operatore è disponibile negli orari del servizio clienti.</p>
        <a className="btn btn--primary" href={`mailto:${email}?subject=${encodeURIComponent('Richiesta chat assistenza')}`}>
          Avvia la chat
        </a>
      </div>
      <div className="card stack">
        <h2>Scrivici</h2>
        <p>
          Invia una email a <a href={`mailto:${email}`}>{email}</a>: ti risponderemo entro 24 ore.
        </p>
      </div>
    </section>
  );
}
