import type { RiskPattern } from "./risk-pattern";

/**
 * The crisis phrases in Spanish, the way people in South Florida write them
 * in a chat box: without accents as often as with (the text is read without
 * them: normalise.ts), "me quiero morir" as often as "quiero morirme". The
 * same rule as in English: when a phrasing is ambiguous the pattern leans
 * toward 988. The tested phrasings are test/assistant/crisis-corpus-es.ts.
 */

/** The people a grieving visitor may long to join ("quiero estar con él"). */
const LOVED =
  "(el|ella|ellos|mi (esposo|esposa|marido|mujer|hijo|hija|hijito|hijita|mama|mami|madre|papa|papi|padre|bebe|nino|nina|hermano|hermana|abuela|abuelo|abuelita|abuelito|novio|novia|amor|nieto|nieta|companero|companera))";
/** Someone facing their own illness and planning ahead: not a goodbye. */
const TERMINAL_ILLNESS = [
  "(cancer|terminal*|hospicio|paliativ*|diagnostic*|pronostico|enfermedad|enferm*|demencia)",
  "(planificar|preplanificar|planear|prearreglo*|mi propio funeral|mi funeral|por adelantado|con tiempo|de antemano)",
];
/** A cut or a burn in the kitchen, at work, by accident. */
const ACCIDENT = ["(cocina*|afeita*|accidente*|sin querer|trabaj*|me cai|cayendo|jardin*|plancha*|estufa|horno|pelo|cabello|unas)"];
/** What is at hand, in the words people use. */
const DRUGS = "(pastillas|pildoras|medicamentos|medicinas|remedios|calmantes|somniferos|pastillas para dormir|insulina)";

