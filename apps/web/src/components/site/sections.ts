/** The landing page's sections that the top bar and the footer scroll to (SPEC §2); labels are site messages. */
export const landingSections = [
  { id: "about", label: "nav.about" },
  { id: "services", label: "nav.services" },
  { id: "pre-planning", label: "nav.prePlanning" },
  { id: "events", label: "nav.events" },
  { id: "contact", label: "nav.contact" },
] as const;

/**
 * Scrolls to a landing-page section. Returns false when the section is not on
 * this page (the caller then navigates to /#id instead).
 */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  // Move keyboard focus with the view, so the next Tab continues from the section.
  if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
  el.focus({ preventScroll: true });
  if (window.location.hash !== `#${id}`) window.history.replaceState(null, "", `${window.location.pathname}#${id}`);
  return true;
}
