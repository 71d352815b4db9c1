import { expect, type Locator, type Page } from '@playwright/test';
import { scrollThrough } from './scroll';

/**
 * Scrolls through /index and waits for the sections below the first screen (recommended, latest, news, hot,
 * partners): the portal builds them only when the visitor comes near them (src/lib/when-near-viewport.tsx).
 */
export async function showHomeBelowFold(page: Page): Promise<void> {
  await scrollThrough(page);
  await expect(page.locator('section[aria-labelledby="home-partners-title"]')).toBeAttached();
}

/** Page object of /index: one locator per home section of §2. */
export class HomePage {
  readonly banner: Locator;
  readonly classify: Locator;
  readonly userBox: Locator;
  readonly noticeBox: Locator;
  readonly middleBanner: Locator;
  readonly recommend: Locator;
  readonly hall: Locator;
  readonly latest: Locator;
  readonly news: Locator;
  readonly hot: Locator;
  readonly partners: Locator;
  readonly footer: Locator;
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.banner = page.locator('section[aria-label="首页轮播图"]');
    this.classify = page.locator('section[aria-label="项目分类"]');
    this.userBox = page.locator('section[aria-label="用户信息"]');
    this.noticeBox = page.locator('section[aria-label="公告"]');
    this.middleBanner = page.locator('section[aria-label="中部广告"]');
    this.recommend = page.locator('section[aria-label="推荐项目"]');
    this.hall = page.locator('section[aria-labelledby="home-hall-title"]');
    this.latest = page.locator('section[aria-labelledby="home-latest-title"]');
    this.news = page.locator('section[aria-label="新闻公告"]');
    this.hot = page.locator('section[aria-labelledby="home-hot-title"]');
    this.partners = page.locator('section[aria-labelledby="home-partners-title"]');
    this.footer = page.locator('footer');
    this.nav = page.getByRole('navigation', { name: '主导航' });
  }

  async goto() {
    await this.page.goto('/index');
  }

  /** See {@link showHomeBelowFold}. */
  async showBelowFold() {
    await showHomeBelowFold(this.page);
  }
}
