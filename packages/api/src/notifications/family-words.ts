import { BUSINESS_TIME_ZONE, consultationTypeLabels, timeOfDayIn, type Business, type Locale } from "@fh/validators";

/**
 * What a family is told by email, in the language they used on the site
 *: the consultation confirmation and the notice that their
 * obituary was received are written while the request that caused them is
 * answered, so they follow its language. Spanish speaks as "usted"; Haitian
 * Creole is in the standard orthography; names, dates and business facts
 * are as the family and the configuration wrote them.
 */
export interface FamilyWords {
  consultationSubject: (business: Business, date: string) => string;
  greeting: (name: string) => string;
  consultationBooked: string;
  date: string;
  time: string;
  /** The booked slot ("10:00 AM") written as the site writes times in the language, with its zone in words. */
  timeValue: (time: string) => string;
  type: string;
  typeLabels: Record<keyof typeof consultationTypeLabels, string>;
  consultationChange: (phone: string) => string;
  calendarTitle: (business: Business) => string;
  calendarDescription: (typeLabel: string, time: string, phone: string) => string;
  obituaryReceivedSubject: (name: string) => string;
  obituaryReceived: (name: string) => string;
  questions: (phone: string) => string;
  publishedSubject: (name: string) => string;
  published: (name: string) => string;
  visitMemorial: (firstName: string) => string;
  changeCall: (phone: string) => string;
  declinedSubject: (name: string) => string;
  declined: (name: string) => string;
  declinedCall: (phone: string) => string;
  /** The heading over a note staff wrote to the family on a decline. */
  declinedNote: string;
  digestSubject: (name: string) => string;
  digestIntro: (count: number, name: string) => string;
  readGuestBook: string;
  digestWhy: string;
  digestStop: string;
}

