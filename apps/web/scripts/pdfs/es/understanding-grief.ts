import { CRISIS_LINE, GRIEF_GROUP_WEEKS, type Business } from "@fh/validators";
import type { UnderstandingGriefWords } from "../understanding-grief";

/** The words of "Understanding Grief" in Spanish (usted), written from the English guide. */
export const understandingGriefWords = (b: Business): UnderstandingGriefWords => ({
  cover: {
    title: "Entender el duelo",
    subtitle: "Una guía serena para los días, los meses y los años después de una pérdida",
    dedication: "No hay una forma correcta de vivir el duelo, ni un calendario que cumplir. Esperamos que estas páginas le den algo de consuelo, algo de comprensión y el recuerdo de que no tiene que recorrer este camino a solas.",
    subject: "Una guía sobre el duelo para familias que han perdido a un ser querido",
  },
  beforeYouBegin: {
    heading: "Unas palabras antes de empezar",
    paragraphs: [
      "Si está leyendo esto, es porque un ser querido ha fallecido, o está por fallecer, y usted trata de entender lo que viene. Por favor, lea estas páginas a su propio ritmo. Quizás lea un párrafo y deje la guía a un lado por una semana. Eso está perfectamente bien.",
      `Nuestra familia de ${b.name} ha acompañado a muchas familias en las horas más difíciles de su vida. Lo que hemos aprendido de ellas es sencillo: el duelo es la respuesta natural a una pérdida, es tan personal como quien lo siente, y es un reflejo del amor. Nada en esta guía es una regla. Tome lo que le ayude y deje lo demás.`,
    ],
  },
  whatGriefIs: {
    heading: "¿Qué es el duelo?",
    paragraphs: [
      "El duelo es todo lo que sentimos, pensamos y hacemos cuando perdemos a alguien o algo que queremos. No es un problema que haya que resolver ni una señal de que algo anda mal en usted. Es la manera en que los seres humanos se adaptan a un mundo que cambió sin pedirles permiso.",
      "El duelo puede empezar antes de la muerte, durante una larga enfermedad, y puede volver años después, una tarde cualquiera. Puede ser silencioso o abrumador. Puede sorprenderle con su fuerza, y también puede suavizarse de maneras que usted no esperaba.",
    ],
  },
  whatGriefFeelsLike: {
    heading: "Cómo se puede sentir el duelo",
    intro: "El duelo toca cada parte de una persona. Quizás note algunas de las cosas siguientes. Todas son comunes, y ninguna significa que usted esté viviendo el duelo de manera equivocada.",
    feelings: [
      {
        term: "En el corazón",
        text: "Tristeza, añoranza, entumecimiento, enojo, culpa, alivio, miedo, soledad, o todo eso en una misma hora. Sentir alivio después de una larga enfermedad es normal y no significa que usted le quisiera menos.",
      },
      {
        term: "En el cuerpo",
        text: "Un cansancio que el sueño no quita, dificultad para dormir, cambios en el apetito, opresión en el pecho o en la garganta, dolores, y enfermarse con más facilidad.",
      },
      {
        term: "En la mente",
        text: "Olvidos, dificultad para concentrarse, repasar una y otra vez los últimos días, esperar que la persona entre por la puerta, o soñar con ella.",
      },
      {
        term: "En el espíritu",
        text: "Cuestionar su fe o encontrar en ella un consuelo nuevo, buscar un sentido, y preguntarse quién es usted ahora que esa persona ya no está.",
      },
      {
        term: "En sus días",
        text: "Querer estar a solas, o no soportar estar solo; mantenerse muy ocupado; evitar los lugares que le recuerdan a esa persona, o buscarlos.",
      },
    ],
  },
  fiveStages: {
    heading: "Las cinco etapas, y por qué el duelo no es una escalera",
    intro: "Quizás haya oído hablar de las cinco etapas del duelo. Se describieron primero para explicar lo que sienten las personas que enfrentan su propia muerte, y desde entonces han ayudado a muchas personas en duelo a ponerle nombre a lo que sienten:",
    stages: [
      { term: "Negación", text: "Conmoción, entumecimiento e incredulidad. Es la forma en que la mente deja entrar solo lo que podemos soportar." },
      { term: "Ira", text: "Contra la enfermedad, los médicos, Dios, nosotros mismos o la persona que falleció. La ira suele ser amor que no tiene adónde ir." },
      { term: "Negociación", text: "Los \u201C¿y si…?\u201D y los \u201Csi tan solo…\u201D: repasar lo que se podría haber hecho de otra manera." },
      { term: "Depresión", text: "Una tristeza profunda a medida que la realidad de la pérdida se asienta. No es debilidad; es una respuesta sincera a una gran pérdida." },
      { term: "Aceptación", text: "No es estar \u201Cbien\u201D con la pérdida, sino aprender a vivir con ella y a llevarla." },
    ],
    notLinear: {
      title: "El duelo no sigue una línea recta",
      text: "La mayoría de las personas no pasan por estas etapas en orden, una tras otra. Puede sentir varias a la vez, saltarse algunas o volver a una que creía superada. A los días buenos pueden seguirles días difíciles. Eso no significa que esté retrocediendo. Significa que está viviendo su duelo.",
    },
  },
  waves: {
    heading: "El duelo llega en oleadas",
    paragraphs: [
      "Al principio, el duelo puede sentirse como estar en medio de una tormenta, con olas que llegan una tras otra. Con el tiempo, la mayoría de las personas nota que las olas se van espaciando. Cuando llegan, todavía pueden ser fuertes: una canción, un olor, una fecha en el calendario o una letra conocida en un sobre viejo pueden desatarlas. A estos momentos repentinos a veces se les llama oleadas de duelo. Son parte normal del luto, incluso años después.",
      "Puede ayudar saber que, por lo general, el dolor no se achica tanto como su vida va creciendo poco a poco a su alrededor. El amor permanece; el peso se vuelve algo que uno aprende a llevar.",
    ],
  },
  caringForYourself: {
    heading: "Cuidarse a sí mismo",
    intro: "El duelo es un trabajo duro, y le pide mucho a su cuerpo y a su mente. Los pequeños gestos de cuidado importan más de lo que parece.",
    list: [
      "Tenga paciencia consigo. No hay una fecha límite para sentirse mejor.",
      "Trate de comer algo nutritivo a sus horas, de tomar agua y de descansar aunque no pueda dormir.",
      "Mueva un poco el cuerpo cada día: una caminata corta al aire libre puede ayudar al sueño y al ánimo.",
      "Acepte cuando alguien le ofrezca una ayuda concreta, y dígales qué es lo que más le ayudaría.",
      "Si puede, deje para dentro de unos meses las decisiones importantes, como vender la casa o mudarse.",
      "Tenga cuidado con el alcohol y con las pastillas para dormir, que pueden hacer más honda la tristeza y alterar el descanso.",
      "Escriba un diario, escríbale una carta a la persona que falleció o háblele en voz alta. A muchas personas esto les reconforta.",
      "No deje de ir a sus citas con el médico, y cuéntele a su médico sobre su pérdida.",
      "Permítase momentos de risa y de alegría. No son una traición a la persona que extraña.",
    ],
  },
  familyAndFriends: {
    heading: "Para la familia y los amigos que quieren ayudar",
    intro: "Si usted acompaña a alguien que está de duelo, su presencia importa más que las palabras perfectas. No tiene que quitarle el dolor. Escuche, recuerde y siga estando presente.",
    list: [
      "Diga el nombre de la persona que falleció. Comparta un recuerdo. La mayoría de quienes están de duelo anhelan oírlo.",
      "Ofrezca algo concreto: \u201CEl jueves le llevo la cena\u201D, en lugar de \u201CAvíseme si necesita algo\u201D.",
      "Evite frases como \u201Cestá en un lugar mejor\u201D o \u201Ctodo pasa por algo\u201D, que pueden doler aunque se digan con cariño.",
      "Recuerde las fechas difíciles: cumpleaños, aniversarios y días festivos, y las semanas tranquilas después del funeral, cuando dejan de llegar las tarjetas.",
    ],
  },
  moreHelp: {
    heading: "Cuándo buscar más ayuda",
    intro: "La mayor parte de los duelos, por dolorosos que sean, se vuelven poco a poco más llevaderos con el tiempo y el apoyo. A veces el duelo se estanca o se vuelve abrumador, y un consejero, un médico o un grupo de apoyo pueden ayudar. Por favor, pida ayuda si nota:",
    list: [
      "Pensamientos de hacerse daño, o de no querer seguir viviendo",
      "No poder cuidarse a sí mismo ni a otros durante semanas",
      "Una añoranza o una angustia intensas que no han cedido nada después de muchos meses",
      "Depender del alcohol, de drogas o de medicamentos para pasar el día",
      "Una culpa persistente, o creer que la muerte fue culpa suya",
      "Alejarse por completo de las personas y de las actividades que antes amaba",
    ],
    crisis: {
      title: `Si está en crisis, llame o envíe un mensaje de texto al ${CRISIS_LINE}`,
      text: `La Línea ${CRISIS_LINE} de Prevención del Suicidio y Crisis es gratuita, confidencial y atiende las 24 horas del día; para hablar en español, marque 2. Si alguien está en peligro inmediato, llame al 911.`,
    },
  },
  whereToTurn: {
    heading: "Dónde encontrar apoyo",
    paragraphs: [
      `${b.name} le acompaña mucho después del funeral. Nuestros grupos de apoyo en el duelo de la zona siguen un programa de ${GRIEF_GROUP_WEEKS} semanas, y puede unirse en cualquier momento. También podemos recomendarle consejeros y terapeutas de duelo de confianza en el condado de Palm Beach.`,
      `Llámenos a cualquier hora al ${b.phone}, o visítenos en ${b.streetAddress}, ${b.city}. En nuestro sitio web también encontrará nuestras otras guías, Cómo acompañar a los niños en el duelo y El duelo en los días festivos.`,
    ],
  },
  quote: {
    text: "El dolor del duelo es el precio que pagamos por el amor.",
    by: "La reina Isabel II",
  },
});
