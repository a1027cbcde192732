// What Vite puts on `import.meta.env` for the playground: scripts/start.mjs passes the URL of the emulator it
// started, whichever port that is (declared the way vite/client declares it, so the two merge).
interface ImportMetaEnv {
  readonly VITE_GATEHOUSE_EMULATOR_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
