// The modules ./vite.ts makes from the catalogs.
declare module "virtual:fh-messages" {
  import type { CompiledMessages } from "./messages";
  export const loaders: Record<string, () => Promise<{ default: CompiledMessages }>>;
}
