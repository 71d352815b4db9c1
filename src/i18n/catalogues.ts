import type { Messages } from '@lingui/core';
import { addMessages, type Language, SOURCE_LANGUAGE } from './i18n';

/**
 * The catalogue namespaces. A file's namespace follows its folder (scripts/i18n-catalogues.mjs): src/features/<name>
 * is `<name>`; contract/ is `shared`; src/features/shell, src/components, src/lib, src/app, src/routes and streams are
 * `common`. `common` and `shared` load before the first render. A feature's catalogue loads the first time one of its components renders in
 * that language ({@link useT}), so a page fetches only the catalogues of what it shows.
 */
export type Namespace =
  | 'common' | 'shared' | 'appeals' | 'auth' | 'collect' | 'content' | 'contract' | 'demand' | 'enrol' | 'files' | 'hall' | 'help'
  | 'home' | 'member' | 'messages' | 'project-detail' | 'projects' | 'quote' | 'realname' | 'seal' | 'settlement' | 'usercenter';

// One lazily loaded chunk per language and namespace, compiled by the catalogue plugin in vite.config.ts.
const files = import.meta.glob<{ default: Messages }>('../locales/en/*.json');

/** A load, marked fulfilled once settled, so `useT` reads a loaded catalogue without suspending. */
export type Pending = Promise<void> & { status?: 'fulfilled' };
const fulfilled = (): Pending => Object.assign(Promise.resolve(), { status: 'fulfilled' as const });
const loading = new Map<string, Pending>();

/**
 * Loads the `language` catalogue of `ns` once; later calls return the same promise (marked fulfilled once loaded, so
 * `useT` reads it without suspending). The source language and a namespace without a file are fulfilled at once.
 */
export function loadNamespace(language: Language, ns: Namespace): Pending {
  const key = `${language}/${ns}`;
  let p = loading.get(key);
  if (!p) {
    const file = language === SOURCE_LANGUAGE ? undefined : files[`../locales/${language}/${ns}.json`];
    if (file) {
      const load: Pending = file().then((m) => addMessages(language, m.default));
      load.then(() => { load.status = 'fulfilled'; }, () => loading.delete(key));
      p = load;
    } else {
      p = fulfilled();
    }
    loading.set(key, p);
  }
  return p;
}
