/**
 * The navigation island hydrates on the visitor's first scroll, key, pointer press or pointer over the
 * bar (`client:on`), not at load. Specs about its enhanced controls wake it the way a desktop
 * visitor's pointer does; tests/e2e/hydration.spec.ts checks each real trigger.
 */
import { expect, type Page } from '@playwright/test';

/** The enhanced toggles exist only once the navigation island runs (before, they are <summary>). */
export const navigationHydrated = (page: Page) => page.getByRole('banner').locator('button[aria-controls]').first();

export async function wakeNavigation(page: Page) {
  // A corner of the bar, clear of its links.
  await page.getByRole('banner').hover({ position: { x: 4, y: 4 } });
  await expect(navigationHydrated(page)).toBeAttached();
}
