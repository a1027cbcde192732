/**
 * What a developer is told about a config from JavaScript that the types would have caught (issue 22, issue
 * 36): what to change in an unusable one, and the keys that misspell an option, each with the name it most
 * likely means. Loaded only for such a config (`configUsable`, `configKeys`): none of it is on the way to
 * Main's first paint.
 */
import { configKeys, type CheckedProduct, type WidgetConfig } from './config.js';

/**
 * The name in `names` that `name` most likely misspells (letter case, a letter or two, or a part left out:
 * 'magicLinks' for 'emailMagicLinks'), or undefined.
 */
function closest(name: string, names: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(wanted.length / 3)) + 1;
  for (const candidate of names) {
    const known = candidate.toLowerCase();
    // Levenshtein distance, one row at a time.
    let row = Array.from({ length: known.length + 1 }, (_, i) => i);
    for (let i = 1; i <= wanted.length; i++) {
      const next = [i];
      for (let j = 1; j <= known.length; j++) {
        next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (wanted[i - 1] === known[j - 1] ? 0 : 1));
      }
      row = next;
    }
    const distance = wanted.length > 2 && known.includes(wanted) ? 1 : row[known.length]!;
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** ` (did you mean 'x'?)` when `name` is close to one of `names`. */
export const didYouMean = (name: string, names: readonly string[]): string => {
  const hint = closest(name, names);
  return hint ? ` (did you mean '${hint}'?)` : '';
};

/**
 * A config the types forbid but JavaScript can pass (issue 22): no products, a product this widget does not
 * know (with the one it most likely meant), an option a listed product cannot use (`otp` without delivery
 * methods). Returns what the developer should change, for `console.error` and `onError`; the user is shown a
 * generic error instead, as these texts are not for them. Null when the config is usable. `known` is every
 * registered product.
 */
export function configMistake(config: WidgetConfig, known: readonly CheckedProduct[]): string | null {
  const ids = known.map(({ id }) => id);
  const list = ids.map((id) => `'${id}'`).join(', ');
  const products: unknown = (config as { products?: unknown } | null | undefined)?.products;
  if (!Array.isArray(products) || products.length === 0) {
    return `Gatehouse: config.products lists no sign-in method. Give at least one of ${list}, e.g. { products: ['otp'], otpOptions: { methods: ['email'] } }.`;
  }
  const unknown = products.filter((product) => !ids.includes(product as string));
  if (unknown.length) {
    const named = unknown.map((product) => `'${String(product)}'${didYouMean(String(product), ids)}`).join(', ');
    return `Gatehouse: config.products has ${named}, which ${unknown.length === 1 ? 'is not a product' : 'are not products'} of this widget. Use only ${list}.`;
  }
  for (const product of known) {
    if (!products.includes(product.id)) continue;
    for (const [key, check] of Object.entries(product.options ?? {})) {
      const mistake = check((config as unknown as Record<string, unknown>)[key], key);
      if (mistake) return mistake;
    }
  }
  return null;
}

/**
 * The keys of a config from JavaScript that no part of this widget reads but that misspell one it does
 * (`passwordOption`): a warning each, as the widget still works, with the option's defaults. A key close to
 * none is left alone: it may be meant for another version of the widget.
 */
export function configHints(config: WidgetConfig, known: readonly CheckedProduct[]): string[] {
  const keys = configKeys(known);
  // Object(): a config from JavaScript may be no object at all (`configMistake` says so).
  return Object.keys(Object(config)).flatMap((key) => {
    const hint = keys.includes(key) ? '' : didYouMean(key, keys);
    return hint ? [`Gatehouse: config.${key} is not an option of this widget${hint}; it is ignored.`] : [];
  });
}
