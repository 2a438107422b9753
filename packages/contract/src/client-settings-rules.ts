// Client-settings limits and defaults without zod, so the browser's settings code loads without the schemas.

/** Document 1 §5. */
export const HISTORY_MAX_SPORT = 8;
export const HISTORY_MAX_GAMES = 18;
export const LIST_MAX = 1000;
/** The whole document, serialised. */
export const CLIENT_SETTINGS_MAX_BYTES = 512 * 1024;
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
