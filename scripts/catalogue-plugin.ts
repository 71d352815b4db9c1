/**
 * Vite plugin: an en catalogue (src/locales/en/<namespace>.json, `{ "<zh source>": "<en ICU message>" }`) imports as
 * Lingui's compiled messages, so the portal ships no message compiler. An empty translation is left out (the message
 * then shows its zh source, and `npm run i18n` reports it). A message that does not parse fails the build.
 */
import { readFile } from 'node:fs/promises';
import { compileMessageOrThrow as compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]src[\\/]locales[\\/](?!zh[\\/])[a-z-]+[\\/][\w-]+\.json$/;

/** The plugin; add it before the React plugin (it loads the catalogue files itself). */
export function catalogues(): Plugin {
  return {
    name: 'exchange-catalogues',
    enforce: 'pre',
    async load(id) {
      if (!CATALOGUE.test(id)) return null;
      const source = JSON.parse(await readFile(id, 'utf8')) as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, text] of Object.entries(source)) {
        if (typeof text !== 'string' || !text) continue;
        try {
          out[key] = compileMessage(text);
        } catch (e) {
          this.error(`${id}: 译文无法解析 ${JSON.stringify(key)}: ${(e as Error).message}`);
        }
      }
      // Still JSON: Vite's own JSON plugin turns it into the module.
      return { code: JSON.stringify(out), map: null };
    },
  };
}
