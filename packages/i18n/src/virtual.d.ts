// The modules ./vite.ts makes from the catalogs.
declare module "virtual:fh-messages" {
  import type { CompiledMessages } from "./messages";
  export const loaders: Record<string, () => Promise<{ default: CompiledMessages }>>;
}

// One namespace's compiled messages in one language ("virtual:fh-messages/en/site").
declare module "virtual:fh-messages/*" {
  import type { CompiledMessages } from "./messages";
  const messages: CompiledMessages;
  export default messages;
}
