import { describe, expect, it } from 'vitest';
import { ORG_NAME_MESSAGES, orgNameError, orgNameKey } from '../../contract/rules/org-name';
import { ORG_TYPES, ORG_TYPE_MESSAGES, orgTypeError, orgTypeMismatch } from '../../contract/rules/org-type';

describe('organisation type', () => {
  it('is one of the seven types', () => {
    expect(ORG_TYPES).toEqual(['企业法人', '农民专业合作社', '村集体经济组织', '个体工商户', '机关事业单位', '社会团体', '其他']);
    for (const type of ORG_TYPES) expect(orgTypeError(type)).toBeNull();
    expect(orgTypeError('')).toBe(ORG_TYPE_MESSAGES.empty);
    expect(orgTypeError('有限公司')).toBe(ORG_TYPE_MESSAGES.unknown);
  });

  it.each([
    ['企业法人', '914403001922038216', null], ['农民专业合作社', '93350182MA2Y8K7P1T', null], ['村集体经济组织', 'N2350111MF0000010D', null],
    ['个体工商户', '92350100MA00000000', null], ['机关事业单位', '12350000000000000X', null], ['社会团体', '51350000000000000X', null],
    ['其他', '914403001922038216', null], ['企业法人', '93350182MA2Y8K7P1T', ORG_TYPE_MESSAGES.mismatch('企业法人')],
    ['村集体经济组织', '914403001922038216', ORG_TYPE_MESSAGES.mismatch('村集体经济组织')],
  ] as const)('%s with %s → %s', (type, code, message) => {
    expect(orgTypeMismatch(type, code)).toBe(message);
  });
});

describe('organisation name', () => {
  it.each([
    ['福州市晋安区宦溪镇峨嵋村股份经济合作社', null], ['腾讯科技（深圳）有限公司', null], ['ABC农业(福建)有限公司', null],
    ['', ORG_NAME_MESSAGES.empty], ['某', ORG_NAME_MESSAGES.length], ['某'.repeat(65), ORG_NAME_MESSAGES.length],
    ['某某<script>', ORG_NAME_MESSAGES.chars], ['某某公司；', ORG_NAME_MESSAGES.chars],
  ])('%s → %s', (value, message) => {
    expect(orgNameError(value)).toBe(message);
  });

  it('compares names regardless of bracket width and spaces', () => {
    expect(orgNameKey('腾讯科技（深圳）有限公司')).toBe(orgNameKey('腾讯科技 (深圳) 有限公司'));
  });
});
