// jest-dom matchers (toBeVisible, toHaveAttribute ...) for island tests; harmless in Node tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

/**
 * What went wrong unasked since the last check: a console.error no test expected, an unhandled
 * rejection. Each fails the test it happened in (or the file, after its last test), so a leak or a
 * broken fake fails where it shows instead of scrolling by in the log. A test that expects an error
 * spies on console.error itself (`vi.spyOn(console, 'error').mockImplementation(…)`) and checks it.
 */
let unexpected: string[] = [];

process.on('unhandledRejection', (reason) => unexpected.push(`an unhandled rejection: ${format(reason)}`));
// Replaced for the whole file, not spied per test: an error in a beforeAll, or after a test ended, counts too.
console.error = (...args: unknown[]) => unexpected.push(`console.error: ${format(...args)}`);

function failOnUnexpected(when: string): void {
  const found = unexpected;
  unexpected = [];
  if (found.length > 0) throw new Error(`${when}, unexpectedly:\n${found.join('\n')}`);
}

beforeEach(() => failOnUnexpected('before this test (in a beforeAll, or after the last test ended)'));

afterEach(() => {
  cleanup();
  failOnUnexpected('during this test');
});

afterAll(() => failOnUnexpected('after the last test of this file'));
