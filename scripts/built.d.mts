/** The built artefacts the tests run against (scripts/built.mjs). */
export type ArtefactName = 'package' | 'tarball' | 'emulator-tarball' | 'playground' | 'site' | 'client' | 'nextjs';

/** The directory of an artefact, built first when its sources changed since it was last built (`nextjs`: the example's own folder, with its `.next` build). */
export function built(name: ArtefactName): Promise<string>;
