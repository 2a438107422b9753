const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 bytes read as Latin-1 ('CittÃ ' for 'Città'): a capital Ã or Â followed by a Latin-1 continuation byte, or at the end (its 0xA0 trimmed). */
const MOJIBAKE = /[ÃÂ](?:[\u0080-\u00bf]|$)/;

/**
 * A name that went through a Latin-1 reading of UTF-8 written back as it should read ('Stato della
 * CittÃ  del Vaticano' → 'Stato della Città del Vaticano'). Names that are not in that state, or
 * that do not decode, are returned as they were. A trailing 'Ã' had its no-break space (0xA0) trimmed
 * as white space: 'ContÃ' → 'Contà'.
 */
export function repairMojibake(name: string): string {
  if (!MOJIBAKE.test(name)) return name;
  const decode = (text: string): string | null => {
    if ([...text].some((c) => c.charCodeAt(0) > 0xff)) return null;
    try {
      return UTF8.decode(Uint8Array.from(text, (c) => c.charCodeAt(0)));
    } catch {
      return null;
    }
  };
  return decode(name) ?? decode(`${name}\u00a0`) ?? name;
}
