// @vitest-environment node
/**
 * The tokens in the W3C Design Tokens format (DTCG 2025.10; issue 41): the files `gatehouse-auth/tokens/*.tokens.json`
 * are valid to a DTCG parser (Terrazzo's), and read back by `themeFromTokens` they set every `--gh-*` variable to
 * the value the token set has.
 */
import { defineConfig, Logger, parse } from '@terrazzo/parser';
import { darkTokens, defaultTokens, type Tokens } from '../../tokens';
import { themeContract } from '../../src/theme/contract.css';
import { checkTheme } from '../../src/theme/contrast';
import { themeFromTokens, tokensToDtcg } from '../../src/theme/dtcg';
import { themeToCssVars } from '../../src/theme/theme';

/** Every `--gh-*` variable with the set's value: what the widget's CSS reads for this set. */
function variables(tokens: Tokens): Record<string, string> {
  const out: Record<string, string> = {};
  (function walk(contract: object, values: object) {
    for (const [key, name] of Object.entries(contract)) {
      const value = (values as Record<string, unknown>)[key];
      if (typeof name === 'string') out[name.slice(4, -1)] = value as string;
      else walk(name as object, value as object);
    }
  })(themeContract, tokens);
  return out;
}

describe.each([
  ['default', defaultTokens],
  ['dark', darkTokens],
])('the %s tokens as DTCG', (name, tokens) => {
  const json = tokensToDtcg(tokens, `Gatehouse ${name} theme`);

  it('parse with a DTCG 2025.10 parser, colours as colour objects, sizes as dimensions, derived tokens as aliases', async () => {
    const config = defineConfig({}, { cwd: new URL('file:///tokens/') });
    const logger = new Logger({ level: 'error' });
    const { tokens: parsed } = await parse([{ src: JSON.stringify(json), filename: new URL(`file:///tokens/${name}.tokens.json`) }], {
      config,
      logger,
    });
    expect(logger.errorCount).toBe(0);
    expect(parsed['colors.primary']).toMatchObject({ $type: 'color', $value: { colorSpace: 'srgb', components: expect.any(Array) } });
    expect(parsed['container.width']).toMatchObject({ $type: 'dimension', $value: { value: 400, unit: 'px' } });
    expect(parsed['container.padding.inline']).toMatchObject({ $type: 'dimension', $value: { value: 32, unit: 'px' } });
    expect(parsed['container.shadow']).toMatchObject({ $type: 'shadow' });
    expect(parsed['typography.fontFamily']).toMatchObject({ $type: 'fontFamily', $value: ['Arial', 'Helvetica', 'sans-serif'] });
    expect(parsed['strength.weak']).toMatchObject({ aliasOf: 'colors.error' });
  });

  it('round-trip through themeFromTokens to the same CSS variables, and pass the contrast check', () => {
    const theme = themeFromTokens(JSON.parse(JSON.stringify(json)));
    expect(themeToCssVars(theme)).toEqual(variables(tokens));
    expect(checkTheme(theme, { colorScheme: name === 'dark' ? 'dark' : 'light' })).toEqual([]);
  });
});

describe('themeFromTokens', () => {
  it("reads a host's file: group types, aliases, colours in other spaces", () => {
    const theme = themeFromTokens({
      brand: { $type: 'color', ink: { $value: { colorSpace: 'oklch', components: [0.2, 0.05, 250] } } },
      colors: {
        primary: { $value: '{brand.ink}' },
        focusRing: { $type: 'color', $value: { colorSpace: 'display-p3', components: [0, 0.4, 0.9], alpha: 0.8 } },
      },
      buttons: { primary: { borderRadius: { $type: 'dimension', $value: { value: 0.5, unit: 'rem' } } } },
    });
    expect(themeToCssVars(theme)).toEqual({
      '--gh-colors-primary': 'oklch(0.2 0.05 250)',
      '--gh-container-text-color': 'oklch(0.2 0.05 250)',
      '--gh-colors-focus-ring': 'color(display-p3 0 0.4 0.9 / 0.8)',
      '--gh-buttons-primary-border-radius': '0.5rem',
    });
  });
});
