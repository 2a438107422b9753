import { paymentMethodLabel } from '@betsite/domain/movement-labels';
import { eq } from 'drizzle-orm';
import { EVENT_NOTIFICATION_TEXT as T } from '@betsite/contract/event-notification-texts';
import { NOTIFICATION_TYPES as N } from '@betsite/contract/notifications';
import type { Db } from '../db/client.ts';
import { notifications, users } from '../db/schema/index.ts';

const HOUR = 3_600_000;

/** demouser1's notifications: six not archived (one unread type 8), one archived; each once (dedupe key). */
const DEMO = [
  {
    key: 'seed:1',
    typeId: N.RicaricaAccreditata,
    title: T.depositCreditedTitle,
    body: T.depositCreditedBody('50,00 €', paymentMethodLabel('Ricarica_Paypal')),
    isRead: true,
    ageH: 72,
  },
  {
    key: 'seed:2',
    typeId: N.BetAccepted,
    title: 'Scommessa accettata',
    body: 'La tua scommessa sulla partita Inter - Milan è stata accettata.',
    isRead: true,
    ageH: 48,
  },
  { key: 'seed:3', typeId: N.PrelievoPagato, title: T.withdrawalPaidTitle, body: T.withdrawalPaidBody('20,00 €', 'PR00000001'), isRead: false, ageH: 30 },
  {
    key: 'seed:4',
    typeId: N.MetodiPagamento,
    title: 'Carta in scadenza',
    body: 'La carta Mastercard che termina con 5100 scade a breve: aggiorna il tuo metodo di pagamento.',
    isRead: false,
    ageH: 20,
  },
  {
    key: 'seed:5',
    typeId: N.Comunicazione,
    title: 'Nuove promozioni',
    body: 'Scopri le promozioni della settimana nella sezione Promozioni.',
    isRead: false,
    ageH: 5,
  },
  { key: 'seed:6', typeId: N.BetExpired, title: 'Proposta scaduta', body: 'La controproposta sulla tua scommessa è scaduta.', isRead: true, ageH: 2 },
  {
    key: 'seed:7',
    typeId: N.Comunicazione,
    title: 'Benvenuto',
    body: 'Benvenuto su Betsite! Questa notifica è già archiviata.',
    isRead: true,
    archived: true,
    ageH: 200,
  },
] as const;

/** demouser1's notifications, and the same for the notifications end-to-end test's player (e2e-players.ts). */
export async function seedNotifications(db: Db): Promise<void> {
  for (const username of ['demouser1', 'e2enotify1']) await seedNotificationsOf(db, username);
}

async function seedNotificationsOf(db: Db, username: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) return;
  const now = Date.now();
  await db
    .insert(notifications)
    .values(
      DEMO.map((d) => ({
        userId: user.id,
        typeId: d.typeId,
        title: d.title,
        body: d.body,
        isRead: d.isRead,
        archived: 'archived' in d ? d.archived : false,
        dedupeKey: d.key,
        source: 'seed',
        insDate: new Date(now - d.ageH * HOUR),
      })),
    )
    .onConflictDoNothing();
}
