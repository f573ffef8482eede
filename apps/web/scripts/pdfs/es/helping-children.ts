import { CRISIS_LINE, type Business } from "@fh/validators";
import type { HelpingChildrenWords } from "../helping-children";

/** The words of "Helping Children Through Grief" in Spanish (usted), written from the English guide. */
export const helpingChildrenWords = (b: Business): HelpingChildrenWords => ({
  cover: {
    title: "Cómo acompañar a los niños en el duelo",
    subtitle: "Una guía para padres, abuelos y cuidadores",
    dedication: "Los niños también viven el duelo, a su manera y a su tiempo. Con palabras sinceras, un amor constante y un poco de paciencia, los adultos que los rodean pueden ayudarlos a llevar una pérdida que recordarán toda la vida.",
    subject: "Cómo apoyar a niños y adolescentes en duelo",
  },
  childrenGrieveToo: {
    heading: "Los niños también viven el duelo",
    paragraphs: [
      "Cuando muere alguien de la familia, los adultos a menudo quieren proteger a los niños del dolor. Es un deseo lleno de amor. Pero los niños se dan cuenta de mucho más de lo que creemos: las voces bajas, las lágrimas, los cambios en la rutina. Cuando nadie les explica, llenan el silencio con lo que imaginan, que muchas veces asusta más que la verdad.",
      "No se puede evitar que los niños vivan una pérdida, pero sí se los puede acompañar en ella. Lo que más ayuda es sencillo: la verdad dicha con delicadeza, con palabras que puedan entender, por alguien en quien confían, una y otra vez, cada vez que lo necesiten.",
      "No tiene que tener todas las respuestas, ni esconder su propia tristeza. Cuando los niños ven que los adultos que quieren viven su duelo abiertamente y siguen adelante, aprenden que se puede sobrevivir a la pena.",
    ],
  },
  ages: {
    heading: "Cómo entienden la muerte los niños según su edad",
    intro: "Cada niño es distinto, pero la manera en que los niños entienden la muerte suele crecer con la edad. Un niño también puede volver sobre la pérdida en cada nueva etapa de su vida, y vivir el duelo otra vez a medida que la comprende mejor.",
    ages: [
      {
        term: "Bebés y niños pequeños (menores de 3 años)",
        text: "No entienden la muerte, pero sienten la ausencia de un ser querido y la tensión de quienes los rodean. Pueden ponerse inquietos, más apegados o cambiar su forma de dormir y de comer. Mantener las rutinas y un cuidado cercano y tranquilo es el mayor consuelo.",
      },
      {
        term: "Niños en edad preescolar (de 3 a 5 años)",
        text: "Suelen ver la muerte como algo pasajero o reversible, y pueden preguntar una y otra vez cuándo va a volver la persona. Pueden creer que sus propios pensamientos o su conducta causaron la muerte. Ayudan las respuestas sencillas, concretas y repetidas.",
      },
      {
        term: "Niños de 6 a 9 años",
        text: "Empiezan a entender que la muerte es permanente, pero pueden creer que solo les pasa a otros, o imaginarla como una persona o un espíritu. Pueden hacer preguntas detalladas sobre el cuerpo y sobre lo que pasa después de la muerte. Responda con sinceridad y sencillez.",
      },
      {
        term: "Niños mayores (de 10 a 12 años)",
        text: "Entienden que la muerte es definitiva y que le llega a todos, también a ellos mismos y a quienes quieren. Pueden preocuparse por quién los va a cuidar, y pueden esconder lo que sienten para proteger a los adultos.",
      },
      {
        term: "Adolescentes",
        text: "Entienden la muerte como los adultos, pero pueden luchar con grandes preguntas sobre el sentido de la vida y la justicia. A menudo buscan a sus amigos más que a la familia, y pueden mostrar su duelo con enojo, conductas de riesgo o aislamiento. Necesitan a la vez espacio y una puerta abierta.",
      },
    ],
  },
  talkingHonestly: {
    heading: "Hablar de la muerte con sinceridad",
    intro: "Es natural querer suavizar la noticia. Sin embargo, frases que a los adultos les parecen delicadas pueden confundir o asustar a los niños. Un niño al que le dicen que el abuelo \u201Cse quedó dormido\u201D puede empezar a tenerle miedo a la hora de dormir. Un niño al que le dicen que \u201Cperdimos\u201D a alguien puede preguntarse por qué nadie lo está buscando.",
    list: [
      "Use las palabras verdaderas: \u201Cmurió\u201D y \u201Cmuerto\u201D. Por ejemplo: \u201CLa abuela murió. Su cuerpo dejó de funcionar, y ya no puede respirar, ni comer, ni sentir dolor\u201D.",
      "Dígaselo pronto, en un lugar tranquilo y conocido, y abrácelo si el niño lo desea.",
      "Dé una explicación sencilla y verdadera de cómo murió la persona, con todos los detalles que el niño pida.",
      "Comparta las creencias de su familia sobre lo que pasa después de la muerte, si las tienen, dejando claro el hecho de la muerte.",
      "Está bien decir: \u201CNo lo sé\u201D. Está bien llorar juntos.",
      "Espere las mismas preguntas muchas veces. Repetir es la forma en que los niños le encuentran sentido a algo tan grande.",
      "Asegúrele que nada de lo que pensó, dijo o hizo causó la muerte.",
      "Dígale quién lo va a cuidar, y que usted no se va a ir a ninguna parte.",
    ],
  },
  theFuneral: {
    heading: "¿Deben los niños ir al funeral?",
    intro: "Muchas familias se preguntan si un niño debe ir al velorio, al funeral o al entierro. Según nuestra experiencia, a la mayoría de los niños les hace bien que se les incluya, siempre que estén preparados y puedan elegir. Los rituales ayudan a los niños, como a los adultos, a entender que la muerte es real y a despedirse rodeados de personas que los quieren.",
    list: [
      "Explíquele de antemano lo que va a ver y oír: la sala, el ataúd o la urna, personas llorando, el orden del servicio.",
      "Deje que elija si quiere ir, y si quiere ver el cuerpo de la persona. Cualquiera de las dos decisiones está bien.",
      "Pida a un adulto de confianza, menos afectado directamente por la pérdida, que se quede con el niño, listo para salir con él si hace falta.",
      "Ofrézcale una pequeña tarea si la desea: elegir una foto, hacer un dibujo o escribir una nota para poner en el ataúd, o repartir los programas.",
      "Los niños que no asisten pueden participar igual, visitando la tumba más adelante o haciendo su propia pequeña ceremonia en casa.",
    ],
    welcome: {
      title: "Sus niños son bienvenidos",
      text: `Nuestro equipo de ${b.name} con gusto mostrará el lugar a los niños y a sus padres antes de un servicio, responderá sus preguntas y le ayudará a planear cómo pueden participar. Solo tiene que pedirlo.`,
    },
  },
  commonReactions: {
    heading: "Reacciones comunes en los niños en duelo",
    intro: "Los niños suelen vivir el duelo a ratos. Un niño puede llorar en un momento y al siguiente pedir salir a jugar. Es normal: el juego es la forma en que los niños descansan del duelo y lo van trabajando. También puede notar:",
    list: [
      "Conductas de cuando eran más pequeños, como mojar la cama, chuparse el dedo o hablar como bebé",
      "Apego, miedo a separarse de usted, o preocupación de que alguien más se muera",
      "Dolores de estómago, dolores de cabeza y dificultad para dormir",
      "Enojo, berrinches o mal comportamiento en casa o en la escuela",
      "Dificultad para concentrarse, o notas más bajas en la escuela",
      "Jugar a la muerte, a los funerales o a la enfermedad",
      "Parecer que no le importa nada, lo que muchas veces significa que los sentimientos son todavía demasiado grandes para mostrarlos",
    ],
  },
  everyDay: {
    heading: "Cómo ayudar cada día",
    list: [
      "Mantenga las rutinas diarias lo más estables que pueda: comidas, escuela, hora de dormir. Lo previsible da seguridad.",
      "Dedique tiempo a conversar, y deje que el niño guíe la conversación. Los viajes en carro y la hora de dormir suelen ser cuando llegan las preguntas.",
      "Nombre sus propios sentimientos con sencillez: \u201CHoy estoy triste porque extraño a papá\u201D. Así les da permiso a los niños para sentir los suyos.",
      "Ofrezca otras maneras de expresar el duelo: dibujar, escribir, hacer música, construir, o armar una caja de recuerdos con fotos y objetos queridos.",
      "Lean juntos libros ilustrados sobre la muerte y el duelo. En la biblioteca le pueden recomendar buenos libros para la edad de su hijo.",
      "Avise de la muerte a la maestra y al consejero escolar del niño, para que puedan ofrecerle apoyo y comprensión.",
      "Mantenga vivo el recuerdo de la persona: cuenten historias, miren fotos, cocinen su comida favorita el día de su cumpleaños.",
      "Dele más cariño y más seguridad que de costumbre, y cumpla sus promesas.",
    ],
    teenagers: {
      heading: "Para los adolescentes",
      text: "Puede que los adolescentes no quieran hablar con sus padres, y eso no es un rechazo. Hágales saber que usted está disponible, sin presionar. Respete su necesidad de estar con sus amigos, y ayúdelos a encontrar un consejero, un entrenador, un líder religioso o un familiar de confianza. Esté atento a conductas de riesgo, al consumo excesivo de alcohol o de drogas, y tome en serio cualquier comentario sobre hacerse daño.",
    },
  },
  moreHelp: {
    heading: "Cuándo un niño necesita más ayuda",
    intro: "El duelo puede tomar mucho tiempo, y es normal que los niños tengan días difíciles durante meses o años. Piense en buscar ayuda de un pediatra, del consejero escolar o de un consejero de duelo infantil si el niño:",
    list: [
      "Habla de querer morirse o de irse con la persona que murió",
      "Pierde por mucho tiempo el interés en sus amigos y sus actividades",
      "Tiene dificultad persistente para dormir o para comer, o se queja a menudo de dolores",
      "Vive con una ansiedad constante por su propia muerte o la de otros",
      "Baja en la escuela por mucho tiempo, o se niega a ir a la escuela",
      "Imita a la persona que murió, o insiste en estar con ella",
    ],
    crisis: {
      title: `En una crisis, llame o envíe un mensaje de texto al ${CRISIS_LINE}`,
      text: `La Línea ${CRISIS_LINE} de Prevención del Suicidio y Crisis ayuda a personas de todas las edades, también a los adolescentes y a los adultos que se preocupan por ellos, las 24 horas del día; para hablar en español, marque 2. Si alguien está en peligro inmediato, llame al 911.`,
    },
  },
  yourself: {
    heading: "Cuidarse a sí mismo",
    paragraphs: [
      "Los niños viven mejor su duelo cuando los adultos que los rodean también reciben cuidado. Nadie puede dar lo que no tiene. Acepte ayuda, descanse cuando pueda y busque su propio espacio para vivir el duelo, con un amigo, un consejero o un grupo de apoyo. Al verle, sus hijos aprenderán que es posible estar muy triste y, aun así, estar bien.",
      `${b.name} ofrece grupos de apoyo para familias, incluidos programas para niños y adolescentes, y puede recomendarle especialistas en duelo infantil cerca de usted. Llámenos cuando quiera al ${b.phone}. Estamos aquí para toda su familia.`,
    ],
  },
});
