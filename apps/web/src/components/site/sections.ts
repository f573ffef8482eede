/** The landing page's sections that the top bar and the footer scroll to (SPEC §2). */
export const landingSections = [
  { id: "about", label: "About Us" },
  { id: "services", label: "Services" },
  { id: "pre-planning", label: "Pre-Planning" },
  { id: "events", label: "Events" },
  { id: "contact", label: "Contact" },
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
  if (window.location.hash !== `#${id}`) window.history.replaceState(null, "", `/#${id}`);
  return true;
}
