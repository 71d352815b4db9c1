import sharp from 'sharp';
import { expect, test } from './csp-guard';
import { topBar } from './pages/auth-pages';
import { freshAccount, registerAndLogIn } from './pages/realname-pages';

/** A phone photo: 2,000 × 1,500, stored sideways (EXIF orientation 6), with EXIF text. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3b7d4f' } })
    .withExif({ IFD0: { Artist: '李明华' } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/**
 * /memberEditHead (§2) in the browser: a new account uploads a phone photo as its avatar, and the page and the top
 * bar show the small square WebP the server made of it (modules/profile/avatar-image.ts), not the photo.
 */
test.describe('修改头像 (avatar)', () => {
  test('an uploaded phone photo becomes a 240 px WebP avatar in the page and the top bar', async ({ page }) => {
    await registerAndLogIn(page, freshAccount('av'), '个人用户');
    await page.goto('/memberEditHead');
    await expect(page).toHaveTitle('农村产权交易平台 - 修改头像');
    const photo = await phonePhoto();
    const served = page.waitForResponse((r) => r.url().includes('/files/avatar/') && r.status() === 200);
    await page.getByLabel('选择头像文件').setInputFiles({ name: 'IMG_2031.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByText('头像已更新')).toBeVisible();
    const response = await served;
    expect(response.headers()['content-type']).toBe('image/webp');
    expect((await response.body()).length).toBeLessThan(photo.length / 20);

    const current = page.getByRole('figure').getByRole('img', { name: '用户头像' });
    await expect(current).toHaveAttribute('src', /^\/files\/avatar\/[0-9a-f]{32}$/);
    await expect.poll(() => current.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([240, 240]);
    const header = topBar(page).locator('img[src^="/files/avatar/"]');
    await expect(header).toHaveAttribute('src', (await current.getAttribute('src'))!);
    await expect.poll(() => header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
  });
});
