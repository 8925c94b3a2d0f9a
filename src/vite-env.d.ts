/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Application_Key sent in every call's envelope, fixed at build time (vite.config.ts). */
  readonly VITE_APPLICATION_KEY: string | undefined;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
