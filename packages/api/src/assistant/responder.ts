import { LOCALES, localizePath, type Business, type Locale } from "@fh/validators";
import { repliesIn } from "./replies";
import { TOPICS, type Replies, type TopicName } from "./replies/types";

/**
 * The built-in grief-support responder: no network, no configuration. It
 * knows the chat's suggested prompts and the common needs behind free text,
 * in English, Spanish and Haitian Creole, and answers in a few warm sentences
 * in the visitor's language that point to the right page and to the 24/7
 * phone. Topics are tried in order; the first match answers.
 */
const MATCHES: Record<TopicName, RegExp> = {
  "immediate-assistance":
    /immediate (assistance|help)|just (died|passed|lost)|(has|had) (just )?(died|passed away)|passed away (today|tonight|this morning|last night)|died (today|tonight|this morning|last night)|what (do|should) i do (now|first)|death at home|hospice|acaba de (morir|fallecer)|(murio|fallecio) (hoy|anoche|esta manana|esta noche)|que (hago|debo hacer) (ahora|primero)|muerte en casa|hospicio|ayuda inmediata|(fenk|fek|sot) mouri|mouri (jodi a|aswe a|maten an|ye swa)|kisa (pou )?m (dwe )?fe kounye a|ed imedyat|ospis/i,
  cremation: /cremat|ashes|urn\b|cremaci|cenizas|urna\b|kremasyon|\bsann\b/i,
  "pre-planning":
    /pre-?plan|plan ahead|planning ahead|in advance|lock (in )?(the )?price|insurance (assignment|policy)|my own funeral|con anticipacion|con tiempo|por adelantado|mi propio funeral|pre-?planific|poliza de seguro|davans|(fineray|finey) pa m|pwop (fineray|finey)/i,
  consultation: /consult|appointment|book|schedul|meet (with )?(you|someone|staff)|come in|\bcita\b|reservar|agendar|reunirme|konsiltasyon|randevou|rankontre/i,
  "funeral-planning":
    /funeral planning|plan (a|the) funeral|arrange|arrangements|funeral (service|home)|burial|casket|viewing|memorial service|obituary notice|cost|price|how much|(planificar|organizar|preparar) (un|el) funeral|arreglos|funeraria|entierro|sepultura|ataud|velorio|cuesta|precio|fineray|finey|fineb|anteman|sekey|\bvey\b|konbyen|\bpri\b/i,
  staff: /talk to (a |an )?(person|human|someone|staff|director)|real person|call (you|someone)|phone number|speak (to|with)|contact|address|where are you|located|hablar con|persona real|telefono|direccion|donde (estan|quedan)|pale ak|nimewo|adres|ki kote/i,
  "support-groups":
    /support group|group(s)? (near|in|for)|meet others|others who|counsel|therapist|therapy|grupos? de apoyo|consejer|terapeuta|terapia|gwoup|konseye|terapi/i,
  "grief-stages":
    /stages|understand(ing)? (my )?grief|what is grief|is (this|it) normal|normal to feel|denial|bargaining|acceptance|etapas|entender (mi )?duelo|que es el duelo|es normal|\betap\b|nomal/i,
  sleep: /can'?t sleep|cannot sleep|sleep|insomnia|awake at night|nightmare|dormir|insomnio|pesadilla|\bdomi\b|kochma|insomni/i,
  overwhelmed:
    /overwhelm|too much|can'?t cope|cannot cope|panic|anxious|anxiety|stressed|abrumad|agobiad|demasiado|panico|ansiedad|ansios|estresad|depase m|\btwop\b|panik|enkyetid|anksyete|estres/i,
  memorial:
    /memorial (page|tribute)|tribute|obituar|guest ?book|condolence|honou?r (him|her|them|my)|homenaje|libro de (condolencias|visitas)|condolencia|honrar|\bomaj\b|nekwoloji|kondoleyans|onore/i,
  "emotional-support":
    /emotional support|sad|miss (him|her|them|my)|lonely|alone|crying|grief|grieving|heartbroken|lost my|loss|hurts|apoyo emocional|triste|extrano|echo de menos|\bsola\b|llor|duelo|desconsolad|perdi a|perdida|me duele|\btris\b|sonje|pou kont mwen|kriye|lapenn|\bdey\b|\bpedi\b|chagren/i,
  thanks: /^\s*(thank|thanks|thx|ty|gracias|mesi)\b/i,
  greeting: /^\s*(hi|hello|hey|good (morning|afternoon|evening)|hola|buen[oa]s|bonjou|bonswa|alo|sak pase)\b/i,
};

const REPLIES = Object.fromEntries(LOCALES.map((locale) => [locale, repliesIn(locale)])) as Record<Locale, Replies>;

/** What the patterns read: accents off ("cremación" is "cremacion", "dòmi" is "domi"), one kind of apostrophe. */
function plain(message: string): string {
  return message.normalize("NFKD").replace(/\p{M}/gu, "").replace(/[’‘]/g, "'");
}

/** The topic a message is about, or null (tests and logs). */
export function matchTopic(message: string): TopicName | null {
  const text = plain(message);
  return TOPICS.find((name) => MATCHES[name].test(text)) ?? null;
}

/** The built-in answer, in the visitor's language (the page's). */
export function builtInReply(message: string, business: Business, locale: Locale = "en"): string {
  const topic = matchTopic(message);
  const page = (path: string) => localizePath(path, locale);
  return REPLIES[locale][topic ?? "fallback"](business, page);
}
