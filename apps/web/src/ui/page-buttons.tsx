import './page-buttons.css';

/**
 * Page buttons: at most `buttons` consecutive pages around the current one, plus previous and
 * next (no first/last) — the ranking movements and the VIP history (document 3 §9: window of 5).
 */
export function pageWindow(current: number, pages: number, buttons = 5): number[] {
  const start = Math.max(0, Math.min(current - Math.floor(buttons / 2), pages - buttons));
  return Array.from({ length: Math.min(buttons, pages) }, (_, i) => start + i);
}

export function PageButtons({ page, pages, onPage, label }: { page: number; pages: number; onPage: (p: number) => void; label: string }) {
  if (pages <= 1) return null;
  return (
    <nav className="page-buttons" aria-label={label}>
      <button type="button" className="btn btn--ghost btn--sm" disabled={page === 0} onClick={() => onPage(page - 1)} aria-label="Pagina precedente">
        ‹
      </button>
      {pageWindow(page, pages).map((p) => (
        <button
          key={p}
          type="button"
          className={`btn btn--sm ${p === page ? 'btn--primary' : 'btn--ghost'}`}
          aria-current={p === page ? 'page' : undefined}
          aria-label={`Pagina ${p + 1}`}
          onClick={() => onPage(p)}
        >
          {p + 1}
        </button>
      ))}
      <button type="button" className="btn btn--ghost btn--sm" disabled={page >= pages - 1} onClick={() => onPage(page + 1)} aria-label="Pagina successiva">
        ›
      </button>
    </nav>
  );
}

/** Previous / next with 'Pagina n di m' between them, for short lists (bonus lists, VIP points statement). */
export function PrevNextPager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (p: number) => void; label: string }) {
  if (pages <= 1) return null;
  return (
    <nav className="prev-next-pager" aria-label={label}>
      <button type="button" className="btn btn--ghost btn--sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Precedente
      </button>
      <span>
        Pagina {page + 1} di {pages}
      </span>
      <button type="button" className="btn btn--ghost btn--sm" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        Successiva
      </button>
    </nav>
  );
}
