import type { TSlotSymbol } from '@betsite/contract/games-rules';

/** A slot symbol drawn in SVG (no emoji font needed): cherry, lemon, bell, star, seven. */
export function SlotSymbol({ symbol }: { symbol: TSlotSymbol }) {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false" className="slot__symbol">
      {symbol === 'ciliegia' && (
        <>
          <path d="M32 8 C30 22 22 30 20 40 M32 8 C36 22 42 30 44 40" stroke="#2e7d32" strokeWidth="3" fill="none" />
          <circle cx="20" cy="44" r="11" fill="#c62828" />
          <circle cx="44" cy="44" r="11" fill="#b71c1c" />
        </>
      )}
      {symbol === 'limone' && <ellipse cx="32" cy="34" rx="24" ry="17" fill="#f9d71c" stroke="#b59a00" strokeWidth="2" />}
      {symbol === 'campana' && (
        <>
          <path d="M32 8 C18 8 16 24 14 40 L10 48 H54 L50 40 C48 24 46 8 32 8 Z" fill="#f2b705" stroke="#8a6400" strokeWidth="2" />
          <circle cx="32" cy="53" r="5" fill="#8a6400" />
        </>
      )}
      {symbol === 'stella' && <polygon points="32,5 40,24 60,25 44,38 50,58 32,46 14,58 20,38 4,25 24,24" fill="#ffc400" stroke="#9c6b00" strokeWidth="2" />}
      {symbol === 'sette' && (
        <text x="32" y="52" textAnchor="middle" fontSize="52" fontWeight="900" fontFamily="system-ui, sans-serif" fill="#1a3d8f">
          7
        </text>
      )}
    </svg>
  );
}
