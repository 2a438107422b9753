import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths.ts';
import { routeDescription, SITE_DESCRIPTION } from './route-descriptions.ts';
import { routeTitle, SITE_TITLE } from './route-titles.ts';

/** Every fixed route of the site (the ones with a parameter filled in). */
const EVERY_ROUTE = Object.values(paths).map((p) => (typeof p === 'function' ? p('x') : p));

describe('routeTitle', () => {
  it('gives every fixed route its own title', () => {
    expect(routeTitle('/')).toBe(SITE_TITLE);
    expect(routeTitle('/account/login')).toBe('Accedi | Betsite');
    expect(routeTitle('/account/registration')).toBe('Registrazione | Betsite');
    expect(routeTitle('/account/help/')).toBe('Assistenza | Betsite');
    expect(routeTitle('/account/ricarica')).toBe('Ricarica | Betsite');
    expect(routeTitle('/account/ricarica/results/success')).toBe('Esito della ricarica | Betsite');
    expect(routeTitle('/account/estratto-conto')).toBe('Estratto Conto | Betsite');
    expect(routeTitle('/account/elenco-giocate/in-corso')).toBe('Lista Giocate | Betsite');
    expect(routeTitle('/account/edit/security')).toBe('Sicurezza | Betsite');
    expect(routeTitle('/pages/casino')).toBe('Casinò | Betsite');
  });

  it('leaves no account or player route with the bare site name', () => {
    for (const route of EVERY_ROUTE.filter((r) => !r.startsWith('/pages/'))) expect([route, routeTitle(route)]).not.toEqual([route, 'Betsite']);
  });

  it('leaves content pages a neutral title until their content names them', () => {
    expect(routeTitle('/pages/chi-siamo')).toBe('Betsite');
    expect(routeTitle('/qualcosa/che/non/esiste')).toBe('Betsite');
  });
});

describe('routeDescription', () => {
  it('describes every account route on its own, and the rest with the site description', () => {
    const described = EVERY_ROUTE.filter((r) => r.startsWith('/account/') && r !== paths.logout);
    for (const route of described) expect([route, routeDescription(route)]).not.toEqual([route, SITE_DESCRIPTION]);
    expect(new Set(described.map(routeDescription)).size).toBeGreaterThan(20);
    expect(routeDescription('/')).toBe(SITE_DESCRIPTION);
    expect(routeDescription('/account/estratto-conto/')).toBe('I movimenti del tuo conto gioco: entrate e uscite.');
  });
});
