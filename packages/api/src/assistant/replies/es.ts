import { DIRECT_CREMATION_FROM, GRIEF_GROUP_WEEKS, fullAddress, publicPages } from "@fh/validators";
import type { Replies } from "./types";

/**
 * The built-in responder's answers in Spanish: the English answers' facts,
 * said the way a caring person at the funeral home would say them to a
 * family, as "usted" (docs/i18n/GLOSSARY.md). Business facts stay as configured.
 */
export const SPANISH_REPLIES: Replies = {
  "immediate-assistance": (b) =>
    `Lo siento muchísimo. Cuando alguien acaba de fallecer, no hace falta que usted sepa cada paso. ` +
    `Si la muerte fue inesperada y en casa, llame primero al 911; si su ser querido estaba en cuidados de hospicio, llame a la enfermera del hospicio. ` +
    `Después llámenos al ${b.phone}: atendemos las 24 horas, los 7 días de la semana, e iremos a recibir a su ser querido bajo nuestro cuidado y a acompañarle en lo que sigue.`,
  cremation: (b, page) =>
    `La cremación puede ser tan sencilla o tan personal como su familia desee. La cremación directa comienza en ${DIRECT_CREMATION_FROM}, ` +
    `y puede añadir un servicio conmemorativo antes o después. ` +
    `Para conversar sobre opciones y costos, llámenos al ${b.phone} a cualquier hora, o reserve una consulta gratuita en ${page(publicPages.bookConsultation)}.`,
  "pre-planning": (b, page) =>
    `Planificar con anticipación es un regalo de amor para su familia. La consulta de planificación anticipada es gratuita; puede pagar por adelantado para conservar los precios de hoy, ` +
    `y podemos ayudarle a asignar una póliza de seguro. Reserve una cita en ${page(publicPages.bookConsultation)} o llámenos al ${b.phone}.`,
  consultation: (b, page) =>
    `Puede reservar una consulta en ${page(publicPages.bookConsultation)}: en persona en nuestra funeraria, por videollamada o por teléfono, ` +
    `de lunes a viernes entre las 9:00 a. m. y las 4:00 p. m. Si nos necesita antes, llame al ${b.phone} a cualquier hora.`,
  "funeral-planning": (b, page) =>
    `Organizar un funeral puede parecer mucho a la vez, y lo haremos con usted paso a paso: ` +
    `elegir entre sepultura o cremación, el tipo de servicio, el obituario y los detalles que lo hacen personal. ` +
    `Reserve una consulta gratuita en ${page(publicPages.bookConsultation)} o llámenos al ${b.phone}, de día o de noche.`,
  staff: (b) =>
    `Puede comunicarse con nuestro personal al ${b.phone}, las 24 horas, los 7 días de la semana. ` +
    `Nuestra funeraria está en ${fullAddress(b)}, y con gusto recibimos su mensaje desde la sección de Contacto de nuestra página principal.`,
  "support-groups": (b, page) =>
    `No tiene que vivir el duelo a solas. Nuestra página de apoyo en el duelo (${page(publicPages.griefSupport)}) reúne grupos de la zona con sus horarios semanales, ` +
    `incluido un programa de duelo de ${GRIEF_GROUP_WEEKS} semanas, y encontrará más opciones en ${page(publicPages.moreGriefResources)}. ` +
    `Si desea ayuda para elegir, llámenos al ${b.phone}.`,
  "grief-stages": (_b, page) =>
    `El duelo suele describirse en cinco etapas: negación, ira, negociación, depresión y aceptación. ` +
    `No es un camino en línea recta; muchas personas van y vienen entre ellas, y todo lo que usted siente es parte natural de haber amado a alguien. ` +
    `Nuestra página de apoyo en el duelo (${page(publicPages.griefSupport)}) explica cada etapa y ofrece guías que puede descargar.`,
  sleep: (b, page) =>
    `Tener dificultad para dormir es muy común después de una pérdida. Acostarse a la misma hora, usar menos pantallas por la noche y respirar despacio unos momentos puede ayudar; ` +
    `nuestra página de apoyo en el duelo (${page(publicPages.griefSupport)}) tiene un ejercicio de respiración guiada de 4 minutos. ` +
    `Si el insomnio dura semanas, por favor hable con su médico, y puede llamarnos al ${b.phone} a cualquier hora.`,
  overwhelmed: (b, page) =>
    `Es comprensible sentirse abrumado en un momento así; está cargando mucho. Intente dar un pequeño paso a la vez ` +
    `y deje que otros le ayuden. El ejercicio de respiración en ${page(publicPages.griefSupport)} puede darle un momento de calma, ` +
    `y si algo de los arreglos le resulta demasiado, llámenos al ${b.phone}: podemos encargarnos por usted.`,
  memorial: (_b, page) =>
    `Puede crear un homenaje en memoria de su ser querido en ${page(publicPages.creativeSubmit)}; nuestro personal revisa cada uno antes de publicarlo. ` +
    `Después, familiares y amigos pueden dejar sus condolencias en su libro de condolencias. Los homenajes publicados están en ${page(publicPages.obituaries)}.`,
  "emotional-support": (b, page) =>
    `Lamento mucho su pérdida. Lo que siente es reflejo de su amor, y no hay una forma correcta de vivir el duelo. ` +
    `Puede ayudar hablar con alguien de confianza, tratarse con paciencia y buscar a otras personas que comprendan; ` +
    `nuestra página de apoyo en el duelo (${page(publicPages.griefSupport)}) tiene grupos y guías de la zona, y puede llamarnos al ${b.phone} a cualquier hora.`,
  thanks: (b) => `Con mucho gusto. Aquí estoy cuando me necesite, y nuestro personal le atiende al ${b.phone} de día y de noche.`,
  greeting: () =>
    `Hola, le damos la bienvenida. Estoy aquí para ayudarle con el apoyo en el duelo, la planificación de un funeral o lo que necesite en este momento. ¿En qué puedo ayudarle?`,
  fallback: (b, page) =>
    `Gracias por escribirnos; estoy aquí para ayudarle. Puedo compartir apoyo para el duelo, ayudarle a planificar un funeral o una cremación, ` +
    `o decirle qué hacer cuando alguien acaba de fallecer. Nuestra página de apoyo en el duelo (${page(publicPages.griefSupport)}) tiene recursos, ` +
    `y nuestro personal le atiende al ${b.phone} las 24 horas, los 7 días de la semana.`,
};
