import { timeOfDayIn, type Locale, type SERVICE_TYPES } from "@fh/validators";

/**
 * Every word of the emails a follower of an obituary receives, in
 * the language they followed in: Spanish speaks as "usted",
 * Haitian Creole is in the standard orthography, the terms are the glossary's
 * (docs/i18n/GLOSSARY.md). Names, places and the family's own texts are as written.
 */
export type NoticedField = "date" | "time" | "place" | "type" | "livestream" | "name";

export interface FollowerWords {
  confirmSubject: (name: string) => string;
  confirmAsk: (name: string) => string;
  confirmButton: string;
  confirmExpiry: (days: number) => string;
  visitPage: (firstName: string) => string;
  service: string;
  type: string;
  date: string;
  time: string;
  timeValue: (time: string) => string;
  /** The time line of an attached calendar entry's description; a time in words gets its label. */
  calendarTime: (time: string) => string;
  calendarTimeInWords: (time: string) => string;
  place: string;
  livestream: string;
  livestreamValue: string;
  directions: string;
  addToCalendar: string;
  removedSubject: (name: string, title: string) => string;
  removed: (name: string, title: string) => string;
  callBeforeYouGo: (phone: string) => string;
  addedSubject: (name: string, title: string) => string;
  added: (name: string) => string;
  changedSubject: (name: string, title: string) => string;
  changed: (name: string, title: string, fields: string) => string;
  /** "5:00 PM → 6:30 PM": what a field was, then what it is. */
  fromTo: (from: string, to: string) => string;
  /** The livestream's line: whether one is offered, or that its link changed (the link itself is never emailed). */
  livestreamYes: string;
  livestreamNo: string;
  livestreamNewLink: string;
  detailsNow: string;
  calendarAttachedNew: string;
  calendarAttachedChanged: string;
  fields: Record<NoticedField, string>;
  serviceTypes: Record<(typeof SERVICE_TYPES)[number], string>;
  why: (name: string) => string;
  stop: string;
}

