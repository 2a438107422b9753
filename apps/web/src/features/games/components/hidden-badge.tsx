/** 'Nascosto' beside a game not yet public: only an operator's own lobby lists one (docs/games.md "Hidden games"). */
export function HiddenBadge() {
  return (
    <>
      {' '}
      <span className="game-badge" title="Non visibile ai giocatori: gioco in prova">
        Nascosto
      </span>
    </>
  );
}
