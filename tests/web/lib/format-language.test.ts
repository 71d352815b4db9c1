import { afterEach, describe, expect, it } from 'vitest';
import { addMessages, i18n } from '@/i18n/i18n';
import { moneyPhrase, projectStateText, unitLabel, valueText } from '@/lib/format';
import { pageTitle } from '@/lib/route-meta';

afterEach(() => i18n.activate('zh'));

const en = () => {
  addMessages('en', {
    万元: '10k yuan', '元/亩/年': 'yuan/mu/year', 详见子资产: 'See sub-assets', 正在报名: 'Enrolling',
    农村产权交易平台: 'Rural Property Rights Exchange', 项目列表: 'Projects',
    '{amount} {unit}': [['amount'], ' ', ['unit']], '{platform} - {title}': [['platform'], ' - ', ['title']],
  } as never);
  i18n.activate('en');
};

describe('display formatting per language', () => {
  it('keeps the zh source text in zh', () => {
    expect(unitLabel('万元')).toBe('万元');
    expect(moneyPhrase({ text: '10.1', unit: '万元' })).toBe('10.1 万元');
    expect(pageTitle('项目列表')).toBe('农村产权交易平台 - 项目列表');
  });

  it('translates known units and the Han placeholder in en, and leaves unknown units and -- alone', () => {
    en();
    expect(unitLabel('万元')).toBe('10k yuan');
    expect(unitLabel('元/亩/年')).toBe('yuan/mu/year');
    expect(unitLabel('元/车')).toBe('元/车');
    expect(valueText('详见子资产')).toBe('See sub-assets');
    expect(valueText('--')).toBe('--');
    expect(moneyPhrase({ text: '10.1', unit: '万元' })).toBe('10.1 10k yuan');
    expect(moneyPhrase({ text: '--', unit: '' })).toBe('--');
    expect(projectStateText('正在报名中')).toBe('Enrolling');
    expect(pageTitle('项目列表')).toBe('Rural Property Rights Exchange - Projects');
  });
});
