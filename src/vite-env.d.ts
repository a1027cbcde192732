/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base theme the story tests render in ("default" | "dark"). */
  readonly VITE_GH_STORY_THEME?: string;
}
