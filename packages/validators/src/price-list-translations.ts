import type { Locale } from "./locale";
import { RIGHT_TO_SELECT_STATEMENT, priceListItemRules, type PriceListItemKind } from "./price-list";

/**
 * The General Price List's words in Spanish and Haitian Creole, for the
 * translated /pricing.pdf (and the /pricing page). The FTC Funeral Rule's
 * statements stay in English, as the Rule words them, and the translation is
 * printed beside each one, labelled as a translation: the English governs
 * (docs/decisions/022-translated-documents.md). Prices and item names
 * are what staff wrote: shown as written. Descriptions are staff's too, in
 * the reader's language where staff wrote it (PriceListItem.descriptionEs,
 * descriptionHt), else in English.
 */
type Translated = Exclude<Locale, "en">;

export interface PriceListWords {
  /** The caption's translation, printed under "General Price List". */
  caption: string;
  effective: (date: string) => string;
  /** The box at the top: this is a translation and the English statements govern. */
  translationNotice: string;
  /** The label before each translated statement. */
  translationLabel: string;
  demoNote: string;
  range: (from: string, to: string) => string;
  closing: (effective: string, phone: string) => string;
  pageOf: (effective: string, page: number, pages: number) => string;
  kindTitles: Record<PriceListItemKind, string>;
  /** The Rule's statements, keyed by their English text. */
  statements: Record<string, string>;
  alternativeContainers: (containers: string) => string;
}

const english = priceListItemRules;
const stmt = (kind: PriceListItemKind, i = 0): string => english[kind].statements[i]!.text;

