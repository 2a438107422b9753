import { useSiteVariable } from '../../../lib/site-config.ts';

/**
 * /account/help: live chat and the support mail link. The chat is the vendor's widget, loaded in
 * a frame when the site variable LiveChat_Url is set (the seam for the real service); without it
 * the page says so and offers the mail link.
 */
export default function HelpPage() {
  const email = useSiteVariable('SupportEmail') ?? 'assistenza@betsite.example';
  const hours = useSiteVariable('CustomerCareHours');
  const chatUrl = useSiteVariable('LiveChat_Url');
  const phone = useSiteVariable('SupportPhone');
  return (
    <section className="page page--narrow">
      <h1>Assistenza clienti</h1>
      <p>Siamo qui per aiutarti con il tuo conto gioco, i pagamenti e le giocate.</p>
      {hours && <p className="muted">Orari del servizio: {hours}</p>}
      <div className="card stack">
        <h2>Chat dal vivo</h2>
        {chatUrl ? (
          <iframe className="help__chat" title="Chat con l'assistenza clienti" src={chatUrl} loading="lazy" />
        ) : (
          <p>La chat dal vivo non è disponibile in questo momento. Scrivici e ti risponderemo al più presto.</p>
        )}
      </div>
      <div className="card stack">
        <h2>Scrivici</h2>
        <p>
          Invia una email a <a href={`mailto:${email}`}>{email}</a>: ti risponderemo entro 24 ore.
        </p>
      </div>
      {phone && (
        <div className="card stack">
          <h2>Chiamaci</h2>
          <p>
            Telefono: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            {hours && ` (${hours.charAt(0).toLowerCase()}${hours.slice(1)})`}
          </p>
        </div>
      )}
    </section>
  );
}