export const SPANISH_PATTERNS: RiskPattern[] = [
  // Intent: wanting to die, to kill oneself, to join the dead. Any mention of suicide counts.
  {
    kind: "intent",
    says: ["(suicidio|suicidar|suicidarme|suicidarse|suicida|suicidare|suicido|suicidaria)"],
  },
  {
    kind: "intent",
    says: [
      "(quiero|quisiera|deseo|necesito|voy a|pienso en|estoy pensando en|pense en|he pensado en|tengo ganas de|ganas de|prefiero) ~ (morir|morirme|matarme|quitarme la vida|acabar con mi vida|terminar con mi vida|dejar de existir|desaparecer para siempre)",
      "me (quiero|voy a|gustaria|quisiera) ~ (morir|matar|quitar la vida)",
      "(quiero|quisiera|me quiero|me gustaria) ~ (desaparecer|irme de este mundo|ir de este mundo) ~ ($|para siempre|de este mundo|ya)",
      "(acabar|terminar) con (todo|mi vida|esta vida) ~ ($|ya|hoy|esta noche|de una vez|para siempre)",
    ],
    // Wishes for one's own last days said while planning ahead, and the everyday "me muero de risa".
    unless: [
      "(cuando (me)? llegue (mi|la) hora|cuando llegue el momento|algun dia|de viejo|de vieja|en paz cuando|de muerte natural)",
      "(morir|matar) ~ (de (verguenza|risa|hambre|sed|frio|calor|miedo|cansancio|aburrimiento|los nervios)|trabajando|estudiando)",
      "(morir|morirme|matar) ~ de la (verguenza|pena|risa)",
    ],
  },
  {
    kind: "intent",
    says: [
      "no quiero (vivir|seguir viviendo|existir|despertar*|estar vivo|estar viva|estar aqui|estar en este mundo) ~ ($|mas|sin|asi|ya|en este mundo|nunca mas|otro dia|con este dolor|manana|nunca)",
      "no quiero seguir ~ ($|aqui|viviendo|en este mundo|asi|sin)",
      "ojala ~ (me muera|me muriera|me hubiera muerto|estuviera muert*|estuviese muert*|no despierte|no despertara|no hubiera nacido|no existiera|hubiera sido yo|fuera yo|dios me lleve|dios me llevara)",
      "(debi|deberia|tendria que) (ser|haber sido|haberme muerto) yo",
      "(estaria|estarian|estarias|estariamos|estan|estarian todos) ~ mejor (sin mi|si yo (no estuviera|me muero|me muriera|muero))",
      "(mejor|prefiero|preferiria) (estar)? ~ (muerto|muerta)",
      `(quiero|quisiera|necesito|me quiero ir a|quiero irme a) ~ (estar|irme|ir|reunirme) con ${LOVED} ~ ($|ya|otra vez|en el cielo|para siempre|pronto|al cielo)`,
      `me quiero ir con ${LOVED} ~ ($|ya|al cielo|pronto)`,
      "(que|ojala|por favor) (dios|el senor|diosito) ~ me (lleve|recoja|llevara|recogiera)",
      "(dios|senor|diosito) ~ (llevame|recogeme)",
      "(quiero|quisiera) (dormir|dormirme) y no (despertar|volver a despertar)",
      "(me da igual|no me importa) (si)? (vivo o muero|morir|morirme|si me muero)",
    ],
  },

  // Plan: how, when, where.
  {
    kind: "plan",
    says: [
      "tengo (un|el) plan (para|de) (morir|matarme|quitarme la vida|acabar con (todo|mi vida)|hacerlo|suicidarme)",
      "(ya)? (se|decidi|pense|tengo pensado) (como|cuando|donde) (lo voy a hacer|voy a hacerlo|hacerlo|matarme|me voy a matar|voy a morir|acabar con todo)",
      "(busque|busco|buscando|estoy buscando|investigue|averigue|lei) ~ (como|formas de|maneras de|la forma de) ~ (morir|matarme|suicidarme|quitarme la vida|no despertar)",
      `cuantas ~ ${DRUGS} ~ (hacen falta|se necesitan|para morir|para no despertar|son mortales|matan)`,
      "(escribi|estoy escribiendo|deje|ya tengo) ~ (mi|una|las)? ~ (carta|cartas|nota|notas) de despedida",
    ],
  },

  // Means: what is at hand.
  {
    kind: "means",
    says: [
      `(junte|he juntado|estoy juntando|guardo|he guardado|estoy guardando|acumulo|acumule|he acumulado|escondi|tengo guardad*) ~ ${DRUGS}`,
      `(tomarme|me voy a tomar|voy a tomar|quiero tomarme|me tome|me tomo|tragarme|me trague) ~ (todas|todos|el frasco|un frasco|la caja|toda la caja|un punado de) ~ (las|los|de|mis)? ~ ${DRUGS}`,
      "(tengo|consegui|compre|cargue) ~ (una pistola|un arma|la pistola|el arma|una soga|una cuerda|veneno) ~ (cargad*|lista|listo|aqui|en la mano|para (matarme|hacerlo|acabar)|$)",
      "(tirarme|lanzarme|aventarme|me voy a tirar|quiero tirarme) (de|desde|del|al|a la|al paso del|frente al|delante del) ~ (puente|edificio|techo|balcon|tren|carro|camion|mar|canal|autopista|ventana)",
      "(cortarme|me voy a cortar|me corte|me corto) ~ las (venas|munecas)",
    ],
    unless: ["(tirar|desechar|devolver|farmacia|deshacerme|botar|que hago con|donde (las|los) (llevo|dejo))"],
  },

  // Hopelessness: no way forward, a burden, nothing to live for.
  {
    kind: "hopelessness",
    says: [
      "(ya)? no (puedo|aguanto|soporto) ~ (mas|mas con esto|este dolor|esta vida|vivir asi|seguir asi|seguir) ~ ($|sin)",
      "(mi|la) vida (ya)? no tiene (sentido|razon|proposito)",
      "no (le)? (veo|tiene) sentido (a)? ~ (la vida|vivir|seguir|nada) ~ ($|sin|ya)",
      "no (vale|merece) la pena (vivir|seguir)",
      "(la|mi) vida no vale (la pena|nada)",
      "no tengo (razon|razones|motivo|motivos|nada|por que|para que|por quien) (para)? (vivir|seguir)",
      "(sin|no tengo|perdi|he perdido|ya no tengo|se me fueron) ~ (las)? ganas de vivir",
      "(perdi|he perdido|ya no tengo|no tengo) ~ (toda)? ~ (la)? esperanza",
      "(estoy|me siento) ~ sin esperanza",
      "nadie (me)? (extranaria|va a extranar|echaria de menos|va a echar de menos|necesita|quiere) ~ (si|cuando|$)",
      "a nadie le (importa|importaria) (si)? (yo)? (vivo|muero|me muero|estoy|no estoy)",
      "(estoy|me siento) ~ (cansado|cansada) de (vivir|la vida|existir|luchar)",
      "no veo (salida|otra salida|futuro|ningun futuro)",
    ],
  },
  {
    // Planning ahead so the children are spared the cost is not this.
    kind: "hopelessness",
    says: ["(soy|me siento) ~ (una carga|un estorbo)", "no quiero ser (una carga|un estorbo) ~ (mas|$)"],
    unless: ["(cuando muera|cuando me muera|mi funeral|pagar|seguro|gastos|planificar|preplanificar|arreglos|por adelantado)"],
  },

  // Goodbye messages.
  {
    kind: "goodbye",
    says: [
      "(este es|esta es) mi (despedida|ultimo mensaje|ultima carta|ultima despedida)",
      "(adios|me despido) (para siempre|de todos|de todo el mundo|del mundo|a todos) ~ $",
      "(cuando|para cuando) (lean|lees|leas|encuentren|vean) (esto|este mensaje|mi carta)",
      "(perdon|perdonenme|perdoname|lo siento) por todo ~ $",
      "cuid* ~ (a|de)? mis (hijos|hijas|ninos|nietos|perros|gatos|mascotas) (por mi|cuando (yo)? no (este|estes|estemos))",
      "(ya)? no (voy a estar|estare) ~ (aqui|vivo|viva|en este mundo) ~ (manana|esta noche|mucho tiempo|por mucho tiempo|pronto|$)",
      "(regale|he regalado|estoy regalando|regalando) ~ (todas)? ~ mis (cosas|pertenencias|mascotas)",
    ],
    unless: TERMINAL_ILLNESS,
  },

  // Self-harm.
  {
    kind: "self-harm",
    says: [
      "autolesi*",
      "(quiero|voy a|tengo ganas de|ganas de|necesito|me quiero|volvi a) ~ (hacerme dano|lastimarme|cortarme|quemarme|golpearme|castigarme|hacer dano|lastimar|cortar|quemar)",
      "(me corto|me corte|me estoy cortando|me quemo|me queme|me golpeo|me lastimo|me lastime|me hago dano|me hice dano) ~ (los brazos|el brazo|las piernas|la piel|a proposito|otra vez|de nuevo|adrede|$)",
      "(merezco|quiero|necesito) (sufrir|sentir dolor|que me duela)",
    ],
    unless: ACCIDENT,
  },

  // After a disclosure earlier in the conversation, what would be an errand otherwise.
  {
    kind: "plan",
    afterDisclosure: true,
    says: [
      "(lo voy a hacer|voy a hacerlo|lo hare|lo hago|hacerlo) ~ (esta noche|hoy|manana|pronto|ahora|ya|$)",
      "(ya)? tengo (un plan|las pastillas|el arma|la pistola)",
      "^ ~ (adios|chao) ~ $",
      "(nadie|nada) (me)? (puede|va a) (detener|detenerme|ayudar|ayudarme|salvar|salvarme)",
      "(ya es tarde|ya me tome|ya tome|ya empece)",
      "gracias por todo ~ $",
    ],
  },
];
