import { CRISIS_LINE, GRIEF_GROUP_WEEKS, type Business } from "@fh/validators";
import type { HolidaysWords } from "../holidays";

/** The words of "Coping with Grief During the Holidays" in Spanish (usted), written from the English guide. */
export const holidaysWords = (b: Business): HolidaysWords => ({
  cover: {
    title: "El duelo en los días festivos",
    subtitle: "Cómo atravesar las fiestas, los cumpleaños y los aniversarios",
    dedication: "Los días festivos pueden hacer que una silla vacía se sienta todavía más vacía. Sea esta su primera temporada sin un ser querido o la décima, esperamos que estas ideas le ayuden a planificar, a recordar y a tratarse con cariño.",
    subject: "El duelo en las fiestas y en los días especiales",
  },
  whyHard: {
    heading: "Por qué los días festivos son tan difíciles",
    paragraphs: [
      "Las fiestas giran en torno a la familia, las tradiciones y el estar juntos, y precisamente por eso pueden doler tanto después de una muerte. Cada adorno, cada canción y cada reunión pueden recordarnos a quien falta. Mientras tanto, el mundo que nos rodea insiste en la alegría, y eso puede hacer que quienes están de duelo se sientan fuera de lugar y solos.",
      "A muchas personas les resultan más difíciles los días previos a una fiesta que el día mismo. A otras las sorprende una ola de tristeza mucho después de que pasó la temporada. Las dos cosas son normales. No hay una forma correcta de pasar un día festivo cuando se está de duelo.",
    ],
  },
  planAhead: {
    heading: "Planifique con anticipación, con calma",
    intro: "Tener un plan, aunque sea flexible, puede hacer que esos días asusten menos. Hable con su familia sobre lo que cada uno necesita este año. Quizás se sorprenda: una persona puede desear mantener todas las tradiciones mientras otra no las soporta. Escúchense y busquen un punto intermedio.",
    list: [
      "Decida dónde va a estar y con quién, y tenga una manera discreta de irse temprano si lo necesita.",
      "Pregúntese qué tradiciones le reconfortan y cuáles le resultan demasiado dolorosas este año.",
      "Reparta las tareas: deje que otros reciban en su casa, cocinen o hagan las compras. Comprar por internet o regalar tarjetas de regalo puede ahorrarle las tiendas llenas de gente.",
      "Dese permiso para cambiar de idea el mismo día.",
      "Planee algo tranquilo para el día siguiente.",
    ],
  },
  traditions: {
    heading: "Mantener, cambiar o crear tradiciones",
    intro: "No hace falta hacer todo como siempre. Algunas familias mantienen las tradiciones tal como eran, como una forma de seguir cerca de la persona que falleció. Otras encuentran consuelo en hacer algo completamente nuevo durante un año o dos. Podría:",
    list: [
      "Celebrar la comida festiva en otra casa, en un restaurante o a otra hora del día.",
      "Simplificar: menos adornos, una reunión más pequeña, una comida más sencilla.",
      "Viajar, o ir juntos como voluntarios a un albergue o a un banco de alimentos.",
      "Mantener las una o dos tradiciones que más importan y dejar descansar las demás por ahora.",
    ],
  },
  remembering: {
    heading: "Maneras de recordar a su ser querido e incluirlo",
    intro: "Muchas familias descubren que incluir abiertamente a su ser querido en la celebración alivia el dolor de fingir que nada ha cambiado. Algunas ideas que las familias han compartido con nosotros:",
    list: [
      "Encender una vela especial durante la comida y decir su nombre.",
      "Poner una foto, o dejar un lugar en la mesa para un momento de recuerdo.",
      "Colgar un adorno en su memoria, o llenar una bota navideña de recuerdos con notas de los familiares.",
      "Cocinar su plato favorito, con su propia receta.",
      "Invitar a todos a contar una historia favorita, o algo que aprendieron de esa persona.",
      "Hacer una donación en su nombre a una causa que le importaba, o comprar un regalo para alguien que lo necesite.",
      "Visitar el lugar donde descansa, o un lugar que amaba, como la playa al amanecer.",
      "Escuchar su música favorita, o ver la película de fiestas que siempre quería ver.",
    ],
    joy: {
      title: "Está bien sentir alegría",
      text: "Las risas y los momentos felices durante las fiestas no son una traición a la persona que extraña. El duelo y la alegría pueden sentarse a la misma mesa. La mayoría de las personas que amamos querrían que encontráramos algo de luz en estos días.",
    },
  },
  yourself: {
    heading: "Cuidarse a sí mismo",
    list: [
      "Ponga límites. No tiene que ir a todas las fiestas ni enviar todas las tarjetas. \u201CEste año no\u201D es una respuesta completa.",
      "Descanse, coma bien y salga al aire libre. Las fiestas cansan incluso en los años fáciles.",
      "Tenga cuidado con el alcohol, que puede hacer más honda la tristeza y más duros los días difíciles.",
      "Diga a los demás qué le ayudaría: compañía, una llamada o un rato a solas.",
      "Tenga un lugar tranquilo adonde retirarse cuando las emociones lo desborden, y una persona de confianza que sepa que quizás lo necesite.",
      "Escriba lo que siente, o una carta a la persona que extraña.",
      "Recuerde que la espera suele ser peor que el día mismo.",
    ],
  },
  children: {
    heading: "Los niños y los días festivos",
    paragraphs: [
      "Los niños a menudo quieren que las fiestas se sientan como siempre, y pueden sentirse culpables por disfrutarlas. Dígales que está bien divertirse, y que también está bien extrañar a alguien. Inclúyalos al elegir cómo recordar: un adorno que hagan, una tarjeta que escriban, una historia que cuenten. Mantenga todas las rutinas conocidas que pueda.",
    ],
  },
  otherDays: {
    heading: "Otros días difíciles",
    paragraphs: [
      "Las mismas ideas pueden ayudar en otros días que pesan de manera especial: cumpleaños, aniversarios de boda, el aniversario de la muerte, el Día de las Madres y el Día del Padre, graduaciones y otros momentos importantes de la familia. Recuérdelos de la manera que le parezca adecuada, ya sea con una reunión, un paseo tranquilo o un día libre del trabajo. Avise a las personas cercanas que se acerca la fecha; muchas querrán recordar con usted.",
    ],
  },
  friendsAndFamily: {
    heading: "Para los amigos y la familia",
    intro: "Si alguien que usted conoce está de duelo en esta temporada, un gesto sencillo puede significar más de lo que imagina.",
    list: [
      "Invítelo, y hágale fácil decir que no, o llegar tarde e irse temprano.",
      "Diga el nombre de su ser querido y comparta un recuerdo. Rara vez es el recordatorio que usted teme; no lo han olvidado.",
      "Ofrezca ayuda práctica: hacer las compras, envolver regalos, decorar o llevar a los niños a pasear una tarde.",
      "Envíe una tarjeta que diga: \u201CEn esta temporada pienso en usted y en su ser querido\u201D.",
      "Pregunte cómo está también después de las fiestas, cuando terminan las reuniones y llega el silencio.",
    ],
  },
  notAlone: {
    heading: "No está solo",
    paragraphs: [
      `${b.name} le invita a nuestros grupos de apoyo en el duelo, que siguen un programa de ${GRIEF_GROUP_WEEKS} semanas y a menudo tienen una reunión especial antes de las fiestas. También podemos ponerle en contacto con consejeros y comunidades de fe cerca de usted. Llámenos de día o de noche al ${b.phone}.`,
    ],
    crisis: {
      title: `Si la temporada se le hace insoportable, llame o envíe un mensaje de texto al ${CRISIS_LINE}`,
      text: `La Línea ${CRISIS_LINE} de Prevención del Suicidio y Crisis atiende las 24 horas del día, también en los días festivos; para hablar en español, marque 2. Si alguien está en peligro inmediato, llame al 911.`,
    },
  },
  quote: {
    text: "Lo que una vez disfrutamos nunca lo podemos perder. Todo lo que amamos profundamente se convierte en parte de nosotros.",
    by: "Helen Keller",
  },
});
