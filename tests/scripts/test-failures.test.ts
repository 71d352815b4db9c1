import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { playwrightFailures, vitestFailures } from '../../scripts/test-failures.mjs';

describe('scripts/test-failures.mjs (what npm test lists above its totals)', () => {
  it('names each failed vitest test with its file and describe blocks, and a file that failed without a test', () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/rules/region-code.test.ts', status: 'failed',
          assertionResults: [
            { status: 'passed', ancestorTitles: ['region codes'], title: 'accepts every code' },
            { status: 'failed', ancestorTitles: ['region codes'], title: 'keeps abolished codes' },
          ],
        },
        { name: '/repo/tests/server/boot.test.ts', status: 'failed', assertionResults: [] },
        { name: '/repo/tests/server/ok.test.ts', status: 'passed', assertionResults: [{ status: 'passed', ancestorTitles: [], title: 'runs' }] },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      'tests/rules/region-code.test.ts › region codes › keeps abolished codes',
      'tests/server/boot.test.ts（文件未能运行）',
    ]);
    expect(vitestFailures({ testResults: [] }, '/repo')).toEqual([]);
  });

  it('names each Playwright test that failed on every try, through nested describe blocks, and not a flaky one', () => {
    const spec = (title: string, line: number, status: string) => ({ title, file: 'hall.spec.ts', line, tests: [{ status }] });
    const report = {
      suites: [{
        title: 'hall.spec.ts',
        specs: [spec('top-level test', 3, 'unexpected')],
        suites: [{
          title: '竞价大厅',
          specs: [spec('countdowns move', 17, 'unexpected'), spec('tabs switch', 37, 'flaky'), spec('search', 50, 'expected')],
          suites: [{ title: 'inner', specs: [spec('deep', 80, 'unexpected')] }],
        }],
      }],
    };
    expect(playwrightFailures(report)).toEqual([
      'hall.spec.ts:3 › top-level test',
      'hall.spec.ts:17 › 竞价大厅 › countdowns move',
      'hall.spec.ts:80 › 竞价大厅 › inner › deep',
    ]);
  });
});
