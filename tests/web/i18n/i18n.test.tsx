// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n, t, useT } from '@/i18n';

function Greeting() {
  const tr = useT('common');
  return <p>{tr('登录')}</p>;
}

/** The en catalogue as written (the import of a catalogue in the app is the compiled form). */
const enCommon = JSON.parse(readFileSync('src/locales/en/common.json', 'utf8')) as Record<string, string>;

beforeEach(async () => {
  await applyLanguage('zh');
});

describe('messages (§1 language setting)', () => {
  it('shows the zh source in zh, with its placeholders filled', () => {
    expect(t('登录')).toBe('登录');
    expect(t('您好，欢迎来到{platform}！', { platform: '农村产权交易平台' })).toBe('您好，欢迎来到农村产权交易平台！');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('shows the en catalogue after switching, with placeholders, and sets <html lang>', async () => {
    await applyLanguage('en');
    expect(i18n.locale).toBe('en');
    expect(t('登录')).toBe(enCommon['登录']);
    expect(t('您好，欢迎来到{platform}！', { platform: 'X' })).toBe('Hello, welcome to X!');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to the zh source for a message without a translation, placeholders still filled', async () => {
    await applyLanguage('en');
    expect(t('没有译文的消息 {n}', { n: 3 })).toBe('没有译文的消息 3');
  });

  it('treats an unknown stored language as the default zh', async () => {
    await applyLanguage('fr' as 'en');
    expect(i18n.locale).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('re-renders a component in the new language when the language changes', async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText('登录')).toBeTruthy();
    await act(() => applyLanguage('en'));
    expect(await screen.findByText('Log in')).toBeTruthy();
    await act(() => applyLanguage('zh'));
    expect(await screen.findByText('登录')).toBeTruthy();
  });
});
