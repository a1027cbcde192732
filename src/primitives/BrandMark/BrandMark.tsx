import { createElement, useEffect, useId, useState, type ReactNode } from 'react';
import { loaders as extracted, type Mark, type MarkNode } from 'virtual:gatehouse/brand-marks';
import type { OAuthProvider, WalletType } from '../../wire/index.js';
import { SvgFrame } from '../Icon/index.js';
import * as styles from './BrandMark.css.js';

/** A brand with a mark: every OAuth provider and every wallet but Vessel (no icon set carries it). */
export type BrandMarkName = OAuthProvider | Exclude<WalletType, 'vessel'>;

/** Each mark's loader by name; `test/primitives/BrandMark.browser.test.tsx` checks that every name has one. */
const loaders = extracted as Record<BrandMarkName, (typeof extracted)[string]>;

/** Every name with a mark. */
export const BRAND_MARK_NAMES = Object.keys(loaders) as BrandMarkName[];

/** Marks already loaded: they render at once, with no empty frame. */
const loaded = new Map<BrandMarkName, Mark>();
const loading = new Map<BrandMarkName, Promise<Mark>>();

function loadMark(name: BrandMarkName): Promise<Mark> {
  let pending = loading.get(name);
  if (!pending) {
    pending = loaders[name]().then(
      (module) => {
        loaded.set(name, module.default);
        return module.default;
      },
      (error: unknown) => {
        // A failed download (offline, a deploy that removed the chunk) is tried again by the next mount.
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

/**
 * Loads marks ahead of their first render, e.g. the configured providers' as the page starts, so the
 * buttons draw them at once. Each mark is a small chunk of its own; without this, a mark loads when it is
 * first rendered and fills its reserved place a moment later.
 * @param names the marks to load; every mark when omitted (the catalogue uses this for steady screenshots)
 */
export async function preloadBrandMarks(names: readonly BrandMarkName[] = BRAND_MARK_NAMES): Promise<void> {
  await Promise.all(names.map(loadMark));
}

export interface BrandMarkProps {
  /** Whose mark. */
  name: BrandMarkName;
  /**
   * Draws the mark in the current text colour instead of the brand's colours.
   * @default false
   */
  monochrome?: boolean;
  /** Extra class, e.g. to size the mark. @default 20×20 */
  className?: string;
}

/** Renders one element of a mark; gradient ids get `prefix` so two copies of a mark on a page do not clash. */
function render([tag, props, children]: MarkNode, key: number, prefix: string): ReactNode {
  const { tone, id, fill, ...rest } = props;
  return createElement(
    tag,
    {
      ...rest,
      key,
      id: id === undefined ? undefined : `${prefix}${id}`,
      fill: fill?.replace(/url\(#/, `url(#${prefix}`),
      className: tone === 'brand' ? styles.brand : tone === 'paper' ? styles.paper : undefined,
    },
    children?.map((child, i) => render(child, i, prefix)),
  );
}

/** The mark, once loaded; starts loading it when it is not. */
function useMark(name: BrandMarkName): Mark | undefined {
  const [, setLoadedName] = useState<BrandMarkName>();
  const mark = loaded.get(name);
  useEffect(() => {
    if (mark) return;
    let current = true;
    loadMark(name).then(
      () => current && setLoadedName(name),
      // The button still names the brand; the mark's place stays empty until a later mount retries.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [name, mark]);
  return mark;
}

/**
 * A brand's own mark in full colour (or monochrome), from the maintained icon sets named in
 * `scripts/brand-marks.mjs`. Always decorative: the button it sits in says the brand's name.
 *
 * The mark loads on first use (see {@link preloadBrandMarks}); until it arrives its frame holds the same
 * 20×20 place, empty and marked `data-loading`, so nothing around it moves when it is drawn.
 */
export function BrandMark({ name, monochrome = false, className }: BrandMarkProps) {
  // useId's characters are not all valid in a `url(#…)` reference.
  const prefix = `gh${useId().replace(/[^a-zA-Z0-9]/g, '')}-`;
  const mark = useMark(name);
  return (
    <SvgFrame
      className={className}
      part="brand-icon"
      viewBox={mark?.viewBox}
      data-brand={name}
      data-monochrome={monochrome || undefined}
      data-loading={mark ? undefined : ''}
    >
      {mark?.tree.map((node, i) => render(node, i, prefix))}
    </SvgFrame>
  );
}
