import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SELF_ENROL_AFTER_S } from '../../mock-server/src/seed/self-enrol';

/** The web client's id; every /api/ call must carry it. */
const CLIENT = { 'Client-Id': 'nccq-web' };

/** A 1×1 PNG: real magic bytes, so the server's content sniffing accepts it as an enrolment material. */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface UpcomingRow {
  assetsId: string;
  assetsName: string;
  /** Seconds until the bidding starts. */
  leftTime: number;
}
interface Detail {
  directional: boolean;
  acceptKinds: string;
  isPackage: boolean;
  parentAssetsId: string;
  enrolment: { open: boolean };
}

/**
 * A bidding lot a verified person can enrol in right now and whose bid room the demo account zhangsan is not yet in:
 * an upcoming lot starting at least {@link SELF_ENROL_AFTER_S} out (the seed leaves the demo accounts off those),
 * registering, single asset, not directional, open to persons. Found through the public API (hall upcoming list and
 * project detail), so the test does not depend on seed order or ids.
 * @returns its assetsId and name. @throws Error when the seed has no such lot.
 */
export async function enrollableProject(request: APIRequestContext): Promise<{ assetsId: string; assetsName: string }> {
  const [first] = await enrollableProjects(request, 1);
  if (!first) throw new Error('no registering bidding lot left open to the demo accounts in the seed');
  return first;
}

/** Up to `limit` registering lots open to the demo accounts (see {@link enrollableProject}), in the hall's order. */
export async function enrollableProjects(request: APIRequestContext, limit = 100): Promise<{ assetsId: string; assetsName: string }[]> {
  const res = await request.post('/api/dscq-project/activity/upcoming-bid', { headers: CLIENT, data: { projectNature: 49, current: 1, size: 100 } });
  const rows = ((await res.json()) as { data: { records: UpcomingRow[] } }).data.records.filter((r) => r.leftTime >= SELF_ENROL_AFTER_S);
  const out: { assetsId: string; assetsName: string }[] = [];
  for (const r of rows) {
    if (out.length >= limit) break;
    const d = ((await (await request.get(`/api/dscq-project/project/detail?assetsId=${r.assetsId}`, { headers: CLIENT })).json()) as { data: Detail }).data;
    if (!d.directional && d.acceptKinds !== 'org' && !d.isPackage && !d.parentAssetsId && d.enrolment.open) out.push({ assetsId: r.assetsId, assetsName: r.assetsName });
  }
  return out;
}

/** Page object of /projectDetail/{id}.html and /projectPkg/{id}.html. */
export class DetailPage {
  readonly title: Locator;
  readonly tabs: Locator;
  readonly favourite: Locator;
  readonly enrol: Locator;

  constructor(readonly page: Page) {
    this.title = page.locator('main h1');
    this.tabs = page.getByRole('tablist', { name: '项目信息' });
    this.favourite = page.getByRole('button', { name: /收藏/ });
    this.enrol = page.getByRole('link', { name: '立即报名' });
  }

  async open(assetsId: string): Promise<void> {
    await this.page.goto(`/projectDetail/${assetsId}.html`);
    await expect(this.title).toBeVisible();
  }

  /** Opens the tab `name` and returns its panel. */
  async tab(name: string): Promise<Locator> {
    await this.tabs.getByRole('tab', { name, exact: true }).click();
    const panel = this.page.getByRole('tabpanel');
    await expect(panel).toBeVisible();
    return panel;
  }
}

/** Page object of /bidEnrollNormal: the three steps and the submit button. */
export class EnrolPage {
  constructor(readonly page: Page) {}

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: '下一步' }).click();
  }

  /** Uploads the PNG into every material field of the current step and waits until each is stored. */
  async uploadAllMaterials(): Promise<void> {
    const inputs = this.page.locator('form[aria-label="报名信息"] input[type=file]');
    const count = await inputs.count();
    for (let i = 0; i < count; i++) {
      await inputs.nth(i).setInputFiles({ name: `material-${i}.png`, mimeType: 'image/png', buffer: PNG_1X1 });
    }
    await expect(this.page.getByText('已上传')).toHaveCount(count);
  }

  async agreeAndSubmit(): Promise<void> {
    await this.page.getByRole('checkbox').check();
    await this.page.getByRole('button', { name: '提交报名' }).click();
  }
}

/** Page object of /cashierDesk. */
export class CashierPage {
  readonly bidderCode: Locator;
  constructor(readonly page: Page) {
    this.bidderCode = page.getByTestId('bidder-code');
  }

  /** 在线支付 → the sandbox bank page (with its 沙箱 banner) → 确认支付, back on the cashier. */
  async payOnline(): Promise<void> {
    await this.page.getByRole('button', { name: '立即支付' }).click();
    await this.page.waitForURL(/\/sandbox-bank\/pay/);
    await expect(this.page.getByText('沙箱环境：不产生真实扣款')).toBeVisible();
    await this.page.getByRole('button', { name: '确认支付' }).click();
    await this.page.waitForURL(/\/cashierDesk\?orderNo=/);
  }
}
