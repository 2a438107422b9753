// Client-settings limits and defaults without zod, so the browser's settings code loads without the schemas.

/** Document 1 §5. */
export const HISTORY_MAX_SPORT = 8;
export const HISTORY_MAX_GAMES = 18;
export const LIST_MAX = 1000;
/** The whole document, serialised: each save, and the stored document it is merged into. */
export const CLIENT_SETTINGS_MAX_BYTES = 512 * 1024;
/**
 * Keys the document does not define that one save may bring into one of its objects (the top level,
 * `Cart`, `Layout`…): a legacy client's own, kept as sent (issue 34); those past it are dropped like
 * the unreadable parts. The stored document's size cap bounds what many saves add up to.
 */
export const CLIENT_SETTINGS_UNKNOWN_KEYS_MAX = 20;
export const CLIENT_SETTINGS_TEXT = {
  tooLarge: 'Impostazioni troppo grandi',
  tooMany: `Massimo ${LIST_MAX} elementi`,
  notADocument: 'Le impostazioni devono essere un documento JSON',
} as const;
/** Layout flags (document 1 §3); each has a `<flag>_Dirty` marker: the player changed it. */
export const LAYOUT_FLAGS = [
  'DisableCordovaAppInstallAppBar',
  'DisableBackToOldVersion',
  'DisableVibration',
  'PrematchHome_GiocanoOraLive_Collapsed',
  'PrematchHome_PiuGiocati_Collapsed',
  'PrematchHome_AndamentoMercato_Collapsed',
  'PrematchHome_Popolari_Collapsed',
  'PrematchHome_Promos_Collapsed',
  'PrematchHome_InPartenza_Collapsed',
  'PrematchEventDetail_TopCollapsed',
  'LiveEventDetail_TopCollapsed',
  'OddsRangePicker_Hidden',
  'TypesFilters_StartCollapsed',
  'PrematchGroup_MainOddsExpanded',
  'LiveEventDetail_BetRadarVisualization2',
] as const;
export type TLayoutFlag = (typeof LAYOUT_FLAGS)[number];
/** Every flag is false by default except TypesFilters_StartCollapsed (true). */
export const LAYOUT_DEFAULTS: Record<TLayoutFlag, boolean> = Object.fromEntries(LAYOUT_FLAGS.map((f) => [f, f === 'TypesFilters_StartCollapsed'])) as Record<
  TLayoutFlag,
  boolean
>;
export const CART_DEFAULTS = {
  LiveFastBet: false,
  ConfirmBeforePurchase: true,
  KeepCartAfterPurchase: false,
  PrintTicketAfterPurchase: false,
  AcceptVariations: false as boolean | null,
  CartDefaultAmount: 1,
};
export const START_PAGES = ['Default', 'Welcome', 'Calcio', 'Tennis', 'Basket'] as const;
/** The site's theme: following the system ('auto', the default), or fixed by the player. */
export const THEMES = ['auto', 'light', 'dark'] as const;
export type TTheme = (typeof THEMES)[number];
