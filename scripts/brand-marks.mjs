// Brand marks for the social and wallet buttons, taken at build time from maintained icon sets so the
// bundle carries only the marks it shows (a few kB of path data), never the sets themselves.
//
// Sources and licences (all allow redistribution; the two that ask for credit get it in the generated
// module's legal comment, which bundlers keep):
// - @iconify-json/logos (SVG Logos by Gil Barbara, CC0-1.0): full-colour marks of most providers.
// - simple-icons (CC0-1.0): single-path marks, painted in the brand colour the set records.
// - @iconify-json/token-branded (Web3 Icons by 0xa3k5, MIT): full-colour MetaMask, Phantom, Coinbase and
//   Solana, drawn on a 24 grid (MetaMask's fox there is a third the size of SVG Logos').
// - @iconify-json/fa6-brands (Font Awesome 6 Brands, CC BY 4.0): Amazon and Yahoo's "Y!", which the
//   others lack in a form that reads at 20px.
//
// Each mark is a module of its own, `virtual:gatehouse/brand-marks/<name>`, whose default export is a viewBox
// and the SVG as a tree of `[tag, props, children?]` with React prop names, so it renders as React elements
// (no innerHTML, nothing a strict CSP blocks). `virtual:gatehouse/brand-marks` exports `loaders`: for each
// name, a dynamic import of its module. A page therefore downloads the marks of the providers it shows, after
// Main's first render, instead of all 24 up front (5.6 KB gzip, an eighth of the widget's budget, issue 10). Each painted shape carries `tone`: 'brand' (a brand colour or gradient) or
// 'paper' (white detail on a brand shape), so a monochrome theme can repaint it with CSS alone. Black in a
// mark that is black by design (Apple, GitHub, X, Amazon, TikTok) becomes `currentColor`, so it stays
// legible on a dark theme.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Which mark each name uses. `ink`: black follows the text colour. `only`: keep just these top-level shapes. */
const sources = {
  google: { set: 'logos', icon: 'google-icon' },
  microsoft: { set: 'logos', icon: 'microsoft-icon' },
  apple: { set: 'logos', icon: 'apple', ink: true },
  github: { set: 'simple-icons', icon: 'siGithub', color: '#000000', ink: true },
  gitlab: { set: 'logos', icon: 'gitlab-icon' },
  facebook: { set: 'logos', icon: 'facebook' },
  discord: { set: 'logos', icon: 'discord-icon' },
  // The cloud alone: the wordmark inside it is a few hairlines at button size.
  salesforce: { set: 'logos', icon: 'salesforce', only: [0] },
  slack: { set: 'logos', icon: 'slack-icon' },
  amazon: { set: 'fa6-brands', icon: 'amazon', ink: true },
  bitbucket: { set: 'logos', icon: 'bitbucket' },
  linkedin: { set: 'logos', icon: 'linkedin-icon' },
  coinbase: { set: 'token-branded', icon: 'coinbase' },
  twitch: { set: 'logos', icon: 'twitch' },
  // The spec's 'Twitter' provider; its current mark is the X.
  twitter: { set: 'logos', icon: 'x', ink: true },
  tiktok: { set: 'logos', icon: 'tiktok-icon', ink: true },
  // The ghost outline on the brand's yellow tile, as the app icon shows it.
  snapchat: { set: 'simple-icons', icon: 'siSnapchat', color: '#000000', tile: '#FFFC00' },
  figma: { set: 'logos', icon: 'figma' },
  yahoo: { set: 'fa6-brands', icon: 'yahoo', color: '#6001D2' },
  metamask: { set: 'token-branded', icon: 'metamask' },
  phantom: { set: 'token-branded', icon: 'phantom' },
  binance: { set: 'simple-icons', icon: 'siBinance' },
  ethereum: { set: 'logos', icon: 'ethereum' },
  solana: { set: 'token-branded', icon: 'solana' },
};

/** Credit lines by icon set; each mark's module carries its own set's in a legal comment, which bundlers keep. */
const credits = {
  logos: 'SVG Logos (Gil Barbara, CC0-1.0)',
  'simple-icons': 'Simple Icons (CC0-1.0)',
  'token-branded': 'Web3 Icons (0xa3k5, MIT)',
  'fa6-brands': 'Font Awesome 6 Brands (Fonticons, Inc., CC BY 4.0, https://fontawesome.com/license/free)',
};

