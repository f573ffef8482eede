import type { PageKey } from "@fh/validators/site";
import type { Namespace } from "./catalog";

/**
 * The words each public page needs besides the site's: the browser loads
 * them with the page, the server names their chunks up front (the chat
 * widget loads "chat" with its own chunk).
 */
export const pageNamespaces: Record<PageKey, Namespace[]> = {
  home: ["home"],
  obituaries: ["obituaries"],
  submitObituary: ["submit"],
  creativeSubmit: ["submit"],
  obituary: ["obituary"],
  bookConsultation: ["consultation"],
  griefSupport: ["grief"],
  moreGriefResources: ["resources"],
  pricing: ["pricing"],
  privacy: ["privacy"],
  terms: ["terms"],
  planAhead: ["planAhead"],
  // The photo upload speaks the submission form's words.
  familyPage: ["familyPage", "submit"],
  notFound: [],
};
