// @vitest-environment node
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rolldown } from 'vite';
import { darkTokens } from '../../tokens';

const root = path.resolve(import.meta.dirname, '../..');

/** The production CSS of the themes entry, as a host's bundler would emit it. */
async function builtCss(): Promise<string> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    root,
    plugins: [vanillaExtractPlugin()],
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      lib: { entry: path.join(root, 'src/themes.ts'), formats: ['es'], cssFileName: 'gatehouse' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  return outputs
    .filter((o): o is Rolldown.OutputAsset => o.type === 'asset' && o.fileName.endsWith('.css'))
    .map((o) => String(o.source))
    .join('\n');
}

/** Minifiers lowercase hex colours and drop spaces after commas. */
const normalise = (s: string) => s.toLowerCase().replace(/,\s+/g, ',');

describe('the built CSS', () => {
  it('contains every spec §9 default under its stable --gh-* variable', async () => {
    const css = normalise(await builtCss());
    const expected: Record<string, string> = {
      '--gh-container-width': '400px',
      '--gh-container-border-radius': '8px',
      '--gh-container-padding': '24px 32px',
      '--gh-buttons-primary-border-radius': '4px',
      '--gh-buttons-height': '45px',
      '--gh-inputs-border-radius': '4px',
      '--gh-colors-primary': '#19303d',
      '--gh-colors-secondary': '#5c727d',
      '--gh-colors-success': '#0c5a56',
      '--gh-colors-error': '#8b1214',
      '--gh-colors-disabled-text': '#8296a1',
      '--gh-typography-font-family': 'arial,helvetica,sans-serif',
      '--gh-typography-header-size': '24px',
      '--gh-typography-header-weight': '600',
      '--gh-typography-body-size': '16px',
      '--gh-typography-helper-size': '14px',
      '--gh-toast-success-background': '#ecfff5',
      '--gh-toast-success-text': '#0f4447',
      '--gh-toast-error-background': '#ffeeec',
      '--gh-toast-error-text': '#590607',
      '--gh-toast-max-width': '350px',
      '--gh-sizes-one-tap-height': '47px',
      '--gh-sizes-spinner-size': '25px',
      '--gh-sizes-spinner-thickness': '2px',
      '--gh-sizes-watermark-width': '150px',
    };
    const found: Record<string, string | undefined> = {};
    for (const name of Object.keys(expected)) {
      // First declaration wins: the default theme is emitted before the dark one.
      found[name] = css.match(new RegExp(`${name}:([^;}]+)`))?.[1]?.trim();
    }
    expect(found).toEqual(expected);
    // And the dark set is there too.
    expect(css).toContain(`--gh-container-background-color:${darkTokens.container.backgroundColor.toLowerCase()}`);
  }, 60_000);
});