/** The raw mark: viewBox and SVG body. */
function load({ set, icon, color }) {
  if (set === 'simple-icons') {
    const si = require('simple-icons')[icon];
    if (!si) throw new Error(`simple-icons has no ${icon}`);
    return { viewBox: '0 0 24 24', body: `<path fill="${color ?? `#${si.hex}`}" d="${si.path}"/>` };
  }
  const data = require(`@iconify-json/${set}/icons.json`);
  const entry = data.icons[icon];
  if (!entry) throw new Error(`@iconify-json/${set} has no ${icon}`);
  const width = entry.width ?? data.width ?? 16;
  const height = entry.height ?? data.height ?? 16;
  const body = color ? entry.body.replaceAll('currentColor', color) : entry.body;
  return { viewBox: `${entry.left ?? 0} ${entry.top ?? 0} ${width} ${height}`, body };
}

/** A tiny parser for Iconify bodies: elements and attributes only (they carry no text, comments or CDATA). */
function parse(body) {
  const root = { tag: '#root', attrs: {}, children: [] };
  const stack = [root];
  const tagPattern = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const match of body.matchAll(tagPattern)) {
    if (body.slice(last, match.index).trim() !== '') throw new Error(`unexpected text in mark: ${body.slice(last, match.index)}`);
    last = match.index + match[0].length;
    const [, closing, tag, rawAttrs, selfClosing] = match;
    if (closing) {
      if (stack.pop()?.tag !== tag) throw new Error(`unbalanced </${tag}>`);
      continue;
    }
    const attrs = Object.fromEntries([...rawAttrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const node = { tag, attrs, children: [] };
    stack.at(-1).children.push(node);
    if (!selfClosing) stack.push(node);
  }
  if (stack.length !== 1 || body.slice(last).trim() !== '') throw new Error('unbalanced mark');
  return root.children;
}

/** Rounds the numbers of path data to `decimals` places and writes them back with minimal separators. */
export function roundPath(d, decimals) {
  let out = '';
  let previous = '';
  for (const [token] of d.matchAll(/[a-zA-Z]|-?(?:\d*\.\d+|\d+\.?)(?:e[-+]?\d+)?/g)) {
    if (/[a-zA-Z]/.test(token)) {
      out += token;
      previous = '';
      continue;
    }
    let text = String(Number(Number(token).toFixed(decimals)));
    if (text === '-0') text = '0';
    text = text.replace(/^(-?)0\./, '$1.');
    const joins = previous !== '' && (text.startsWith('-') || (text.startsWith('.') && previous.includes('.')));
    out += previous === '' || joins ? text : ` ${text}`;
    previous = text;
  }
  return out;
}

const shapes = new Set(['path', 'circle', 'ellipse', 'rect', 'polygon', 'polyline', 'line']);
const isBlack = (c) => /^#0{3}(?:0{3})?$/i.test(c) || c.toLowerCase() === 'black';
const isWhite = (c) => /^#f{3}(?:f{3})?$/i.test(c) || c.toLowerCase() === 'white';
const reactName = (name) => name.replace(/[-:]([a-z])/g, (_, c) => c.toUpperCase());

/** One element as `[tag, props, children?]`, with colours resolved and path numbers rounded. */
function convert(node, options, inheritedFill) {
  const { tag, attrs } = node;
  if (attrs.stroke && attrs.stroke !== 'none') throw new Error('stroked marks are not supported');
  const props = {};
  for (const [name, value] of Object.entries(attrs)) props[reactName(name)] = value;
  if (props.d) props.d = roundPath(props.d, options.decimals);
  const fill = props.fill ?? inheritedFill;
  if (shapes.has(tag) && fill !== 'none') {
    if (isBlack(fill) && options.ink) props.fill = 'currentColor';
    else {
      props.fill = fill;
      props.tone = isWhite(fill) ? 'paper' : 'brand';
    }
  }
  const children = node.children.map((child) => convert(child, options, fill));
  return children.length ? [tag, props, children] : [tag, props];
}

/** Every mark, ready to render. */
export function extractMarks() {
  const marks = {};
  for (const [name, source] of Object.entries(sources)) {
    const { viewBox, body } = load(source);
    const size = Math.max(...viewBox.split(' ').slice(2).map(Number));
    // A tenth of a unit on a 256 grid, a hundredth on a 24 grid: far below a pixel at 20px.
    const decimals = size > 100 ? 0 : 1;
    let nodes = parse(body);
    if (source.only) nodes = source.only.map((i) => nodes[i]);
    const tree = nodes.map((node) => convert(node, { ink: source.ink, decimals }, '#000'));
    if (source.tile) {
      const [, , w, h] = viewBox.split(' ').map(Number);
      const r = Math.round(Math.min(w, h) * 0.22);
      tree.unshift(['rect', { width: String(w), height: String(h), rx: String(r), fill: source.tile, tone: 'brand' }]);
    }
    marks[name] = { viewBox, tree };
  }
  return marks;
}

const virtualId = 'virtual:gatehouse/brand-marks';

/** Vite plugin serving `virtual:gatehouse/brand-marks` (the loaders) and one module per mark. */
export function brandMarks() {
  let marks;
  const extracted = () => (marks ??= extractMarks());
  return {
    name: 'gatehouse-brand-marks',
    resolveId: (id) => (id === virtualId || id.startsWith(`${virtualId}/`) ? `\0${id}` : null),
    load(id) {
      if (id === `\0${virtualId}`) {
        const entries = Object.keys(sources).map((name) => `  ${name}: () => import(${JSON.stringify(`${virtualId}/${name}`)}),`);
        return `export const loaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${virtualId}/`)) return null;
      const name = id.slice(virtualId.length + 2);
      const mark = extracted()[name];
      if (!mark) throw new Error(`no brand mark named ${name}`);
      return `/*! Brand mark: ${credits[sources[name].set]} */\nexport default ${JSON.stringify(mark)};\n`;
    },
  };
}
