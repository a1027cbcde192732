// Type-level test, checked by `tsc -b`: docs/Tokens.mdx compile-time theme (docs/snippets/tokens/brand.css.ts), against `gatehouse-auth/themes`.
// `themeContract` names the variables to declare; `vars` reads them with the widget's defaults behind.
import { createTheme, style } from '@vanilla-extract/css';
import { defaultTokens, themeContract, vars } from 'gatehouse-auth/themes';

describe('a compile-time theme from gatehouse/themes', () => {
  it('declares the public variables in a class of its own and reads them in its styles', () => {
    expectTypeOf(createTheme(themeContract, { ...defaultTokens, colors: { ...defaultTokens.colors, primary: '#0A6600' } })).toBeString();
    expectTypeOf(style({ vars: { [themeContract.colors.primary]: '#0A6600' } })).toBeString();
    expectTypeOf(style({ color: vars.colors.secondary })).toBeString();
    // @ts-expect-error a theme class must give every value.
    createTheme(themeContract, { colors: { primary: '#0A6600' } });
  });
});
