/**
 * Italian Intl number formatters, each built on its first use (dates: italian-dates.ts, site-clock.ts). Building one loads locale data: three built
 * as the web app's entry was evaluated cost ≈ 100 ms of a throttled phone's main thread
 * (docs/performance.md), and a visitor's first page may format no money or date at all.
 */
export function numberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('it-IT', options));
}
