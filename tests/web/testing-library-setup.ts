import { configure } from '@testing-library/dom';

/**
 * The portal's screens load parts of themselves as chunks of their own (the quote hall's sealed panel, the home page's
 * sections below the first screen), which vitest transforms on first import: on a busy two-core machine that can take
 * longer than Testing Library's default 1 s for `findBy…` / `waitFor` (measured: 5–7 s at a load average of 10). The assertions stay the same; they
 * wait longer, within the 20 s a test may take.
 */
configure({ asyncUtilTimeout: 10_000 });
