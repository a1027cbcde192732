import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';

const require = createRequire(import.meta.url);

test('the playground renders a themed, accessible button', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Continue' });
  await expect(button).toBeVisible();
  // Spec §9 defaults: primary #19303D, button height 45px, radius 4px.
  const look = await button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, height: s.height, radius: s.borderTopLeftRadius };
  });
  expect(look).toEqual({ background: 'rgb(25, 48, 61)', height: '45px', radius: '4px' });

  await page.addScriptTag({ path: require.resolve('axe-core') });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string }[] }> } }).axe.run();
    return result.violations.map((v) => v.id);
  });
  expect(violations).toEqual([]);
});
