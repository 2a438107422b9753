// Alone in its module: the game page reads it without loading the blackjack's rules (they come with the table's own chunk).

/** The one catalogue game played as blackjack; every other game plays the sandbox slot. */
export const BLACKJACK_GAME = 'blackjack-classico';
