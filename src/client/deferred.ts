/**
 * Facades of the resources `later.ts` builds (issue 27): objects with the same namespaces and methods, each
 * of which loads the resources on its first call and then calls the real method with the same arguments.
 * Every one of those methods is async (validation included, spec §5), so a caller sees the same promise,
 * settled the same way, a moment later the first time.
 */

/** A facade's outline: `1` for each method of `T`, and each namespace's outline (`otps.email`, `oauth.google`). */
export type Outline<T> = { [K in keyof T]-?: T[K] extends (...args: never[]) => unknown ? 1 : Outline<T[K]> };

type Members = Record<string, unknown>;

/**
 * A facade of `outline`'s shape for the object at `path` in what `load()` resolves to: calling one of its
 * methods awaits `load()`, then calls the method of the same name on the real object (as its `this`).
 */
export function deferred<T>(load: () => Promise<object>, path: readonly string[], outline: Outline<T>): T {
  const facade: Members = {};
  for (const [name, part] of Object.entries(outline as Members)) {
    facade[name] =
      part === 1
        ? async (...args: unknown[]) => {
            let target = (await load()) as Members;
            for (const key of path) target = target[key] as Members;
            return (target[name] as (...args: unknown[]) => unknown).apply(target, args);
          }
        : deferred(load, [...path, name], part as Outline<unknown>);
  }
  return facade as T;
}
