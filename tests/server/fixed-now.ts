/** Fixed server time of the tests: 2026-11-21 10:00:00 Beijing time. */
export const FIXED_NOW = Date.UTC(2026, 10, 21, 2, 0, 0);
