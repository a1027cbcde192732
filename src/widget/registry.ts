/**
 * The screen registry: each screen is the component its folder under `src/screens` exports under the
 * folder's name, and all but Main load as chunks of their own, so a page that configures only some methods
 * never downloads the others' screens and Main renders without waiting for any of them. The folders are
 * found at build time (Vite's `import.meta.glob`, in the library build, Storybook and the tests alike), so a
 * new screen needs no entry here; the flow names the screens each product leads to, for prefetching.
 */
import { lazy, type ComponentType } from 'react';
import type { ScreenName } from '../flow/state.js';
import { Main } from '../screens/Main/index.js';

type ScreenModule = Record<string, ComponentType>;

/** Every screen folder but Main's, which is part of the entry chunk. */
const modules = import.meta.glob<ScreenModule>(['../screens/*/index.ts', '!../screens/Main/index.ts']);

/** How to load each screen that lives in its own chunk, by screen name (its folder's). */
const loaders = new Map(
  Object.entries(modules).map(([file, load]) => {
    const name = file.split('/').at(-2) ?? '';
    // Screens are named exports; `lazy` wants a default.
    return [name, () => load().then((module) => ({ default: module[name] as ComponentType }))] as const;
  }),
);

/** Each screen's component, by name: Main is part of the entry chunk, the rest load on first use. */
const screens = new Map<string, ComponentType>([['Main', Main], ...[...loaders].map(([name, load]) => [name, lazy(load)] as const)]);

/** The component of `screen`, or null when no folder has it. */
export const screenComponent = (screen: ScreenName): ComponentType | null => screens.get(screen) ?? null;

/** Starts loading `names`' chunks, so the next screen shows without a wait. */
export function prefetchScreens(names: readonly ScreenName[]): void {
  for (const name of names)
    void loaders
      .get(name)?.()
      .catch(() => undefined);
}

/**
 * On a server, starts `load` when the module that asks is loaded, and hands its default export to `arrived`: a
 * server renders long after its modules load, and `renderToString` cannot wait for a chunk as the streaming
 * renderers do (issue 38). In a browser, nothing: hydration waits for the lazy component.
 */
export function loadOnServer<T>(load: (() => Promise<{ default: T }>) | undefined, arrived: (value: T) => void): void {
  if (typeof window === 'undefined')
    void load?.().then(
      (module) => arrived(module.default),
      () => undefined,
    );
}

/**
 * On a server, starts loading `name`'s chunk ({@link loadOnServer}) and returns the screens that have arrived
 * (for `CurrentScreen`'s `loaded`). Called as `@__PURE__`, so a page without the entry point drops it.
 */
export function serverFirst(name: Exclude<ScreenName, 'Main'>): Partial<Record<ScreenName, ComponentType>> {
  const loaded: Partial<Record<ScreenName, ComponentType>> = {};
  loadOnServer(loaders.get(name), (screen) => (loaded[name] = screen));
  return loaded;
}
