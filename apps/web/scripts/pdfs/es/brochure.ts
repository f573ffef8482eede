import { CRISIS_LINE, DIRECT_CREMATION_FROM, GRIEF_GROUP_WEEKS, type Business } from "@fh/validators";
import type { BrochureWords } from "../brochure";

/** The words of the brochure in Spanish (usted), written from the English one; the business facts as configured. */
export const brochureWords = (b: Business): BrochureWords => ({
  cover: {
    title: "Nuestros servicios",
    subtitle: `Funerales, cremación, servicios conmemorativos y planificación anticipada en ${b.city} y el sur de la Florida`,
    dedication: `${b.name} es una funeraria familiar que sirve a ${b.city}, al condado de Palm Beach y al sur de la Florida. Cuidamos de su familia como cuidaríamos de la nuestra: con dignidad, honestidad y respeto.`,
    subject: "Servicios, planificación anticipada y apoyo en el duelo",
  },
  welcome: {
    heading: "Bienvenidos",
    paragraphs: [
      `Cuando muere un ser querido, usted merece personas que le escuchen, que le expliquen cada opción con claridad y que se ocupen de los detalles para que ustedes puedan cuidarse unos a otros. Para las familias de ${b.city} y de las comunidades vecinas, eso es lo que hacemos.`,
      "Ya sea que esté enfrentando una pérdida hoy, planificando con anticipación para usted mismo o buscando apoyo en el duelo, este folleto explica los servicios que ofrecemos y cómo podemos ayudarle. Si tiene una pregunta que aquí no se responde, por favor llámenos. Nunca hay ningún compromiso.",
    ],
  },
  whenADeathOccurs: {
    heading: "Cuando ocurre un fallecimiento",
    intro: `Llámenos al ${b.phone}, a cualquier hora y cualquier día. Una persona de nuestro equipo le atenderá, le ayudará con los primeros pasos y coordinará el traslado de su ser querido a nuestro cuidado.`,
    list: [
      "Si el fallecimiento ocurre en casa bajo cuidados de hospicio, llame primero al hospicio; ellos le orientarán y luego se comunicarán con nosotros.",
      "Si el fallecimiento ocurre en casa sin hospicio, llame al 911.",
      "Si el fallecimiento ocurre en un hospital o en un centro de cuidados, avise al personal que ha elegido nuestra funeraria.",
      "Después acordaremos un momento para reunirnos, en persona, por video o por teléfono, y planificar el servicio con usted.",
    ],
    whatToGather: "Puede ser útil reunir el nombre legal completo de su ser querido, la fecha y el lugar de nacimiento, el número de Seguro Social, los nombres de sus padres, los documentos de baja militar (DD-214) si sirvió en las Fuerzas Armadas, y cualquier documento de arreglos previos. No se preocupe si no encuentra todo; nosotros le ayudamos.",
  },
  traditionalFunerals: {
    heading: "Servicios funerarios tradicionales",
    intro: "Un funeral tradicional reúne a familiares y amigos para honrar una vida, compartir el dolor y acompañarse unos a otros. Le ayudaremos a dar forma a cada parte del servicio para que refleje a la persona que usted ama.",
    list: [
      "Velorio, en nuestra capilla o en su lugar de culto",
      "Servicio fúnebre dirigido por un sacerdote o pastor, un oficiante o miembros de la familia",
      "Despedida junto a la tumba y coordinación con el cementerio",
      "Ataúdes, bóvedas, flores, programas impresos y recordatorios",
      "Homenajes en video, música y transmisión en vivo para la familia que está lejos",
      "Transporte, incluidos la carroza fúnebre y los vehículos para la familia",
    ],
  },
  cremation: {
    heading: "Servicios de cremación",
    intro: `La cremación da a las familias flexibilidad sobre cómo y cuándo reunirse. La cremación directa está disponible desde ${DIRECT_CREMATION_FROM}, y puede seguirse de un servicio conmemorativo cuando su familia esté lista.`,
    list: [
      `Cremación directa desde ${DIRECT_CREMATION_FROM}, sin servicio previo`,
      "Cremación con velorio y servicio fúnebre previos",
      "Cremación seguida de un servicio conmemorativo o una celebración de vida",
      "Variedad de urnas, recuerdos y joyas conmemorativas",
      "Orientación sobre el esparcimiento de las cenizas, los nichos y la sepultura familiar de las cenizas",
    ],
  },
  memorials: {
    heading: "Servicios conmemorativos y celebraciones de vida",
    paragraphs: [
      "Un servicio conmemorativo puede celebrarse en nuestra capilla, en una iglesia, en la playa, en un parque o en casa, con o sin la presencia del cuerpo. Algunas familias eligen un servicio formal; otras se reúnen para compartir historias, música y una comida favorita. Le ayudamos con el lugar, el orden del servicio, los programas impresos, las fotos y los homenajes en video.",
    ],
  },
  veterans: {
    heading: "Servicios para veteranos",
    paragraphs: [
      "Es un honor servir a quienes sirvieron al país. Ayudamos a las familias a solicitar los honores fúnebres militares, la sepultura en un cementerio nacional, y una lápida o placa del gobierno, una bandera para el entierro y un Certificado Presidencial en Memoria.",
    ],
  },
  planningAhead: {
    heading: "Planificar con anticipación",
    intro: "Planificar sus propios arreglos con anticipación es uno de los regalos más generosos que puede dejar a su familia. Les ahorra decisiones difíciles en un momento de mucha emoción y asegura que sus deseos se conozcan y se respeten.",
    list: [
      "Una consulta gratuita y sin compromiso, en persona, por video o por teléfono",
      "Deje por escrito sus deseos: sepultura o cremación, servicio, música, lecturas y más",
      "Pague por adelantado para conservar los precios de hoy, con planes de pago accesibles",
      "Ayuda para asignar una póliza de seguro de vida existente a los gastos del funeral",
      "Guardamos su plan en nuestros archivos y puede actualizarlo en cualquier momento",
    ],
    consultation: {
      title: "Reserve una consulta gratuita de planificación anticipada",
      text: `Visite nuestro sitio web y elija Reservar una consulta, o llame al ${b.phone}. Las reuniones suelen durar alrededor de una hora, y no hay ninguna obligación de comprar nada.`,
    },
  },
  griefSupport: {
    heading: "Apoyo en el duelo",
    paragraphs: [
      `Nuestro cuidado no termina con el funeral. Ofrecemos grupos de apoyo en el duelo en la zona, con un programa de ${GRIEF_GROUP_WEEKS} semanas; guías gratuitas para comprender el duelo, acompañar a los niños en el duelo y sobrellevar los días festivos; y referencias a consejeros de confianza. En nuestro sitio web también encontrará un ejercicio de respiración guiada y un chat de apoyo en el duelo, abierto a cualquier hora.`,
      `Si usted o alguien que conoce está en crisis, llame o envíe un mensaje de texto al ${CRISIS_LINE}, la Línea de Prevención del Suicidio y Crisis, en cualquier momento. Para hablar en español, marque 2.`,
    ],
  },
  promise: {
    heading: "Nuestro compromiso con usted",
    list: [
      "Atenderemos su llamada personalmente, las 24 horas, los 7 días de la semana.",
      "Le explicaremos con claridad cada opción y cada costo, y le daremos nuestra Lista general de precios cuando la pida, por teléfono, por correo electrónico o en persona.",
      "Nunca le presionaremos para que elija más de lo que desea o necesita.",
      "Cuidaremos de su ser querido con la misma dignidad y el mismo respeto que daríamos a nuestra propia familia.",
    ],
  },
  contact: {
    heading: "Contáctenos",
    phone: { term: "Teléfono", text: `${b.phone}, con atención las 24 horas, los 7 días de la semana` },
    address: "Dirección",
    email: "Correo electrónico",
    hours: "Horario",
  },
  quote: {
    text: "Quienes amamos no se van: caminan a nuestro lado cada día.",
  },
});