export const PRICE_LIST_WORDS: Record<Translated, PriceListWords> = {
  es: {
    caption: "Lista general de precios",
    effective: (date) => `Vigente desde el ${date}`,
    translationNotice:
      "Esta es una traducción al español para su comodidad. Las declaraciones que exige la Regla sobre Funerales de la Comisión Federal de Comercio (FTC) aparecen en inglés, como las exige la ley, con su traducción al lado. Si hubiera alguna diferencia, rige el texto en inglés.",
    translationLabel: "Traducción:",
    demoNote: "Este es un sitio web de demostración: los precios a continuación son ficticios y no constituyen una oferta.",
    range: (from, to) => `de ${from} a ${to}`,
    closing: (effective, phone) =>
      `Los precios están en dólares estadounidenses y están vigentes desde el ${effective}. Llame al ${phone} a cualquier hora para consultar cualquier precio.`,
    pageOf: (effective, page, pages) => `Lista general de precios, vigente desde el ${effective}, página ${page} de ${pages}`,
    kindTitles: {
      basicServices: "Servicios básicos del director funerario y su personal",
      transfer: "Traslado de los restos a la funeraria",
      embalming: "Embalsamamiento",
      otherPreparation: "Otra preparación del cuerpo",
      viewing: "Uso de las instalaciones y del personal para el velorio",
      funeralCeremony: "Uso de las instalaciones y del personal para la ceremonia fúnebre",
      memorialService: "Uso de las instalaciones y del personal para el servicio conmemorativo",
      graveside: "Uso del equipo y del personal para el servicio junto a la tumba",
      hearse: "Carroza fúnebre",
      limousine: "Limusina",
      forwarding: "Envío de los restos a otra funeraria",
      receiving: "Recepción de restos de otra funeraria",
      directCremation: "Cremación directa",
      immediateBurial: "Sepultura inmediata",
      caskets: "Ataúdes",
      outerBurialContainers: "Contenedores exteriores de sepultura",
      other: "Otro artículo",
    },
    statements: {
      [RIGHT_TO_SELECT_STATEMENT.text]:
        "Los bienes y servicios que se indican a continuación son los que podemos ofrecer a nuestros clientes. Usted puede elegir solamente los artículos que desee. Sin embargo, cualquier arreglo funerario que elija incluirá un cargo por nuestros servicios básicos. Si por requisitos legales o de otro tipo usted tuviera que comprar algún artículo que no pidió específicamente, le explicaremos el motivo por escrito en el estado de cuenta que le entreguemos con la descripción de los bienes y servicios funerarios que eligió.",
      [stmt("basicServices")]:
        "Este cargo por nuestros servicios básicos se sumará al costo total de los arreglos funerarios que usted elija. (Este cargo ya está incluido en nuestros precios de cremación directa, sepultura inmediata y envío o recepción de restos.)",
      [stmt("embalming")]:
        "Salvo en ciertos casos especiales, la ley no exige el embalsamamiento. Sin embargo, el embalsamamiento puede ser necesario si usted elige ciertos arreglos funerarios, como un funeral con velorio. Si no desea el embalsamamiento, por lo general tiene derecho a elegir un arreglo que no le obligue a pagarlo, como la cremación directa o la sepultura inmediata.",
      [stmt("caskets")]: "En la funeraria se le entregará una lista de precios completa.",
      [stmt("outerBurialContainers", 1)]:
        "En la mayor parte del país, las leyes estatales o locales no exigen que usted compre un contenedor que rodee el ataúd en la tumba. Sin embargo, muchos cementerios exigen ese contenedor para que la tumba no se hunda. Tanto un revestimiento de tumba (grave liner) como una bóveda funeraria cumplen con este requisito.",
    },
    alternativeContainers: (containers) =>
      `Si desea hacer arreglos para una cremación directa, puede usar un contenedor alternativo. Los contenedores alternativos cubren el cuerpo y pueden ser de materiales como cartón de fibra o materiales compuestos (con o sin cubierta exterior). Los contenedores que ofrecemos son: ${containers.replace(/\.\s*$/, "")}.`,
  },
  ht: {
    caption: "Lis jeneral pri yo",
    effective: (date) => `An vigè depi ${date}`,
    translationNotice:
      "Sa a se yon tradiksyon an kreyòl pou fasilite w. Deklarasyon Règleman sou Finèy Komisyon Federal Komès la (FTC) egzije yo parèt an anglè, jan lalwa mande l, ak tradiksyon yo bò kote yo. Si gen nenpòt diferans, se tèks anglè a ki konte.",
    translationLabel: "Tradiksyon:",
    demoNote: "Sa a se yon sit entènèt demonstrasyon: pri ki anba yo se pri envante, yo pa yon òf.",
    range: (from, to) => `soti ${from} rive ${to}`,
    closing: (effective, phone) =>
      `Pri yo an dola ameriken, e yo an vigè depi ${effective}. Rele ${phone} nenpòt lè pou nenpòt pri.`,
    pageOf: (effective, page, pages) => `Lis jeneral pri yo, an vigè depi ${effective}, paj ${page} sou ${pages}`,
    kindTitles: {
      basicServices: "Sèvis debaz direktè finèb la ak ekip li",
      transfer: "Transpò kò a rive nan salon finèb la",
      embalming: "Anbomen",
      otherPreparation: "Lòt preparasyon kò a",
      viewing: "Itilizasyon lokal la ak ekip la pou ekspozisyon kò a",
      funeralCeremony: "Itilizasyon lokal la ak ekip la pou seremoni finèy la",
      memorialService: "Itilizasyon lokal la ak ekip la pou sèvis memwa la",
      graveside: "Itilizasyon ekipman ak ekip la pou sèvis bò tonm lan",
      hearse: "Kòbiya",
      limousine: "Limouzin",
      forwarding: "Voye kò a bay yon lòt salon finèb",
      receiving: "Resevwa kò a soti nan yon lòt salon finèb",
      directCremation: "Kremasyon dirèk",
      immediateBurial: "Antèman imedya",
      caskets: "Sèkèy",
      outerBurialContainers: "Bwat deyò pou antèman",
      other: "Lòt atik",
    },
    statements: {
      [RIGHT_TO_SELECT_STATEMENT.text]:
        "Machandiz ak sèvis ki parèt anba a se sa nou ka ofri kliyan nou yo. Ou ka chwazi sèlman sa ou vle. Men, nenpòt aranjman finèy ou chwazi ap gen ladan l yon frè pou sèvis debaz nou yo. Si lalwa oswa lòt kondisyon oblije w achte kèk bagay ou pa t mande espesyalman, n ap esplike w rezon an alekri nan deklarasyon nou ba ou a, ki dekri machandiz ak sèvis finèy ou chwazi yo.",
      [stmt("basicServices")]:
        "Frè pou sèvis debaz nou yo ap ajoute sou pri total aranjman finèy ou chwazi yo. (Frè sa a deja konte nan pri nou pou kremasyon dirèk, antèman imedya, ak voye oswa resevwa kò yon moun ki mouri.)",
      [stmt("embalming")]:
        "Eksepte nan kèk ka espesyal, lalwa pa egzije anbomen. Men, anbomen ka nesesè si ou chwazi kèk aranjman finèy, tankou yon finèy ak ekspozisyon kò a. Si ou pa vle anbomen, anjeneral ou gen dwa chwazi yon aranjman ki pa mande w peye pou li, tankou kremasyon dirèk oswa antèman imedya.",
      [stmt("caskets")]: "N ap ba ou yon lis pri konplè nan salon finèb la.",
      [stmt("outerBurialContainers", 1)]:
        "Nan pifò zòn nan peyi a, lwa leta oswa lwa lokal pa egzije pou w achte yon bwat pou antoure sèkèy la nan tonm lan. Men, anpil simityè egzije bwat sa a pou tonm lan pa fonse. Swa yon doubli tonm (grave liner), swa yon vout antèman, ap satisfè kondisyon sa yo.",
    },
    alternativeContainers: (containers) =>
      `Si ou vle fè aranjman pou yon kremasyon dirèk, ou ka sèvi ak yon bwat ranplasman. Bwat ranplasman yo kouvri kò a, e yo ka fèt ak materyèl tankou katon fib oswa materyèl konpoze (avèk oswa san yon kouvèti deyò). Bwat nou ofri yo se: ${containers.replace(/\.\s*$/, "")}.`,
  },
};
