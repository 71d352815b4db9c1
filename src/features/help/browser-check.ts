import { msg, t } from '@/i18n';

/**
 * What the portal needs of a browser (§2 /helpBrowser) and how the visitor's own browser measures up. Pure
 * functions over what the page reads from `navigator` / `screen`, so they are testable with any user agent. Their
 * texts are in the active language: call them where the page renders (again when the language changes).
 */

/** Smallest screen width of the quote hall, CSS px. */
export const HALL_MIN_SCREEN_PX = 1280;

/**
 * Supported browsers and the oldest major version that runs the portal (ES2020, WebSocket, CSS grid). `name` and
 * `note` are source messages where they are words (shown with t()); the other names are brands.
 */
export const SUPPORTED_BROWSERS = [
  { name: 'Chrome', min: 100, note: msg('推荐') },
  { name: 'Edge', min: 100, note: msg('推荐') },
  { name: 'Firefox', min: 100, note: '' },
  { name: 'Safari', min: 15, note: 'macOS / iPhone / iPad' },
  // min is its Chromium engine's version, which the browser does not show as its own: not listed.
  { name: msg('360安全浏览器'), min: 86, note: msg('须使用极速模式（Chromium 内核版本）'), engineMin: true },
] as const;

/** One brand entry of `navigator.userAgentData.brands`. */
export interface UaBrand { brand: string; version: string }

/**
 * The visitor's browser: its name (a brand, or a source message for 360 and 未知浏览器: show it with t()), major version
 * (of its engine for 360), whether it is supported, and a hint in the active language ('' when supported).
 */
export interface BrowserInfo { name: string; version: number | null; supported: boolean; hint: string }

const MIN_BY_NAME: Record<string, number> = Object.fromEntries(SUPPORTED_BROWSERS.map((b) => [b.name, b.min]));

const major = (m: RegExpMatchArray | null) => (m ? Number(m[1]) : null);

/** Name and major version from the user agent string, refined by userAgentData brands where the browser gives them. */
export function detectBrowser(ua: string, brands: readonly UaBrand[] = []): BrowserInfo {
  if (/MSIE |Trident\//.test(ua)) {
    const in360 = /360SE|360EE|QIHU/i.test(ua);
    return { name: in360 ? msg('360安全浏览器（兼容模式）') : 'Internet Explorer', version: major(ua.match(/(?:MSIE |rv:)(\d+)/)), supported: false,
      hint: in360 ? t('请点击地址栏右侧的图标，切换到“极速模式”。') : t('IE 已停止支持，请改用 Chrome、Edge 或 Firefox。') };
  }
  const brand = (name: string) => brands.find((b) => b.brand === name);
  const chromium = major(ua.match(/(?:Chrome|CriOS)\/(\d+)/)) ?? (brand('Chromium') ? Number(brand('Chromium')!.version) : null);
  let name: string;
  let version: number | null;
  if (/QIHU|360SE|360EE|QihooBrowser/i.test(ua)) [name, version] = [msg('360安全浏览器'), chromium];
  else if (brand('Microsoft Edge') || /Edg(?:e|A|iOS)?\//.test(ua)) [name, version] = ['Edge', brand('Microsoft Edge') ? Number(brand('Microsoft Edge')!.version) : major(ua.match(/Edg(?:e|A|iOS)?\/(\d+)/))];
  else if (/(?:Firefox|FxiOS)\//.test(ua)) [name, version] = ['Firefox', major(ua.match(/(?:Firefox|FxiOS)\/(\d+)/))];
  else if (brand('Google Chrome') || /(?:Chrome|CriOS)\//.test(ua)) [name, version] = ['Chrome', brand('Google Chrome') ? Number(brand('Google Chrome')!.version) : chromium];
  else if (/Safari\//.test(ua) && /Version\//.test(ua)) [name, version] = ['Safari', major(ua.match(/Version\/(\d+)/))];
  else return { name: msg('未知浏览器'), version: null, supported: false, hint: t('无法识别当前浏览器，建议使用 Chrome 或 Edge 的最新版本。') };
  const min = MIN_BY_NAME[name];
  const supported = version !== null && version >= min;
  return { name, version, supported, hint: supported ? '' : t('版本过旧，请升级到 {name} {min} 或更高版本。', { name: t(name), min }) };
}

/** The browser's name in the active language with its major version: 'Chrome 131'. */
export function browserLabel(browser: BrowserInfo): string {
  return browser.version ? `${t(browser.name)} ${browser.version}` : t(browser.name);
}

/** What the page reads from the browser. */
export interface BrowserEnv {
  userAgent: string;
  brands?: readonly UaBrand[];
  cookieEnabled: boolean;
  /** Whether a localStorage write and read-back succeeded. */
  storageWorks: boolean;
  /** `screen.width`, CSS px. */
  screenWidth: number;
}

/**
 * One requirement with the visitor's value and a pass (true) or warn (false) mark. `label` is a source message (show
 * it with t()); `need`, `actual` and `hint` are in the active language.
 */
export interface Requirement { label: string; need: string; actual: string; ok: boolean; hint: string }

/** The portal's requirements (browser, JavaScript, cookies, local storage, screen width) checked against `env`. */
export function checkRequirements(env: BrowserEnv): { browser: BrowserInfo; requirements: Requirement[] } {
  const browser = detectBrowser(env.userAgent, env.brands);
  const wide = env.screenWidth >= HALL_MIN_SCREEN_PX;
  return {
    browser,
    requirements: [
      { label: msg('浏览器'), need: t('Chrome / Edge / Firefox 100+、Safari 15+、360 极速模式'), actual: browserLabel(browser), ok: browser.supported, hint: browser.hint },
      { label: 'JavaScript', need: t('已启用'), actual: t('已启用'), ok: true, hint: '' },
      { label: 'Cookie', need: t('允许本网站使用'), actual: env.cookieEnabled ? t('已允许') : t('已禁用'), ok: env.cookieEnabled, hint: t('请在浏览器设置的“隐私和安全”中允许本网站使用 Cookie。') },
      { label: msg('本地存储'), need: t('允许（localStorage）'), actual: env.storageWorks ? t('可用') : t('不可用'), ok: env.storageWorks, hint: t('无痕模式或禁止网站数据时无法保持登录，请使用普通窗口并允许网站数据。') },
      { label: msg('屏幕宽度'), need: t('竞价大厅 ≥ {px} 像素', { px: HALL_MIN_SCREEN_PX }), actual: t('{px} 像素', { px: env.screenWidth }), ok: wide, hint: t('浏览项目不受影响；参与竞价请使用电脑或更宽的屏幕。') },
    ],
  };
}

/** Reads {@link BrowserEnv} from the running browser. */
export function readBrowserEnv(): BrowserEnv {
  const nav = navigator as Navigator & { userAgentData?: { brands?: UaBrand[] } };
  let storageWorks: boolean;
  try {
    const key = '__help_browser_probe__';
    localStorage.setItem(key, '1');
    storageWorks = localStorage.getItem(key) === '1';
    localStorage.removeItem(key);
  } catch {
    storageWorks = false;
  }
  return { userAgent: nav.userAgent, brands: nav.userAgentData?.brands, cookieEnabled: nav.cookieEnabled, storageWorks, screenWidth: window.screen.width };
}
