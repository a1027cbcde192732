import type { Theme } from 'gatehouse-auth';
import { checkTheme } from 'gatehouse-auth/themes';

const brand: Theme = { buttons: { primary: { backgroundColor: '#FFD400', textColor: '#FFFFFF' } } };

// In a unit test of your own theme: every pair below WCAG 2.2's contrast, with its ratio.
for (const { pair, colors, ratio, required } of checkTheme(brand)) {
  console.log(`${pair}: ${colors.join(' on ')} is ${ratio}:1, needs ${required}:1`);
}
// → primary button text on the primary button: #FFFFFF on #FFD400 is 1.43:1, needs 4.5:1
