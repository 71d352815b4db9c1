import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { citizenIdCheckChar } from '@contract/rules/citizen-id';
import { creditCodeCheckChar } from '@contract/rules/credit-code';
import type { RealnameRecord } from '@contract/realname';
import { createQueryClient } from '@/app/query-client';

/** A citizen ID with the right check character (region 110101 东城区, an adult born 1990-03-07). */
export function citizenId(first17 = '11010119900307123'): string {
  return first17 + citizenIdCheckChar(first17);
}

/** The same number with a check character that is wrong. */
export function withWrongCheck(id: string): string {
  const wrong = '0123456789X'.split('').find((c) => c !== id[17])!;
  return id.slice(0, 17) + wrong;
}

/** A credit code with its GB 32100 check character (企业法人 91, 福州鼓楼区 350102). */
export function creditCode(first17 = '91350102MA2Y8K7P1'): string {
  return first17 + creditCodeCheckChar(first17);
}

/** Renders `ui` with a fresh app QueryClient (no router: forms only). */
export function renderWithQuery(ui: ReactNode) {
  const queryClient = createQueryClient();
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}

/** The 'idType' dictionary as the server answers it. */
export const idTypeDict = [
  { id: '1', code: 'idType', dictKey: '0', dictValue: '居民身份证', sort: 1 },
  { id: '2', code: 'idType', dictKey: '5', dictValue: '因私普通护照', sort: 2 },
];

const FILE = '/api/dscq-user/file/';
/** A person record as GET myRecord answers (masked numbers). */
export const personRecord = (over: Partial<RealnameRecord> = {}): RealnameRecord => ({
  id: '9001', kind: 'person', status: 1, statusLabel: '认证中', reason: '', submittedAt: '2025-03-01 10:00:00', reviewedAt: '', reviewer: '',
  person: {
    name: '张三', idType: 0, idTypeLabel: '居民身份证', idNumber: '1101**********1234', phone: '138****8000',
    frontImage: `${FILE}${'a'.repeat(32)}`, backImage: `${FILE}${'b'.repeat(32)}`,
  },
  org: null,
  ...over,
});
