// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SCREEN_NAMES } from '../../src/flow';
import { products } from '../../src/flow/products';
import { productScreens } from '../../src/flow/screens';

const screensRoot = path.resolve(import.meta.dirname, '../../src/screens');
/** Every product's later part, as its `load` fetches it. */
const laterParts = (await Promise.all(products.map((product) => product.load?.()))).flatMap((module) => (module ? [module.later] : []));

describe('the screens the products declare', () => {
  it('each have a folder under src/screens (the widget loads each from its folder), and every folder is one of them', () => {
    const folders = readdirSync(screensRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
      .map((entry) => entry.name);
    expect([...folders].sort()).toEqual([...SCREEN_NAMES].sort());
  });

  it('are prefetched with the products that lead to them', () => {
    expect(productScreens('passwords')).toEqual(expect.arrayContaining(['PasswordCreateOrLogin', 'EmailConfirmation', 'OTPAuthenticate']));
    expect(productScreens('oauth')).toEqual([]);
  });
});

describe('the products', () => {
  it('give every event on every screen one owner, so the transition tables say what happens', () => {
    const owners = new Map<string, string[]>();
    // Main's transitions are in the products, the later screens' in their later parts (issue 27).
    for (const product of [...products, ...laterParts]) {
      for (const [screen, events] of Object.entries(product.on ?? {})) {
        for (const type of Object.keys(events ?? {}))
          owners.set(`${screen} ${type}`, [...(owners.get(`${screen} ${type}`) ?? []), product.id]);
      }
    }
    expect([...owners].filter(([, ids]) => ids.length > 1)).toEqual([]);
    expect(owners.size).toBeGreaterThan(40);
  });

  it('each own their actions: no two products (or a product and its later part) run an action of the same name', () => {
    // The runners of the actions the user starts are in the later parts, the others in the products (issue 27).
    const names = [...products, ...laterParts].flatMap((product) => Object.keys(product.handlers ?? {}));
    expect(names.length).toBe(new Set(names).size);
  });

  it('run every action whose answer they take', () => {
    const parts = [...products, ...laterParts];
    const runners = new Set(parts.flatMap((product) => Object.keys(product.handlers ?? {})));
    const answered = parts.flatMap((product) => [...Object.keys(product.done ?? {}), ...Object.keys(product.failed ?? {})]);
    expect(answered.filter((action) => !runners.has(action))).toEqual([]);
  });
});
