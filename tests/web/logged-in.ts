import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSessionStore } from '@/stores/session';

/**
 * Registers the hooks of a route test run as a logged-in user (baseUserId '1', token 't'): before each test the
 * session is stored and window.scrollTo (which jsdom lacks) is stubbed; after each the page is unmounted, stubbed
 * globals and mocks are restored and the session ends.
 */
export function asLoggedInUser(): void {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    useSessionStore.getState().loggedIn({ baseUserId: '1', token: 't', grantType: 'password' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSessionStore.getState().loggedOut();
  });
}
