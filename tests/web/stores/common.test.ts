// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { COMMON_STORE_KEY, useCommonStore } from '@/stores/common';

const local = () => JSON.parse(localStorage.getItem(COMMON_STORE_KEY) ?? '{}') as Record<string, unknown>;
const session = () => JSON.parse(sessionStorage.getItem(COMMON_STORE_KEY) ?? '{}') as Record<string, unknown>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useCommonStore.setState({ language: 'zh', isLock: false, lockPasswd: '', helpBrowser: false, menuFlag: '' });
});

describe('common store (§3 Common state, §4 Screen lock)', () => {
  it('defaults to zh and unlocked', () => {
    expect(useCommonStore.getState()).toMatchObject({ language: 'zh', isLock: false, lockPasswd: '' });
  });

  it('keeps the lock in sessionStorage only', () => {
    useCommonStore.getState().screenLocked('8888');
    expect(useCommonStore.getState()).toMatchObject({ isLock: true, lockPasswd: '8888' });
    expect(session()).toMatchObject({ isLock: true, lockPasswd: '8888' });
    expect(local()).not.toHaveProperty('isLock');
    expect(local()).not.toHaveProperty('lockPasswd');

    useCommonStore.getState().unlocked();
    expect(useCommonStore.getState()).toMatchObject({ isLock: false, lockPasswd: '' });
    expect(session()).toMatchObject({ isLock: false, lockPasswd: '' });
  });

  it('remembers the menu flag for the session and the language across sessions', () => {
    useCommonStore.getState().menuFlagChanged('hall');
    useCommonStore.getState().languageChanged('en');
    expect(session()).toMatchObject({ menuFlag: 'hall' });
    expect(local()).toMatchObject({ language: 'en' });
    expect(local()).not.toHaveProperty('menuFlag');
  });

  it('clears the lock and helpBrowser on logout', () => {
    useCommonStore.getState().helpBrowserChanged(true);
    useCommonStore.getState().screenLocked('1');
    useCommonStore.getState().loggedOut();
    expect(useCommonStore.getState()).toMatchObject({ isLock: false, lockPasswd: '', helpBrowser: false });
    expect(local()).toMatchObject({ helpBrowser: false });
  });

  it('rehydrates from both storages', async () => {
    localStorage.setItem(COMMON_STORE_KEY, JSON.stringify({ language: 'en', helpBrowser: true }));
    sessionStorage.setItem(COMMON_STORE_KEY, JSON.stringify({ isLock: true, lockPasswd: 'p', menuFlag: 'index' }));
    await useCommonStore.persist.rehydrate();
    expect(useCommonStore.getState()).toMatchObject({ language: 'en', helpBrowser: true, isLock: true, lockPasswd: 'p', menuFlag: 'index' });
  });
});
