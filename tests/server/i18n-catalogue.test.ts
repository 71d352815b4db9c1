import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Catalogue } from '../../mock-server/src/i18n/catalogue';
import en from '../../mock-server/src/i18n/en.json';
import { handshakeLanguage, negotiateLanguage } from '../../mock-server/src/i18n/language';
import labels from '../../mock-server/src/i18n/labels.en.json';
import { translateLabel, translateMessage } from '../../mock-server/src/i18n/messages';
import { keyShape, scanServerMessages } from './i18n-scan';

const ROOT = path.resolve(__dirname, '../..');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the server catalogues (i18n/en.json, i18n/labels.en.json)', () => {
  it('has an en entry for every message literal at a throw site, msg property and message constant', () => {
    const shapes = new Set(Object.keys(en).map(keyShape));
    const scanned = scanServerMessages(ROOT);
    expect(scanned.length).toBeGreaterThan(200);
    const missing = scanned.filter((m) => !shapes.has(keyShape(m.key))).map((m) => `${m.at}  ${m.key}`);
    expect(missing, 'add these to mock-server/src/i18n/en.json').toEqual([]);
  });

  it('gives every entry an English text with the placeholders of its key and no Chinese', () => {
    for (const catalogue of [en, labels] as Array<Record<string, string>>) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text, key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(key));
        expect(text, key).not.toMatch(/\p{Script=Han}/u);
      }
    }
  });
});

describe('Catalogue', () => {
  const c = new Catalogue({
    '订单不存在': 'Order not found',
    '出价须高于当前价 {price} 元': 'Bids must be above the current price of {price} yuan',
    '参数 {field} 无效：{detail}': 'Invalid parameter {field}: {detail}',
    '不能为空': 'missing',
    '{reason}（截止时间 {time}）': '{reason} (closing time {time})',
    '报名已截止': 'Enrolment has closed',
  });

  it('matches exact keys and templates, anchored, and fills the values in', () => {
    expect(c.translate('订单不存在')).toBe('Order not found');
    expect(c.translate('出价须高于当前价 1,200.00 元')).toBe('Bids must be above the current price of 1,200.00 yuan');
    expect(c.lookup('订单不存在了')).toBeUndefined();
    expect(c.lookup('请注意：出价须高于当前价 5 元')).toBeUndefined();
  });

  it('translates the parts a template captured, and each sentence of a joined message', () => {
    expect(c.translate('报名已截止（截止时间 2026-05-01 12:00:00）')).toBe('Enrolment has closed (closing time 2026-05-01 12:00:00)');
    expect(c.translate('参数 a 无效：不能为空；参数 b 无效：不能为空')).toBe('Invalid parameter a: missing; Invalid parameter b: missing');
  });

  it('leaves text it does not know as it is', () => {
    expect(c.translate('天府农村产权交易所')).toBe('天府农村产权交易所');
  });
});

describe('request language', () => {
  it('negotiates Accept-Language: zh unless en is preferred', () => {
    expect(negotiateLanguage(undefined)).toBe('zh');
    expect(negotiateLanguage('')).toBe('zh');
    expect(negotiateLanguage('en')).toBe('en');
    expect(negotiateLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(negotiateLanguage('zh-CN')).toBe('zh');
    expect(negotiateLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(negotiateLanguage('fr-FR')).toBe('zh');
    expect(negotiateLanguage('fr, en;q=0.5')).toBe('en');
  });

  it('reads a socket handshake: auth.language first, then the Accept-Language header', () => {
    expect(handshakeLanguage({ language: 'en' }, { 'accept-language': 'zh-CN' })).toBe('en');
    expect(handshakeLanguage({ token: 'x' }, { 'accept-language': 'en-US' })).toBe('en');
    expect(handshakeLanguage(undefined, {})).toBe('zh');
  });

  it('keeps zh as it is and the texts of §8 verbatim', () => {
    for (const text of ['未知错误', '用户未登录', '请先登录', '哎呀亲...您访问的页面出错了！', '订单不存在']) {
      expect(translateMessage(text, 'zh')).toBe(text);
    }
    expect(translateMessage('订单不存在', 'en')).toBe('Order not found');
    expect(translateLabel('农业生产设施设备', 'en')).toBe('Agricultural facilities and equipment');
    expect(translateLabel('成都市', 'en')).toBe('成都市');
  });
});
