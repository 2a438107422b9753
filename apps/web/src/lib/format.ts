import { format } from 'date-fns';
import { it } from 'date-fns/locale';
export { formatCents, formatTwoDecimals } from '@betsite/domain/money';

/** Dates are shown DD/MM/YYYY HH:mm (document 3 §9). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : format(d, 'dd/MM/yyyy HH:mm', { locale: it });
}
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : format(d, 'dd/MM/yyyy', { locale: it });
}
