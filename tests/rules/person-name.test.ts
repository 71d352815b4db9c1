import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERSON_NAME_MESSAGES as M, isPersonName, normalisePersonName, personNameError } from '../../contract/rules/person-name';

describe('name (§5: 2–4 Chinese characters, with the ethnic-minority extension)', () => {
  it.each([
    ['张三', null], ['欧阳修文', null], ['王', M.length], ['司马相如云', M.length], ['', M.empty], ['  ', M.empty], [null, M.empty],
    ['Zhang San', M.chars], ['张3', M.chars], ['张三!', M.chars], ['𠮷野', null], ['㐀三', null],
    ['阿卜杜·热合曼', null], ['买买提·艾力·吐尔逊', null], ['阿·木', null],
    ['·热合曼', M.dots], ['阿卜杜·', M.dots], ['阿卜杜··热合曼', M.dots], ['·', M.dots],
    ['阿卜杜热合曼·买买提江·艾尔肯', null], ['阿卜杜热合曼·买买提江·艾尔肯江', M.dottedLength],
  ])('%s → %s', (value, message) => {
    expect(personNameError(value as string)).toBe(message);
  });

  it('reads look-alike dots and stray spaces as the middle dot', () => {
    for (const dot of ['•', '・', '･', '●', '．', '.']) expect(normalisePersonName(`阿卜杜${dot}热合曼`)).toBe('阿卜杜·热合曼');
    expect(normalisePersonName(' 张 三 ')).toBe('张三');
    expect(personNameError('阿卜杜 • 热合曼')).toBeNull();
  });

  it('accepts any 2–4 characters of the URO block and refuses 5+ (property)', () => {
    const han = fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((c) => String.fromCodePoint(c));
    fc.assert(fc.property(fc.array(han, { minLength: 2, maxLength: 4 }), (chars) => { expect(isPersonName(chars.join(''))).toBe(true); }));
    fc.assert(fc.property(fc.array(han, { minLength: 5, maxLength: 12 }), (chars) => { expect(personNameError(chars.join(''))).toBe(M.length); }));
    fc.assert(fc.property(fc.array(fc.array(han, { minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 3 }), (segments) => {
      const name = segments.map((s) => s.join('')).join('·');
      expect(isPersonName(name)).toBe(Array.from(name).length <= 15);
    }));
  });
});
