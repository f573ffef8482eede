import { useT } from "../../i18n/context";

/**
 * "12 abr 1938 – 20 nov 2024" as seen; read aloud with the words a screen
 * reader needs ("Nació el 12 abr 1938 – falleció el 20 nov 2024"). The
 * spaces are this template's alone (the messages carry none), so the words
 * and the dates are never run together nor doubly spaced in any language.
 */
export function LifeDates({ born, died }: { born: string; died: string }) {
  const site = useT("site");
  return (
    <>
      <span className="sr-only">{site("born")} </span>
      {born} <span aria-hidden="true">–</span> <span className="sr-only">{site("died")} </span>
      {died}
    </>
  );
}
