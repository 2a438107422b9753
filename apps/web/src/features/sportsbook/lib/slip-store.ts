import { create } from 'zustand';
import type { BetKind } from '@betsite/domain/sportsbook';

/** One selection of the bet slip (carrello): what the odds button showed when it was chosen. */
export interface SlipItem {
  hash: string;
  quota: number;
  /** 'Inter - Milan': two outcomes of one event cannot be combined. */
  event: string;
  market: string;
  label: string;
  live: boolean;
  fissa: boolean;
}

interface SlipState {
  items: SlipItem[];
  kind: BetKind;
  /** System sizes chosen (2 = every pair of the free selections). */
  sizes: number[];
  /** Stake in cents; null = the player's CartDefaultAmount. */
  stake: number | null;
  toggle(item: Omit<SlipItem, 'fissa'>): void;
  add(items: Omit<SlipItem, 'fissa'>[]): void;
  remove(hash: string): void;
  setQuotas(quotes: { Hash: string; Quota: number }[]): void;
  setKind(kind: BetKind): void;
  toggleSize(k: number): void;
  toggleFissa(hash: string): void;
  setStake(cents: number | null): void;
  clear(): void;
  /** Takes back the slip kept in this browser, once per page: after the first render, so the server's markup (an empty slip) hydrates as it is. */
  restore(): void;
}

type Kept = Pick<SlipState, 'items' | 'kind' | 'sizes' | 'stake'>;

const KEY = 'betsite.sportsbook.slip';
const KINDS: readonly BetKind[] = ['singola', 'multipla', 'sistema'];
const sizesOk = (v: unknown): v is number[] => Array.isArray(v) && v.every((k) => Number.isInteger(k) && k > 0);
/** The kept slip: its selections, kind, systems and stake (an older browser kept the selections alone). */
function load(): Kept | null {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;
    const o = (Array.isArray(v) ? { items: v } : v) as Partial<Record<keyof Kept, unknown>> | null;
    if (!o || !Array.isArray(o.items)) return null;
    const items = (o.items as SlipItem[]).filter((x) => x && typeof x.hash === 'string' && Number.isInteger(x.quota));
    return {
      items,
      kind: items.length <= 1 ? 'singola' : KINDS.includes(o.kind as BetKind) ? (o.kind as BetKind) : 'multipla',
      sizes: sizesOk(o.sizes) ? o.sizes : [],
      stake: Number.isInteger(o.stake) && (o.stake as number) > 0 ? (o.stake as number) : null,
    };
  } catch {
    return null;
  }
}
function save(kept: Kept) {
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    /* storage unavailable: the slip lives in this page only */
  }
}
const kindFor = (n: number, kind: BetKind): BetKind => (n <= 1 ? 'singola' : kind === 'singola' ? 'multipla' : kind);

let restored = false;

/** The slip: kept in this browser (the specification's Cart holds the settings, not the selections). */
export const useSlip = create<SlipState>((set, get) => {
  const update = (fn: (s: SlipState) => Partial<SlipState>) => {
    set((s) => {
      const next = fn(s);
      if (next.items) next.kind = kindFor(next.items.length, next.kind ?? s.kind);
      return next;
    });
    const { items, kind, sizes, stake } = get();
    save({ items, kind, sizes, stake });
  };
  return {
    items: [],
    kind: 'multipla',
    sizes: [],
    stake: null,
    restore: () => {
      if (restored || typeof localStorage === 'undefined') return;
      restored = true;
      const kept = load();
      if (kept) set(kept);
    },
    toggle: (item) =>
      update((s) =>
        s.items.some((i) => i.hash === item.hash)
          ? { items: s.items.filter((i) => i.hash !== item.hash) }
          : { items: [...s.items.filter((i) => i.event !== item.event), { ...item, fissa: false }] },
      ),
    add: (items) =>
      update((s) => {
        const next = [...s.items];
        for (const it of items) if (!next.some((i) => i.hash === it.hash || i.event === it.event)) next.push({ ...it, fissa: false });
        return { items: next };
      }),
    remove: (hash) => update((s) => ({ items: s.items.filter((i) => i.hash !== hash) })),
    setQuotas: (quotes) => update((s) => ({ items: s.items.map((i) => ({ ...i, quota: quotes.find((q) => q.Hash === i.hash)?.Quota ?? i.quota })) })),
    setKind: (kind) => update(() => ({ kind })),
    toggleSize: (k) => update((s) => ({ sizes: s.sizes.includes(k) ? s.sizes.filter((x) => x !== k) : [...s.sizes, k] })),
    toggleFissa: (hash) => update((s) => ({ items: s.items.map((i) => (i.hash === hash ? { ...i, fissa: !i.fissa } : i)) })),
    setStake: (stake) => update(() => ({ stake })),
    clear: () => update(() => ({ items: [], sizes: [], stake: null })),
  };
});
