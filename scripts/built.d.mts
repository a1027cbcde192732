/** The built artefacts the tests run against (scripts/built.mjs). */
export type ArtefactName = 'package' | 'tarball' | 'playground' | 'site' | 'client';

/** The directory of an artefact, built first when its sources changed since it was last built. */
export function built(name: ArtefactName): Promise<string>;
