import { describe, expect, it } from 'vitest';
import { routeTitle, SITE_TITLE } from './route-titles.ts';

describe('routeTitle', () => {
  it('gives every fixed route its own title', () => {
    expect(routeTitle('/')).toBe(SITE_TITLE);
    expect(routeTitle('/account/login')).toBe('Accedi | Betsite');
    expect(routeTitle('/account/registration')).toBe('Registrazione | Betsite');
    expect(routeTitle('/account/help/')).toBe('Assistenza | Betsite');
    expect(routeTitle('/account/ricarica')).toBe('Ricarica | Betsite');
    expect(routeTitle('/account/ricarica/results/success')).toBe('Esito della ricarica | Betsite');
    expect(routeTitle('/pages/casino')).toBe('Casinò | Betsite');
  });

  it('leaves content pages a neutral title until their content names them', () => {
    expect(routeTitle('/pages/chi-siamo')).toBe('Betsite');
    expect(routeTitle('/qualcosa/che/non/esiste')).toBe('Betsite');
  });
});
