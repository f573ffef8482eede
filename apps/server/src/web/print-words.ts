import type { Locale } from "@fh/validators";

/**
 * The obituary print page's own words in each language. What the
 * family wrote (name, biography) and what staff wrote (service titles,
 * places, descriptions) are shown as written; business facts as configured.
 */
export interface PrintWords {
  /** After the name in the tab's title. */
  printTag: string;
  photoOf: (name: string) => string;
  biography: string;
  services: string;
  past: string;
  visitOnline: string;
  qrOpens: (url: string) => string;
  scanToVisit: string;
  notAvailable: string;
  /** The button that opens the browser's print dialog (on screen only). */
  print: string;
  /** The link to the obituary's page in the same language (on screen only). */
  backToMemorial: string;
}

export const PRINT_WORDS: Record<Locale, PrintWords> = {
  en: {
    printTag: "(print)",
    photoOf: (name) => `Photo of ${name}`,
    biography: "Biography",
    services: "Services",
    past: "(past)",
    visitOnline: "Visit the online obituary",
    qrOpens: (url) => `QR code that opens ${url}`,
    scanToVisit: "Scan to visit the online obituary, share a memory in the guest book, and see service details:",
    notAvailable: "This obituary is not available.",
    print: "Print",
    backToMemorial: "Back to the memorial",
  },
  es: {
    printTag: "(para imprimir)",
    photoOf: (name) => `Foto de ${name}`,
    biography: "Biografía",
    services: "Servicios",
    past: "(ya se realizó)",
    visitOnline: "Visitar el obituario en línea",
    qrOpens: (url) => `Código QR que abre ${url}`,
    scanToVisit:
      "Escanee el código para visitar el obituario en línea, compartir un recuerdo en el libro de condolencias y ver los detalles de los servicios:",
    notAvailable: "Este obituario no está disponible.",
    print: "Imprimir",
    backToMemorial: "Volver al homenaje",
  },
  ht: {
    printTag: "(pou enprime)",
    photoOf: (name) => `Foto ${name}`,
    biography: "Biyografi",
    services: "Sèvis yo",
    past: "(fin pase)",
    visitOnline: "Vizite nekwoloji a sou entènèt",
    qrOpens: (url) => `Kòd QR ki louvri ${url}`,
    scanToVisit: "Eskane kòd la pou w vizite nekwoloji a sou entènèt, pataje yon souvni nan liv kondoleyans lan, epi wè detay sèvis yo:",
    notAvailable: "Nekwoloji sa a pa disponib.",
    print: "Enprime",
    backToMemorial: "Retounen nan omaj la",
  },
};
