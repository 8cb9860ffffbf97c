/**
 * The navigation island hydrates on the visitor's first scroll, key, pointer press or pointer over the
 * bar (`client:on`), not at load. Specs about its enhanced controls wake it the way a desktop
 * visitor's pointer does; tests/e2e/hydration.spec.ts checks each real trigger.
 */
import { expect, type Page } from '@playwright/test';

/** The enhanced toggles exist only once the navigation island runs (before, they are <summary>). */
export const navigationHydrated = (page: Page) => page.getByRole('banner').locator('button[aria-controls]').first();

/**
 * Resolves once the page has passed every moment at which an island could wake without the visitor:
 * load, the browser's first idle period (`client:idle`), and a frame after it (`client:visible`
 * reports on a frame). A request not made by then waits for the visitor: this is the later event that
 * proves an absence, where a pause would only hope for it.
 */
export async function pastIdleWithoutInput(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestIdleCallback(() => requestAnimationFrame(() => done()), { timeout: 5000 })),
  );
}

export async function wakeNavigation(page: Page) {
  // A corner of the bar, clear of its links.
  await page.getByRole('banner').hover({ position: { x: 4, y: 4 } });
  await expect(navigationHydrated(page)).toBeAttached();
}
