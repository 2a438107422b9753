import { useSiteVariable } from '../../../lib/site-config.ts';

/** A chat address the page may open: the site's own path or an http(s) address, nothing else (no javascript:). */
const openable = (url: string | undefined) => (url && /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(url.trim()) ? url.trim() : null);

/**
 * /account/help: live chat, e-mail and phone with the service hours. The chat is the vendor's page
 * at the site variable LiveChat_Url (the demo seeds its own, /dev/chat), opened in a window of its
 * own; without it the page says the chat is not available and the other ways stay.
 */
export default function HelpPage() {
  const email = useSiteVariable('SupportEmail') ?? 'assistenza@betsite.example';
  const hours = useSiteVariable('CustomerCareHours');
  const chatUrl = openable(useSiteVariable('LiveChat_Url'));
  const phone = useSiteVariable('SupportPhone');
  return (
    <section className="page page--narrow">
      <h1>Assistenza clienti</h1>
      <p>Siamo qui per aiutarti con il tuo conto gioco, i pagamenti e le giocate.</p>
      {hours && <p className="muted">Orari del servizio: {hours}</p>}
      <div className="card stack" data-testid="help-chat">
        <h2>Chat dal vivo</h2>
        {chatUrl ? (
          <>
            <p>Scrivi a un operatore e ricevi risposta in pochi minuti.</p>
            <p>
              <a className="btn btn--primary" href={chatUrl} target="_blank" rel="noopener noreferrer">
                Apri la chat<span className="sr-only"> (si apre in una nuova finestra)</span>
              </a>
            </p>
          </>
        ) : (
          <p role="status">La chat dal vivo non è disponibile in questo momento. Puoi scriverci o chiamarci: trovi qui sotto email, telefono e orari.</p>
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
