/** A 1×1 PNG: the stand-in image of the demo players' approved documents. */
export const DEMO_DOCUMENT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/**
 * Storage keys of demouser1's approved documents: the documents module writes the files at start-up
 * when the demo seed runs (config.SEED), the demo seed (apps/server/src/demo/) points the rows at them.
 */
export const DEMO_DOCUMENT_KEYS = { fronte: 'demo/demouser1-fronte.png', retro: 'demo/demouser1-retro.png' } as const;
