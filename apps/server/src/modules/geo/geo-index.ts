import { belfioreConnector, type BelfiorePlace } from '@marketto/belfiore-connector-embedded';
import { normaliseLetters } from '@betsite/domain/codice-fiscale';
import { repairMojibake } from '@betsite/domain/text-encoding';
import { ESTERO_ID, ITALY_ID, type TIdName } from '@betsite/contract/registration';

/**
 * Italian municipalities and foreign countries with their cadastral (Belfiore) codes, from the
 * maintained dataset in @marketto/belfiore-connector-embedded (MIT; data from Ministero
 * dell'Interno/ANPR and Agenzia delle Entrate CC BY 4.0, ISTAT CC BY 3.0).
 *
 * Kept as an in-memory index, built once per process on first use (≈1 s): the data is
 * read-only, ships with the package and changes only with a package update, so a table would add
 * a seed step and nothing else. Ids are derived from the code, so they are stable across
 * processes and releases: municipality A562 → (A=1)·1000+562 = 1562; country Z404 → 1000+404 = 1404;
 * Italy is 181 and ESTERO (abroad) is 0, as the specification fixes.
 */
export interface Place {
  id: number;
  code: string;
  name: string;
  province: string | null;
  active: boolean;
  /** Lower-case letters only, for accent-insensitive search. */
  key: string;
}

export const cityId = (code: string) => (code.charCodeAt(0) - 64) * 1000 + Number(code.slice(1));
export const countryId = (code: string) => 1000 + Number(code.slice(1));

const searchKey = (s: string) => normaliseLetters(s).toLowerCase();

interface IndexData {
  cities: Place[];
  countries: Place[];
  byCityId: Map<number, Place>;
  byCountryId: Map<number, Place>;
  byCode: Map<string, Place>;
}

export class GeoIndex {
  private loaded: Promise<IndexData> | null = null;

  private load(): Promise<IndexData> {
    this.loaded ??= this.forgetOnFailure(
      (async () => {
        const now = Date.now();
        // The dataset has a few names read as Latin-1 ('Stato della CittÃ  del Vaticano'): written back right.
        const toPlace = (p: BelfiorePlace, id: number, name = repairMojibake(p.name)): Place => ({
          id,
          code: p.belfioreCode,
          name,
          province: 'province' in p && p.province ? p.province : null,
          active: new Date(p.expirationDate).getTime() > now,
          key: searchKey(name),
        });
        const cities = ((await belfioreConnector.cities?.toArray()) ?? []).map((p) => toPlace(p, cityId(p.belfioreCode)));
        const countries = ((await belfioreConnector.countries?.toArray()) ?? []).map((p) => toPlace(p, countryId(p.belfioreCode)));
        countries.push({
          id: ITALY_ID,
          code: 'ITALIA',
          name: 'Italia',
          province: null,
          active: true,
          key: 'italia',
        });
        const byName = (a: Place, b: Place) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name, 'it');
        cities.sort(byName);
        countries.sort(byName);
        return {
          cities,
          countries,
          byCityId: new Map(cities.map((c) => [c.id, c])),
          byCountryId: new Map(countries.map((c) => [c.id, c])),
          byCode: new Map([...cities, ...countries].map((c) => [c.code, c])),
        };
      })(),
    );
    return this.loaded;
  }

  /** Warms the index at startup so the first typeahead is not the slow one. */
  async warm(): Promise<void> {
    await this.load();
  }

  /** A failed load is not cached: the next call tries again. */
  private forgetOnFailure(p: Promise<IndexData>): Promise<IndexData> {
    p.catch(() => {
      if (this.loaded === p) this.loaded = null;
    });
    return p;
  }

  /** Typeahead: names starting with the text first, then containing it; active places first. */
  async searchCities(search: string, opts: { includeSuppressed: boolean; limit?: number }): Promise<TIdName[]> {
    const { cities } = await this.load();
    const key = searchKey(search);
    if (key.length < 2) return [];
    const pool = opts.includeSuppressed ? cities : cities.filter((c) => c.active);
    const starts = pool.filter((c) => c.key.startsWith(key));
    const contains = pool.filter((c) => !c.key.startsWith(key) && c.key.includes(key));
    const out = [...starts, ...contains].slice(0, opts.limit ?? 20).map((c) => ({ Id: c.id, Nome: label(c) }));
    // The birth municipality of someone born abroad is ESTERO (id 0).
    if (opts.includeSuppressed && 'estero'.startsWith(key)) out.unshift({ Id: ESTERO_ID, Nome: 'ESTERO' });
    return out;
  }

  async countries(): Promise<TIdName[]> {
    const { countries } = await this.load();
    const italy = countries.find((c) => c.id === ITALY_ID)!;
    return [italy, ...countries.filter((c) => c.active && c.id !== ITALY_ID)].map((c) => ({ Id: c.id, Nome: c.name }));
  }

  async city(id: number): Promise<Place | undefined> {
    return (await this.load()).byCityId.get(id);
  }

  async country(id: number): Promise<Place | undefined> {
    return (await this.load()).byCountryId.get(id);
  }

  async byCode(code: string): Promise<Place | undefined> {
    return (await this.load()).byCode.get(code.toUpperCase());
  }

  /** The cadastral code of a birth place: the municipality's in Italy, the country's Z code abroad. */
  async birthPlaceCode(nazioneId: number, comuneId: number): Promise<string | null> {
    if (nazioneId === ITALY_ID) return (await this.city(comuneId))?.code ?? null;
    const country = await this.country(nazioneId);
    return country && country.code.startsWith('Z') ? country.code : null;
  }
}

/** "Roma (RM)"; a suppressed municipality says so, since people born there still carry its code. */
function label(c: Place): string {
  const base = c.province ? `${c.name} (${c.province})` : c.name;
  return c.active ? base : `${base} - soppresso`;
}

/** One index per process. */
export const geoIndex = new GeoIndex();
