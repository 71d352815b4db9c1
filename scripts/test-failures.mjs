/**
 * The names of what failed in a run of `npm test` (scripts/test-all.mjs), read from the JSON reports of vitest and
 * Playwright, so the run can end with a list of them right above its totals line: the place a reader of only the
 * output's last lines still sees.
 */
import { relative } from 'node:path';

/**
 * The failures in a vitest JSON report: each failed test as `file › describe › … › title`, and each test file that
 * failed with no failed test of its own (an import that threw, a failed `beforeAll`) as `file（文件未能运行）`.
 * Files are given relative to `root`.
 * @param {{ testResults?: Array<{ name: string, status: string, assertionResults?: Array<{ status: string, ancestorTitles?: string[], title: string }> }> }} report
 * @param {string} root
 * @returns {string[]}
 */
export function vitestFailures(report, root) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const path = relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedTests) names.push([path, ...(a.ancestorTitles ?? []), a.title].join(' › '));
    if (file.status === 'failed' && failedTests.length === 0) names.push(`${path}（文件未能运行）`);
  }
  return names;
}

/**
 * The tests that ended other than expected in a Playwright JSON report (failed on every try), as
 * `file:line › describe › … › title`. Flaky tests passed on a retry and are not listed.
 * @param {{ suites?: Array<PlaywrightSuite> }} report
 * @returns {string[]}
 * @typedef {{ title: string, specs?: Array<{ title: string, file: string, line: number, tests: Array<{ status: string }> }>, suites?: PlaywrightSuite[] }} PlaywrightSuite
 */
export function playwrightFailures(report) {
  const names = [];
  /** @param {PlaywrightSuite} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === 'unexpected')) names.push([`${spec.file}:${spec.line}`, ...titles, spec.title].join(' › '));
    }
    for (const inner of suite.suites ?? []) walk(inner, [...titles, inner.title]);
  };
  // A file's own suite is titled with its file name: the spec's file:line already says it.
  for (const fileSuite of report.suites ?? []) walk(fileSuite, []);
  return names;
}
