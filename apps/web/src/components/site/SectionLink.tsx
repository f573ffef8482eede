import type { MouseEvent, ReactNode } from "react";
import { useHref, useLocation, useNavigate } from "react-router-dom";
import { scrollToSection } from "./sections";

/**
 * A link to a landing-page section: on / it scrolls there; elsewhere it goes
 * to /#id and the landing page scrolls on arrival. A real href keeps it
 * working with a middle click or with scripts off.
 */
export function SectionLink({
  to,
  className,
  children,
  onChosen,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  onChosen?: () => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  // "/#about", or "/es/#about" on a Spanish page (the router adds the language's prefix).
  const home = useHref("/");
  function onClick(e: MouseEvent<HTMLAnchorElement>) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onChosen?.();
    if (location.pathname === "/" && scrollToSection(to)) return;
    void navigate({ pathname: "/", hash: `#${to}` });
  }
  return (
    <a href={`${home}#${to}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
