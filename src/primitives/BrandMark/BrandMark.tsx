import { createElement, useId, type ReactNode } from 'react';
import { marks as extracted, type MarkNode } from 'virtual:gatehouse/brand-marks';
import type { OAuthProvider, WalletType } from '../../wire';
import { SvgFrame } from '../Icon';
import * as styles from './BrandMark.css';

/** A brand with a mark: every OAuth provider and every wallet but Vessel (no icon set carries it). */
export type BrandMarkName = OAuthProvider | Exclude<WalletType, 'vessel'>;

/** The marks by name; `test/primitives/BrandMark.test.tsx` checks that every name has one. */
const marks = extracted as Record<BrandMarkName, (typeof extracted)[string]>;

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

/**
 * A brand's own mark in full colour (or monochrome), from the maintained icon sets named in
 * `scripts/brand-marks.mjs`. Always decorative: the button it sits in says the brand's name.
 */
export function BrandMark({ name, monochrome = false, className }: BrandMarkProps) {
  // useId's characters are not all valid in a `url(#…)` reference.
  const prefix = `gh${useId().replace(/[^a-zA-Z0-9]/g, '')}-`;
  const mark = marks[name];
  return (
    <SvgFrame
      className={className}
      part="brand-icon"
      viewBox={mark.viewBox}
      data-brand={name}
      data-monochrome={monochrome || undefined}
    >
      {mark.tree.map((node, i) => render(node, i, prefix))}
    </SvgFrame>
  );
}
