import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverMessages } from '../db/schema/index.ts';

type Seed = typeof serverMessages.$inferInsert;

/**
 * One server message for every trigger and template (document 2). Each is tied to one page
 * (SpecificPage) so it shows where a demo looks for it and nowhere else: visitors on /pages/contatti,
 * logged-in players on /pages/carta-servizi (and on logging out from there).
 */
const DEMO: Seed[] = [
  {
    triggerId: 1,
    templateId: 1,
    title: 'Benvenuto su Betsite',
    subTitle: 'Registrati in pochi minuti',
    body: 'Apri il tuo conto gioco e ricevi il bonus di benvenuto sulla prima ricarica.',
    buttonText: 'Registrati',
    buttonInternalLink: '/account/registration',
    specificPage: '/pages/contatti',
    maxVisualizationNumber: 2,
  },
  {
    triggerId: 1,
    templateId: 2,
    title: 'Assistenza clienti',
    body: 'Il servizio clienti risponde tutti i giorni dalle 9 alle 22.',
    buttonText: 'Contattaci',
    buttonInternalLink: '/account/help',
    specificPage: '/pages/contatti',
  },
  {
    triggerId: 2,
    templateId: 1,
    title: 'Nuova Carta dei servizi',
    subTitle: 'Aggiornata a novembre',
    body: 'Abbiamo aggiornato la Carta dei servizi: leggi le novità sui tempi di prelievo.',
    specificPage: '/pages/carta-servizi',
    maxVisualizationNumber: 3,
  },
  {
    triggerId: 2,
    templateId: 2,
    title: 'Prelievi più veloci',
    body: 'Da questo mese i prelievi con carta vengono pagati entro 24 ore.',
    buttonText: 'Preleva',
    buttonInternalLink: '/account/prelievo',
    specificPage: '/pages/carta-servizi',
  },
  {
    triggerId: 3,
    templateId: 1,
    title: 'A presto!',
    body: 'Grazie per aver giocato con noi. Ricorda: il gioco è vietato ai minori e può causare dipendenza.',
    specificPage: '/pages/carta-servizi',
  },
  {
    triggerId: 3,
    templateId: 2,
    title: 'Gioca responsabilmente',
    body: 'Puoi impostare limiti di deposito e di gioco in ogni momento dal tuo conto.',
    buttonText: 'Gioco responsabile',
    buttonInternalLink: '/pages/gioco-responsabile',
    specificPage: '/pages/carta-servizi',
  },
];

/** Idempotent: a demo message is inserted when none with its title exists. */
export async function seedServerMessages(db: Db): Promise<void> {
  for (const m of DEMO) {
    const [found] = await db.select({ id: serverMessages.id }).from(serverMessages).where(eq(serverMessages.title, m.title));
    if (!found) await db.insert(serverMessages).values(m);
  }
}
