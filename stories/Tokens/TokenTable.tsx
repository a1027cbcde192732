import { darkTokens, defaultTokens, type Tokens } from '../../tokens';
import { themeContract } from '../../src/theme/contract.css';

interface Row {
  path: string;
  variable: string;
  light: string;
  dark: string;
}

/** Flattens the token tree next to the contract, so the table shows the real variable names. */
function rows(light: object, dark: object, refs: object, prefix = ''): Row[] {
  return Object.entries(light).flatMap(([key, value]) => {
    const d = (dark as Record<string, unknown>)[key];
    const r = (refs as Record<string, unknown>)[key];
    if (typeof value === 'object' && value !== null) return rows(value, d as object, r as object, `${prefix}${key}.`);
    return [{ path: `${prefix}${key}`, variable: String(r).slice(4, -1), light: String(value), dark: String(d) }];
  });
}

const isColour = (v: string) => /^#[0-9a-f]{3,8}$/i.test(v);

function Value({ value }: { value: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      {isColour(value) ? (
        <span
          aria-hidden="true"
          style={{ width: 16, height: 16, border: '1px solid #5C727D', background: value, display: 'inline-block' }}
        />
      ) : null}
      <code>{value}</code>
    </span>
  );
}

/**
 * The tokens page: rendered from `tokens/` and the theme contract, never retyped, so it cannot drift
 * from what the widget uses.
 */
export function TokenTable({ tokens = defaultTokens, dark = darkTokens }: { tokens?: Tokens; dark?: Tokens }) {
  return (
    // Fixed columns that wrap long names and values, so the table reflows on a narrow screen.
    <table style={{ borderCollapse: 'collapse', fontSize: 14, width: '100%', tableLayout: 'fixed', overflowWrap: 'anywhere' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '8px 0' }}>Design tokens and their CSS variables</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left', padding: 6 }}>
            Token
          </th>
          <th scope="col" style={{ textAlign: 'left', padding: 6 }}>
            CSS variable
          </th>
          <th scope="col" style={{ textAlign: 'left', padding: 6 }}>
            Default
          </th>
          <th scope="col" style={{ textAlign: 'left', padding: 6 }}>
            Dark
          </th>
        </tr>
      </thead>
      <tbody>
        {rows(tokens, dark, themeContract).map((row) => (
          <tr key={row.path} style={{ borderTop: '1px solid #ADBCC5' }}>
            <td style={{ padding: 6 }}>
              <code>{row.path}</code>
            </td>
            <td style={{ padding: 6 }}>
              <code>{row.variable}</code>
            </td>
            <td style={{ padding: 6 }}>
              <Value value={row.light} />
            </td>
            <td style={{ padding: 6 }}>
              <Value value={row.dark} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