export const FOLLOWER_WORDS: Record<Locale, FollowerWords> = {
  en: {
    confirmSubject: (name) => `Please confirm: service updates for ${name}`,
    confirmAsk: (name) => `We received a request to email this address when the services for ${name} are set or change. Please confirm it was you.`,
    confirmButton: "Confirm and follow",
    confirmExpiry: (days) => `The link works for ${days} days. If you did not ask for this, please ignore this email: nothing more will be sent to you.`,
    visitPage: (firstName) => `Visit ${firstName}'s memorial page`,
    service: "Service",
    type: "Type",
    date: "Date",
    time: "Time",
    timeValue: (time) => `${timeOfDayIn(time, "en")} (Eastern Time)`,
    calendarTime: (time) => `${timeOfDayIn(time, "en")} Eastern Time`,
    calendarTimeInWords: (time) => `Time: ${time}`,
    place: "Place",
    livestream: "Livestream",
    livestreamValue: "The link is on the memorial page from an hour before the service.",
    directions: "Directions",
    addToCalendar: "Add to your calendar (.ics)",
    removedSubject: (name, title) => `Service update for ${name}: ${title} is no longer listed`,
    removed: (name, title) => `The ${title} is no longer listed on the memorial page of ${name}. It may have been cancelled or moved.`,
    callBeforeYouGo: (phone) => `If you planned to attend, please call us at ${phone} before you go; someone is here to help.`,
    addedSubject: (name, title) => `Service details for ${name}: ${title}`,
    added: (name) => `A service for ${name} has been set.`,
    changedSubject: (name, title) => `Service update for ${name}: ${title} has changed`,
    changed: (name, title, fields) => `The ${title} for ${name} has changed (${fields}).`,
    fromTo: (from, to) => `${from} → ${to}`,
    livestreamYes: "Yes",
    livestreamNo: "No",
    livestreamNewLink: "A new link, on the memorial page from an hour before the service",
    detailsNow: "Its details now:",
    calendarAttachedNew: "The calendar entry is attached (.ics): open it to add the service to your calendar.",
    calendarAttachedChanged: "The updated calendar entry is attached (.ics): open it and your calendar updates the service it already has.",
    fields: { date: "date", time: "time", place: "place", type: "type", livestream: "livestream", name: "name" },
    serviceTypes: { funeral: "Funeral", memorial: "Memorial", viewing: "Viewing", burial: "Burial", cremation: "Cremation", celebration: "Celebration" },
    why: (name) => `You receive these emails because you asked to follow the services for ${name}.`,
    stop: "Stop these emails",
  },
  es: {
    confirmSubject: (name) => `Por favor, confirme: avisos de los servicios de ${name}`,
    confirmAsk: (name) =>
      `Recibimos una solicitud para escribir a este correo cuando se fijen o cambien los servicios de ${name}. Por favor, confirme que fue usted.`,
    confirmButton: "Confirmar y seguir",
    confirmExpiry: (days) => `El enlace funciona durante ${days} días. Si usted no lo pidió, no haga nada: no le enviaremos nada más.`,
    visitPage: (firstName) => `Visitar la página en memoria de ${firstName}`,
    service: "Servicio",
    type: "Tipo",
    date: "Fecha",
    time: "Hora",
    timeValue: (time) => `${timeOfDayIn(time, "es")} (hora del Este)`,
    calendarTime: (time) => `${timeOfDayIn(time, "es")}, hora del Este`,
    calendarTimeInWords: (time) => `Hora: ${time}`,
    place: "Lugar",
    livestream: "Transmisión en vivo",
    livestreamValue: "El enlace estará en la página en memoria desde una hora antes del servicio.",
    directions: "Cómo llegar",
    addToCalendar: "Agregar a su calendario (.ics)",
    removedSubject: (name, title) => `Aviso sobre los servicios de ${name}: ${title} ya no aparece`,
    removed: (name, title) => `«${title}» ya no aparece en la página en memoria de ${name}. Es posible que se haya cancelado o cambiado.`,
    callBeforeYouGo: (phone) => `Si pensaba asistir, por favor llámenos al ${phone} antes de salir; siempre hay alguien para ayudarle.`,
    addedSubject: (name, title) => `Detalles del servicio de ${name}: ${title}`,
    added: (name) => `Se ha fijado un servicio para ${name}.`,
    changedSubject: (name, title) => `Aviso sobre los servicios de ${name}: cambió ${title}`,
    changed: (name, title, fields) => `«${title}» de ${name} ha cambiado (${fields}).`,
    fromTo: (from, to) => `${from} → ${to}`,
    livestreamYes: "Sí",
    livestreamNo: "No",
    livestreamNewLink: "Un enlace nuevo, en la página en memoria desde una hora antes del servicio",
    detailsNow: "Estos son los detalles actuales:",
    calendarAttachedNew: "Adjuntamos la entrada de calendario (.ics): ábrala para agregar el servicio a su calendario.",
    calendarAttachedChanged: "Adjuntamos la entrada de calendario actualizada (.ics): al abrirla, su calendario actualiza el servicio que ya tiene.",
    fields: { date: "fecha", time: "hora", place: "lugar", type: "tipo", livestream: "transmisión en vivo", name: "nombre" },
    serviceTypes: {
      funeral: "Funeral",
      memorial: "Ceremonia de recuerdo",
      viewing: "Velorio",
      burial: "Sepultura",
      cremation: "Cremación",
      celebration: "Celebración de la vida",
    },
    why: (name) => `Recibe estos correos porque pidió seguir los servicios de ${name}.`,
    stop: "Dejar de recibir estos correos",
  },
  ht: {
    confirmSubject: (name) => `Tanpri konfime: nouvèl sou sèvis ${name} yo`,
    confirmAsk: (name) =>
      `Nou resevwa yon demann pou voye imèl nan adrès sa a lè sèvis ${name} yo fikse oswa chanje. Tanpri konfime se te ou menm.`,
    confirmButton: "Konfime epi swiv",
    confirmExpiry: (days) => `Lyen an bon pandan ${days} jou. Si se pa ou ki te mande sa, pa okipe imèl sa a: nou p ap voye anyen ankò ba ou.`,
    visitPage: (firstName) => `Ale sou paj memwa ${firstName}`,
    service: "Sèvis",
    type: "Kalite",
    date: "Dat",
    time: "Lè",
    timeValue: (time) => `${timeOfDayIn(time, "ht")} (lè Lès)`,
    calendarTime: (time) => `${timeOfDayIn(time, "ht")}, lè Lès`,
    calendarTimeInWords: (time) => `Lè: ${time}`,
    place: "Kote",
    livestream: "Emisyon an dirèk",
    livestreamValue: "Lyen an ap sou paj memwa a depi inèdtan anvan sèvis la.",
    directions: "Kijan pou w rive",
    addToCalendar: "Mete l nan kalandriye w (.ics)",
    removedSubject: (name, title) => `Nouvèl sou sèvis ${name}: ${title} pa parèt ankò`,
    removed: (name, title) => `«${title}» pa parèt ankò sou paj memwa ${name}. Li ka anile oswa chanje.`,
    callBeforeYouGo: (phone) => `Si w te gen lide ale, tanpri rele nou nan ${phone} anvan w soti; gen yon moun la toujou pou ede w.`,
    addedSubject: (name, title) => `Detay sèvis ${name}: ${title}`,
    added: (name) => `Yo fikse yon sèvis pou ${name}.`,
    changedSubject: (name, title) => `Nouvèl sou sèvis ${name}: ${title} chanje`,
    changed: (name, title, fields) => `«${title}» pou ${name} chanje (${fields}).`,
    fromTo: (from, to) => `${from} → ${to}`,
    livestreamYes: "Wi",
    livestreamNo: "Non",
    livestreamNewLink: "Yon nouvo lyen, sou paj memwa a depi inèdtan anvan sèvis la",
    detailsNow: "Men detay yo kounye a:",
    calendarAttachedNew: "Antre kalandriye a nan imèl sa a (.ics): louvri l pou mete sèvis la nan kalandriye w.",
    calendarAttachedChanged: "Nouvo antre kalandriye a nan imèl sa a (.ics): lè w louvri l, kalandriye w ap mete sèvis li genyen an ajou.",
    fields: { date: "dat", time: "lè", place: "kote", type: "kalite", livestream: "emisyon an dirèk", name: "non" },
    serviceTypes: {
      funeral: "Finèy",
      memorial: "Sèvis memwa",
      viewing: "Vèy",
      burial: "Antèman",
      cremation: "Kremasyon",
      celebration: "Selebrasyon lavi",
    },
    why: (name) => `Ou resevwa imèl sa yo paske ou te mande swiv sèvis ${name} yo.`,
    stop: "Sispann imèl sa yo",
  },
};
