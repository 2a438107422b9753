import { NOTIFICATION_TEXT as T } from '@betsite/contract/notification-messages';
import { NOTIFICATION_TYPES } from '@betsite/contract/notifications';
import { PAYMENT_METHOD_LABEL, paymentMethodLabel } from '@betsite/domain/movement-labels';
import { sql, type SQL } from 'drizzle-orm';
import type { NewNotification } from './repository.ts';

/** '1.234,56 €': one fixed Italian format, the same in TypeScript and in SQL (below). */
export function euroText(cents: number): string {
  const [int, dec] = (Math.abs(cents) / 100).toFixed(2).split('.');
  return `${cents < 0 ? '-' : ''}${int!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec} €`;
}

/** `euroText` in SQL (to_char's ',' and '.' are fixed, not locale-dependent, then swapped). */
export const euroTextSql = (cents: SQL): SQL => sql`translate(to_char(${cents} / 100.0, 'FM999,999,999,990.00'), ',.', '.,') || ' €'`;

export type MoneyEvent = 'depositCredited' | 'depositFailed' | 'withdrawalPaid' | 'withdrawalRefused';

/**
 * The notification each money event produces. A refused withdrawal and a failed deposit are
 * payment-method problems: type 8 (MetodiPagamento), which the client shows as an error alert
 * while unread. The dedupe key is the event's own id, so it is notified once whoever settles it.
 */
export function moneyNotification(event: MoneyEvent, e: { userId: number; amount: number; ref: string; method: string }): NewNotification {
  const euro = euroText(e.amount);
  const params = { Amount: e.amount, Ref: e.ref, Method: e.method };
  switch (event) {
    case 'depositCredited':
      return {
        userId: e.userId,
        typeId: NOTIFICATION_TYPES.RicaricaAccreditata,
        title: T.depositCreditedTitle,
        body: T.depositCreditedBody(euro, paymentMethodLabel(e.method)),
        params,
        dedupeKey: `deposit:${e.ref}`,
      };
    case 'depositFailed':
      return {
        userId: e.userId,
        typeId: NOTIFICATION_TYPES.MetodiPagamento,
        title: T.depositFailedTitle,
        body: T.depositFailedBody(euro, paymentMethodLabel(e.method)),
        params,
        dedupeKey: `deposit:${e.ref}`,
      };
    case 'withdrawalPaid':
      return {
        userId: e.userId,
        typeId: NOTIFICATION_TYPES.PrelievoPagato,
        title: T.withdrawalPaidTitle,
        body: T.withdrawalPaidBody(euro, e.ref),
        params,
        dedupeKey: `withdrawal:${e.ref}`,
      };
    case 'withdrawalRefused':
      return {
        userId: e.userId,
        typeId: NOTIFICATION_TYPES.MetodiPagamento,
        title: T.withdrawalRefusedTitle,
        body: T.withdrawalRefusedBody(euro, e.ref),
        params,
        dedupeKey: `withdrawal:${e.ref}`,
      };
  }
}

/**
 * The credited-deposit notification as one more step of the single settlement statement (deposits
 * repository): `rows` yields the settled deposit rows (columns of `deposits`) whose credit was
 * posted; the body comes from the same Italian template as `moneyNotification`.
 */
export function depositCreditedInsertSql(rows: SQL): SQL {
  const template = T.depositCreditedBody('\u0001', '\u0002');
  const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);
  const methodLabel = methodLabelSql(sql`r.method_name`, literal);
  return sql`insert into notifications (user_id, type_id, title, body, params, dedupe_key)
    select r.user_id, ${sql.raw(String(NOTIFICATION_TYPES.RicaricaAccreditata))}, ${literal(T.depositCreditedTitle)},
      replace(replace(${literal(template)}, chr(1), ${euroTextSql(sql`r.amount`)}), chr(2), ${methodLabel}),
      jsonb_build_object('Amount', r.amount, 'Ref', r.transaction_id, 'Method', r.method_name),
      'deposit:' || r.transaction_id
    from (${rows}) r
    on conflict do nothing`;
}

/** `paymentMethodLabel` in SQL: the known names from the same table, an unknown one without its prefix and underscores. */
function methodLabelSql(name: SQL, literal: (text: string) => SQL): SQL {
  const cases = Object.entries(PAYMENT_METHOD_LABEL).map(([internal, label]) => sql` when ${literal(internal)} then ${literal(label)}`);
  return sql`(case ${name}${sql.join(cases, sql``)} else replace(regexp_replace(${name}, '^(Ricarica|Prelievo)_', ''), '_', ' ') end)`;
}
