import { create } from 'zustand';
import { type PersistStorage, type StorageValue, persist } from 'zustand/middleware';

/** UI language; zh is the default (§1, §9). */
export type Language = 'zh' | 'en';

/** Client-only settings of the portal (§3 Common state). */
export interface CommonState {
  language: Language;
  /** Screen lock flag (§4 Screen lock); session-scoped. */
  isLock: boolean;
  /** Password that unlocks the screen; session-scoped, '' when unlocked. */
  lockPasswd: string;
  /** Whether the browser-help page is shown; stored as false on logout (§2 Login and logout). */
  helpBrowser: boolean;
  /** Navigation item of the active route, remembered for the session (§2 Route guard). */
  menuFlag: string;
  /** The screen was locked with `password`. */
  screenLocked(password: string): void;
  /** The screen was unlocked (also on login and logout). */
  unlocked(): void;
  /** A route with this menu flag became active. */
  menuFlagChanged(flag: string): void;
  languageChanged(language: Language): void;
  helpBrowserChanged(show: boolean): void;
  /** The user logged out: lock cleared, helpBrowser false (called by the session store). */
  loggedOut(): void;
}

type Persisted = Pick<CommonState, 'language' | 'isLock' | 'lockPasswd' | 'helpBrowser' | 'menuFlag'>;

const LOCAL_KEYS = ['language', 'helpBrowser'] as const;
const SESSION_KEYS = ['isLock', 'lockPasswd', 'menuFlag'] as const;

const storageOf = (kind: 'localStorage' | 'sessionStorage'): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null; // storage disabled (privacy mode): fall back to memory only
  }
};

const readJson = (s: Storage | null, name: string): Record<string, unknown> => {
  try {
    const raw = s?.getItem(name);
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const pick = (state: Partial<Persisted>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => k in state).map((k) => [k, state[k as keyof Persisted]]));

/**
 * Splits the persisted state: the lock and menu flag live in sessionStorage (§4 Screen lock: they
 * must not survive the tab), language and helpBrowser in localStorage.
 */
const splitStorage: PersistStorage<Persisted> = {
  getItem: (name) => ({ state: { ...readJson(storageOf('localStorage'), name), ...readJson(storageOf('sessionStorage'), name) } as Persisted, version: 0 }),
  setItem: (name, value: StorageValue<Persisted>) => {
    storageOf('localStorage')?.setItem(name, JSON.stringify(pick(value.state, LOCAL_KEYS)));
    storageOf('sessionStorage')?.setItem(name, JSON.stringify(pick(value.state, SESSION_KEYS)));
  },
  removeItem: (name) => {
    storageOf('localStorage')?.removeItem(name);
    storageOf('sessionStorage')?.removeItem(name);
  },
};

/** Storage key of the common store. */
export const COMMON_STORE_KEY = 'nccq-common';

/**
 * Common client state (zustand). Read with selectors in components; `getState()` in glue code.
 * @see §3 Common state, §4 Screen lock
 */
export const useCommonStore = create<CommonState>()(
  persist(
    (set) => ({
      language: 'zh',
      isLock: false,
      lockPasswd: '',
      helpBrowser: false,
      menuFlag: '',
      screenLocked: (password) => set({ isLock: true, lockPasswd: password }),
      unlocked: () => set({ isLock: false, lockPasswd: '' }),
      menuFlagChanged: (flag) => set({ menuFlag: flag }),
      languageChanged: (language) => set({ language }),
      helpBrowserChanged: (show) => set({ helpBrowser: show }),
      loggedOut: () => set({ isLock: false, lockPasswd: '', helpBrowser: false }),
    }),
    {
      name: COMMON_STORE_KEY,
      storage: splitStorage,
      partialize: (s): Persisted => ({ language: s.language, isLock: s.isLock, lockPasswd: s.lockPasswd, helpBrowser: s.helpBrowser, menuFlag: s.menuFlag }),
    },
  ),
);
