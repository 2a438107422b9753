import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CART_DEFAULTS, LAYOUT_DEFAULTS, LAYOUT_FLAGS, START_PAGES, THEMES, type TLayoutFlag, type TTheme } from '@betsite/contract/client-settings-rules';
import { PREFERENCES_TEXT as T } from '@betsite/contract/preferences-messages';
import { useSiteModule } from '../../../lib/site-config.ts';
import { useSession } from '../../../lib/session-store.ts';
import { Loader } from '../../../ui/status-pages.tsx';
import { applyTheme } from '../../../lib/theme.ts';
import { EuroInput } from '../../../ui/euro-input.tsx';
import { SavedList } from '../components/saved-lists.tsx';
import { updateSettings as saveSettings, useClientSettings } from '../lib/use-client-settings.ts';
import '../preferences.css';

const LAYOUT_LABELS: Record<TLayoutFlag, string> = {
  DisableCordovaAppInstallAppBar: "Nascondi l'invito a installare l'app",
  DisableBackToOldVersion: 'Nascondi il ritorno alla versione precedente',
  DisableVibration: 'Disattiva la vibrazione',
  PrematchHome_GiocanoOraLive_Collapsed: "Home sport: 'Giocano ora live' chiusa",
  PrematchHome_PiuGiocati_Collapsed: "Home sport: 'Più giocati' chiusa",
  PrematchHome_AndamentoMercato_Collapsed: "Home sport: 'Andamento mercato' chiusa",
  PrematchHome_Popolari_Collapsed: "Home sport: 'Popolari' chiusa",
  PrematchHome_Promos_Collapsed: "Home sport: 'Promo' chiusa",
  PrematchHome_InPartenza_Collapsed: "Home sport: 'In partenza' chiusa",
  PrematchEventDetail_TopCollapsed: 'Dettaglio evento: parte alta chiusa',
  LiveEventDetail_TopCollapsed: 'Dettaglio live: parte alta chiusa',
  OddsRangePicker_Hidden: 'Nascondi il filtro per quota',
  TypesFilters_StartCollapsed: 'Filtri delle scommesse chiusi all’apertura',
  PrematchGroup_MainOddsExpanded: 'Quote principali aperte nei gruppi',
  LiveEventDetail_BetRadarVisualization2: 'Dettaglio live: visualizzazione BetRadar alternativa',
};
const THEME_LABELS: Record<TTheme, string> = { auto: T.themeAuto, light: T.themeLight, dark: T.themeDark };

const START_LABELS: Record<(typeof START_PAGES)[number], string> = {
  Default: 'Predefinita',
  Welcome: 'Benvenuto',
  Calcio: 'Calcio',
  Tennis: 'Tennis',
  Basket: 'Basket',
};

/** The vibration option exists only inside the native app (Cordova). */
const inNativeApp = () => typeof window !== 'undefined' && 'cordova' in window;

function Section({ title, enabled = true, children }: { title: string; enabled?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className="prefs-section card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {enabled ? children : <p className="prefs-disabled">{T.sectionDisabled}</p>}
    </section>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="prefs-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
    </label>
  );
}

/** /user-settings ('Preferenze', document 3): every change is kept at once and saved 10 s later. */
/**
 * A polite "Preferenza aggiornata" after each change, for a screen reader (the box itself says only its
 * own state) and a glance: emptied first, so the same words said again are announced again.
 */
function useChangeNotice(): [string, () => void] {
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [
    text,
    () => {
      setText('');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setText(T.changed), 100);
    },
  ];
}

