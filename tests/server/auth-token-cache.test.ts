import { describe, expect, it } from 'vitest';
import { AccessTokens } from '../../mock-server/src/modules/auth/index';

describe('access tokens: a verified token is remembered, its window and session still checked', () => {
  it('refuses a remembered token once it expires or its session is revoked, and a forged one always', async () => {
    let now = Date.UTC(2026, 10, 21, 2, 0, 0);
    let revoked = false;
    const tokens = new AccessTokens({
      key: new TextEncoder().encode('token-cache-test-secret-0123456789abcdef'), ttlS: 60, audience: 'nccq-web', now: () => now, isRevoked: async () => revoked,
    });
    const token = await tokens.issue({ userId: 'u1', familyId: 'f1' });
    expect(await tokens.verify(token)).toMatchObject({ userId: 'u1', familyId: 'f1' });
    expect(await tokens.verify(token)).toMatchObject({ userId: 'u1' });
    revoked = true;
    expect(await tokens.verify(token)).toBeNull();
    revoked = false;
    now += 59_999;
    expect(await tokens.verify(token)).toMatchObject({ userId: 'u1' });
    now += 1;
    expect(await tokens.verify(token)).toBeNull();
    const [head, body] = token.split('.');
    expect(await tokens.verify(`${head}.${body}.${'A'.repeat(43)}`)).toBeNull();
  });
});
