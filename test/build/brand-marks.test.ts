// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brandMarks, extractMarks, roundPath } from '../../scripts/brand-marks.mjs';

const require = createRequire(import.meta.url);

describe('brand mark extraction', () => {
  it('rounds path numbers without merging them', () => {
    expect(roundPath('M1.55.5l-2.04 3.5a.5.5 0 0 1 10.004-.5z', 1)).toBe('M1.6.5l-2 3.5a.5.5 0 0 1 10-.5z');
    // After an integer, a fraction needs its separator back.
    expect(roundPath('M1.96.5', 0)).toBe('M2 1');
    expect(roundPath('M0.04-0.04', 1)).toBe('M0 0');
  });

  it('takes marks only from sets whose licence allows redistribution', () => {
    const permissive = new Set(['CC0-1.0', 'MIT', 'CC-BY-4.0']);
    for (const set of ['logos', 'fa6-brands', 'token-branded']) {
      expect(permissive.has(require(`@iconify-json/${set}/info.json`).license.spdx), set).toBe(true);
    }
    // simple-icons does not export its package.json; read it from beside its entry.
    const simpleIcons = path.join(path.dirname(require.resolve('simple-icons')), 'package.json');
    expect(JSON.parse(readFileSync(simpleIcons, 'utf8')).license).toBe('CC0-1.0');
  });

  it('gives every mark a viewBox and painted shapes, small enough to ship', () => {
    const marks = extractMarks();
    for (const [name, mark] of Object.entries(marks)) {
      expect(mark.viewBox, name).toMatch(/^\d+ \d+ \d+ \d+$/);
      expect(JSON.stringify(mark.tree), name).toMatch(/"d":"M/);
    }
    // The whole table stays a few kB: extraction keeps the bundle free of the icon sets.
    expect(JSON.stringify(marks).length).toBeLessThan(16_000);
  });

  it('serves each mark as a module of its own, credited to its icon set, loaded only on demand', () => {
    // The plugin's hooks are plain functions; Vite's Plugin type also allows hook objects.
    const plugin = brandMarks() as unknown as { resolveId(id: string): string | null; load(id: string): string | null };
    const load = (id: string) => plugin.load(plugin.resolveId(id)!);
    const index = load('virtual:gatehouse/brand-marks')!;
    // The index holds loaders only: no path data ships with the entry.
    expect(index).toContain('google: () => import("virtual:gatehouse/brand-marks/google")');
    expect(index).not.toContain('"d":');
    expect(index.match(/import\(/g)).toHaveLength(Object.keys(extractMarks()).length);

    const amazon = load('virtual:gatehouse/brand-marks/amazon')!;
    expect(amazon).toMatch(/^\/\*! Brand mark: Font Awesome 6 Brands \(Fonticons, Inc\., CC BY 4\.0/);
    expect(JSON.parse(amazon.slice(amazon.indexOf('export default ') + 15, -2))).toEqual(extractMarks().amazon);
    expect(load('virtual:gatehouse/brand-marks/metamask')).toMatch(/^\/\*! Brand mark: Web3 Icons \(0xa3k5, MIT\)/);
    expect(() => load('virtual:gatehouse/brand-marks/myspace')).toThrow('no brand mark named myspace');
    expect(plugin.resolveId('virtual:other')).toBeNull();
  });
});