export default function UserSettingsPage() {
  const s = useClientSettings();
  const [notice, changed] = useChangeNotice();
  const updateSettings: typeof saveSettings = (patch) => {
    saveSettings(patch);
    changed();
  };
  // Until the stored session is checked, a player's settings are not known yet.
  const ready = useSession((st) => st.ready);
  // The role comes from the server with the session (UserData.isOperator), never from the token.
  const isAdmin = useSession((st) => st.user?.isOperator ?? false);
  const sportbookChoice = useSiteModule('AllowChangeSportBookEngine');
  const startPageAllowed = useSiteModule('V3_WelcomePrematch_AllowUserSettings');
  const vibrationOff = useSiteModule('V3_DisableCordovaVibration');
  const classic = s.UseSportBookClassic ?? false;
  const cart = { ...CART_DEFAULTS, ...s.Cart };
  const layout = { ...LAYOUT_DEFAULTS, ...s.Layout } as Record<string, boolean>;
  const setCart = (patch: Partial<typeof cart>) => updateSettings({ Cart: { ...s.Cart, ...patch } });
  // A layout flag the player touches is marked dirty, so later default changes leave it alone.
  const setFlag = (f: TLayoutFlag, v: boolean) => updateSettings({ Layout: { ...s.Layout, [f]: v, [`${f}_Dirty`]: true } });
  const acceptValue = cart.AcceptVariations === null ? 'null' : String(cart.AcceptVariations);
  const flags = LAYOUT_FLAGS.filter((f) => f !== 'DisableVibration' || (inNativeApp() && !vibrationOff));

  if (!ready) return <Loader />;
  return (
    <section className="page prefs-page">
      <h1>{T.pageTitle}</h1>
      <p className="prefs-hint">{T.saved}</p>
      <p className="prefs-changed" role="status">
        {notice}
      </p>

      <Section title={T.themeTitle}>
        <fieldset className="prefs-radios">
          <legend>{T.themeLegend}</legend>
          {THEMES.map((theme) => (
            <label key={theme}>
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={(s.Theme ?? 'auto') === theme}
                onChange={() => {
                  updateSettings({ Theme: theme });
                  applyTheme(theme);
                }}
              />{' '}
              {THEME_LABELS[theme]}
            </label>
          ))}
        </fieldset>
      </Section>

      <Section title={T.sportbookTitle} enabled={sportbookChoice}>
        <Check label="Usa le scommesse sportive classiche" checked={classic} onChange={(v) => updateSettings({ UseSportBookClassic: v })} />
        <Check
          label="Usa le scommesse sportive classiche da mobile"
          checked={s.UseSportBookClassicMobile ?? false}
          onChange={(v) => updateSettings({ UseSportBookClassicMobile: v })}
        />
        <Check
          label="Usa sempre il nuovo palinsesto"
          checked={s.ForceUseSportBookOolixy ?? false}
          onChange={(v) => updateSettings({ ForceUseSportBookOolixy: v })}
        />
        <Check
          label="Usa sempre il nuovo palinsesto da mobile"
          checked={s.ForceUseSportBookOolixyMobile ?? false}
          onChange={(v) => updateSettings({ ForceUseSportBookOolixyMobile: v })}
        />
      </Section>

      <Section title={T.startPageTitle} enabled={startPageAllowed}>
        <label className="prefs-field">
          Pagina iniziale delle scommesse
          <select
            value={s.PrematchWelcomePage ?? 'Default'}
            onChange={(e) => updateSettings({ PrematchWelcomePage: e.target.value as (typeof START_PAGES)[number] })}
          >
            {START_PAGES.map((p) => (
              <option key={p} value={p}>
                {START_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
      </Section>

      {!classic && (
        <Section title={T.cartTitle}>
          <Check label="Conferma prima dell'acquisto" checked={cart.ConfirmBeforePurchase} onChange={(v) => setCart({ ConfirmBeforePurchase: v })} />
          <Check label="Scommessa veloce live" checked={cart.LiveFastBet} onChange={(v) => setCart({ LiveFastBet: v })} />
          <Check label="Mantieni il carrello dopo l'acquisto" checked={cart.KeepCartAfterPurchase} onChange={(v) => setCart({ KeepCartAfterPurchase: v })} />
          <Check
            label="Stampa la ricevuta dopo l'acquisto"
            checked={cart.PrintTicketAfterPurchase}
            onChange={(v) => setCart({ PrintTicketAfterPurchase: v })}
          />
          <label className="prefs-field">
            Importo predefinito (€)
            {/* The setting is in euros (the legacy document's number); typed the Italian way, "2,50". */}
            <EuroInput
              cents={Math.max(1, Math.round((Number(cart.CartDefaultAmount) || 1) * 100))}
              onCents={(c) => c !== null && setCart({ CartDefaultAmount: c / 100 })}
            />
          </label>
          <fieldset className="prefs-radios">
            <legend>{T.acceptVariations}</legend>
            {[
              ['false', T.acceptNever],
              ['null', T.acceptAlways],
              ['true', T.acceptRaise],
            ].map(([v, label]) => (
              <label key={v}>
                <input
                  type="radio"
                  name="accept-variations"
                  value={v}
                  checked={acceptValue === v}
                  onChange={() => setCart({ AcceptVariations: v === 'null' ? null : v === 'true' })}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
        </Section>
      )}

      {!classic && (
        <Section title={T.layoutTitle}>
          {flags.map((f) => (
            <Check key={f} label={LAYOUT_LABELS[f]} checked={layout[f] ?? false} onChange={(v) => setFlag(f, v)} />
          ))}
        </Section>
      )}

      <Section title={T.otherTitle}>
        <Check label="Giocatore esperto (scommesse)" checked={s.AdvancedPlayer ?? false} onChange={(v) => updateSettings({ AdvancedPlayer: v })} />
        <Check label="Giocatore esperto (giochi)" checked={s.GamesAdvancedPlayer ?? false} onChange={(v) => updateSettings({ GamesAdvancedPlayer: v })} />
        {isAdmin && <Check label={T.showHiddenGames} checked={s.ShowHiddenGames ?? false} onChange={(v) => updateSettings({ ShowHiddenGames: v })} />}
      </Section>

      <div className="prefs-lists">
        <SavedList kind="history" />
        <SavedList kind="favourites" />
      </div>
    </section>
  );
}