export const FAMILY_WORDS: Record<Locale, FamilyWords> = {
  en: {
    consultationSubject: (business, date) => `Your consultation with ${business.name} on ${date}`,
    greeting: (name) => `Dear ${name},`,
    consultationBooked: "Thank you for reaching out to us. Your consultation is booked, and we look forward to meeting you.",
    date: "Date",
    time: "Time",
    timeValue: (time) => `${timeOfDayIn(time, "en")} Eastern Time`,
    type: "Type",
    typeLabels: consultationTypeLabels,
    consultationChange: (phone) =>
      `To change or cancel it, please call us at ${phone}; someone is here to help. The attached calendar entry adds it to your calendar, in Eastern Time.`,
    calendarTitle: (business) => `Consultation with ${business.name}`,
    calendarDescription: (typeLabel, time, phone) => `${typeLabel}, ${timeOfDayIn(time, "en")} Eastern Time (${BUSINESS_TIME_ZONE}). To change it, call ${phone}.`,
    obituaryReceivedSubject: (name) => `We received the obituary for ${name}`,
    obituaryReceived: (name) =>
      `Thank you for sharing the life of ${name} with us. Our staff will read it with care, and we will write to you again once it has been reviewed.`,
    questions: (phone) => `If you have any questions, please call us at ${phone}.`,
    publishedSubject: (name) => `The obituary for ${name} is published`,
    published: (name) => `The obituary for ${name} is now on our website, where family and friends can read it and leave a message in the guest book.`,
    visitMemorial: (firstName) => `Visit ${firstName}'s memorial page`,
    changeCall: (phone) => `Please call us at ${phone} if anything should be changed.`,
    declinedSubject: (name) => `About the obituary for ${name}`,
    declined: (name) =>
      `Thank you for sending us the obituary for ${name}. We were not able to publish it as it was submitted, and we would like to help.`,
    declinedCall: (phone) => `Please call us at ${phone} whenever you are ready, and we will gladly work through it with you.`,
    declinedNote: "A note from our staff",
    digestSubject: (name) => `New guest-book messages for ${name}`,
    digestIntro: (count, name) =>
      count === 1 ? `A new message was left in the guest book of ${name}.` : `${count} new messages were left in the guest book of ${name}.`,
    readGuestBook: "Read the guest book",
    digestWhy: "You receive this daily summary because you asked for it when you submitted the obituary.",
    digestStop: "Stop these emails",
  },
  es: {
    consultationSubject: (business, date) => `Su consulta con ${business.name} el ${date}`,
    greeting: (name) => `Hola, ${name}:`,
    consultationBooked: "Gracias por comunicarse con nosotros. Su consulta está reservada, y será un gusto conocerle.",
    date: "Fecha",
    time: "Hora",
    timeValue: (time) => `${timeOfDayIn(time, "es")}, hora del Este`,
    type: "Tipo",
    typeLabels: { "in-person": "En persona, en nuestra funeraria", virtual: "Videollamada", phone: "Llamada telefónica" },
    consultationChange: (phone) =>
      `Para cambiarla o cancelarla, llámenos al ${phone}; siempre hay alguien para ayudarle. El evento de calendario adjunto la agrega a su calendario, con la hora del Este.`,
    calendarTitle: (business) => `Consulta con ${business.name}`,
    calendarDescription: (typeLabel, time, phone) => `${typeLabel}, ${timeOfDayIn(time, "es")}, hora del Este. Para cambiarla, llame al ${phone}.`,
    obituaryReceivedSubject: (name) => `Recibimos el obituario de ${name}`,
    obituaryReceived: (name) =>
      `Gracias por compartir con nosotros la vida de ${name}. Nuestro equipo lo leerá con cuidado, y le escribiremos de nuevo cuando lo hayamos revisado.`,
    questions: (phone) => `Si tiene alguna pregunta, llámenos al ${phone}.`,
    publishedSubject: (name) => `El obituario de ${name} ya está publicado`,
    published: (name) =>
      `El obituario de ${name} ya está en nuestro sitio web, donde familiares y amigos pueden leerlo y dejar un mensaje en el libro de condolencias.`,
    visitMemorial: (firstName) => `Visitar la página en memoria de ${firstName}`,
    changeCall: (phone) => `Si desea cambiar algo, llámenos al ${phone}.`,
    declinedSubject: (name) => `Sobre el obituario de ${name}`,
    declined: (name) =>
      `Gracias por enviarnos el obituario de ${name}. No pudimos publicarlo tal como lo envió, y nos gustaría ayudarle.`,
    declinedCall: (phone) => `Llámenos al ${phone} cuando usted esté listo, y con gusto lo revisaremos juntos.`,
    declinedNote: "Una nota de nuestro equipo",
    digestSubject: (name) => `Nuevos mensajes en el libro de condolencias de ${name}`,
    digestIntro: (count, name) =>
      count === 1
        ? `Alguien dejó un mensaje nuevo en el libro de condolencias de ${name}.`
        : `Se dejaron ${count} mensajes nuevos en el libro de condolencias de ${name}.`,
    readGuestBook: "Leer el libro de condolencias",
    digestWhy: "Recibe este resumen diario porque lo pidió al enviar el obituario.",
    digestStop: "No recibir más estos correos",
  },
  ht: {
    consultationSubject: (business, date) => `Randevou konsiltasyon ou ak ${business.name} pou ${date}`,
    greeting: (name) => `Bonjou ${name},`,
    consultationBooked: "Mèsi dèske w kontakte nou. Randevou konsiltasyon ou an pran, e nou pral kontan rankontre w.",
    date: "Dat",
    time: "Lè",
    timeValue: (time) => `${timeOfDayIn(time, "ht")}, lè Lès (Eastern Time)`,
    type: "Kalite",
    typeLabels: { "in-person": "An pèsòn, nan salon finèb nou an", virtual: "Apèl videyo", phone: "Apèl telefòn" },
    consultationChange: (phone) =>
      `Pou chanje l oswa anile l, tanpri rele nou nan ${phone}; gen yon moun la toujou pou ede w. Evènman kalandriye ki tache a ap mete l nan kalandriye w, nan lè Lès (Eastern Time).`,
    calendarTitle: (business) => `Konsiltasyon ak ${business.name}`,
    calendarDescription: (typeLabel, time, phone) => `${typeLabel}, ${timeOfDayIn(time, "ht")}, lè Lès (Eastern Time). Pou chanje l, rele ${phone}.`,
    obituaryReceivedSubject: (name) => `Nou resevwa nekwoloji ${name} la`,
    obituaryReceived: (name) =>
      `Mèsi paske w pataje lavi ${name} avèk nou. Ekip nou an pral li l avèk swen, e n ap ekri w ankò lè nou fin revize l.`,
    questions: (phone) => `Si w gen nenpòt kesyon, tanpri rele nou nan ${phone}.`,
    publishedSubject: (name) => `Nekwoloji ${name} la pibliye`,
    published: (name) =>
      `Nekwoloji ${name} la sou sit entènèt nou an kounye a. Fanmi ak zanmi ka li l epi kite yon mesaj nan liv kondoleyans lan.`,
    visitMemorial: (firstName) => `Ale sou paj memwa ${firstName}`,
    changeCall: (phone) => `Tanpri rele nou nan ${phone} si gen yon bagay pou chanje.`,
    declinedSubject: (name) => `Konsènan nekwoloji ${name} la`,
    declined: (name) =>
      `Mèsi dèske w voye nekwoloji ${name} la ban nou. Nou pa t kapab pibliye l jan ou te voye l la, e nou ta renmen ede w.`,
    declinedCall: (phone) => `Tanpri rele nou nan ${phone} lè w pare, n ap kontan travay sou li avè w.`,
    declinedNote: "Yon nòt ekip nou an ekri pou ou",
    digestSubject: (name) => `Nouvo mesaj nan liv kondoleyans ${name}`,
    digestIntro: (count, name) =>
      count === 1 ? `Yon moun kite yon nouvo mesaj nan liv kondoleyans ${name}.` : `Gen ${count} nouvo mesaj nan liv kondoleyans ${name}.`,
    readGuestBook: "Li liv kondoleyans lan",
    digestWhy: "Ou resevwa rezime chak jou sa a paske w te mande l lè w te voye nekwoloji a.",
    digestStop: "Sispann imèl sa yo",
  },
};
