import type { RiskPattern } from "./risk-pattern";

/**
 * The crisis phrases in Haitian Creole. People write "mwen" or "m", "m ap",
 * "m'ap" (read "map": apostrophes are dropped) or "mwen pral", with the
 * standard orthography's accents or without (the text is read without them:
 * "tèt" is "tet"). When a phrasing is ambiguous the pattern leans toward 988,
 * as in English. The tested phrasings are test/assistant/crisis-corpus-ht.ts.
 */

/** "I" and "myself". */
const I = "(mwen|m)";
const MYSELF = "(tet|ko) (mwen|m)";
/** "I am going to", "I will", "I would". */
const I_WILL = "(map|m ap|mwen ap|m pral|mwen pral|m prale|mwen prale|m pra|ma|m a|mwen a|m va|mwen va|m ta|mwen ta)";
/** The people a grieving visitor may long to join. */
const LOVED =
  "(li|yo|(manman|papa|mari|madanm|pitit|pitit gason|pitit fi|frè|fre|se|grann|granpapa|granmoun|fiyanse|menaj|bebe) (mwen|m))";
/** Someone facing their own illness and planning ahead: not a goodbye. */
const TERMINAL_ILLNESS = [
  "(kanse|maladi|malad|lopital|ospis|dokte|dyagnostik|tèminal|teminal)",
  "(planifye|prepare|davans|(fineray|finèy|finey) (mwen|pa m)|antèman mwen|anteman mwen)",
];
/** A cut or a burn in the kitchen, at work, by accident. */
const ACCIDENT = ["(kwit*|kizin|kwizin|aksidan*|travay|tonbe|san fe espre|pa fe espre|jaden|raze|kouto kizin|cheve)"];
/** What is at hand. */
const DRUGS = "(grenn|grenn yo|renmed|medikaman|pilil|grenn dòmi|grenn domi)";

export const CREOLE_PATTERNS: RiskPattern[] = [
  // Intent: wanting to die, to kill oneself, to join the dead. Any mention of suicide counts.
  { kind: "intent", says: ["swisid*", `touye ${MYSELF}`], unless: ["touye (ko|kò) (m|mwen) (nan|ak|pou) (travay|djob|djòb)"] },
  {
    kind: "intent",
    says: [
      `${I} ~ (vle|anvi|ta vle|ta renmen|swete|bezwen|prefere|ta pito|pito) ~ mouri`,
      `${I_WILL} ~ (touye|fini ak) ${MYSELF}`,
      `${I} ~ (vle|anvi|ta vle|swete) ~ (disparet|disparèt|fini ak lavi (m|mwen)|kite late a|kite lemonn)`,
      `${I} (pa vle|pa anvi) (viv|la|egziste|reveye|leve) ~ (anko|ankò|ank|$|konsa|san|sou late a|nan lavi a)`,
      `${I} swete ~ ${I} (te mouri|pa t janm fet|pa t fet|pa la|pa t la|pa reveye)`,
      "(se|li ta dwe|se te dwe) ~ (mwen|m) ~ (ki te mouri|ki mouri|ki te dwe mouri|ki te sipoze mouri|pou te mouri|olye de (li|yo))",
      `(vle|anvi|swete|ta renmen|bezwen|pare pou) (al|ale)? (rejwenn|jwenn|kote) ${LOVED} ~ ($|nan syel la|nan syel|lot bo a|lot bo|kote (li|yo) ye|kounye a)`,
      `(bondye|senye|jezi) ~ (vin chache|vin pran|pran|rele) (m|mwen) ~ ($|tou|kounye a|aswe a|jodi a)`,
      `${I} (vle|ta renmen|anvi) (domi|dòmi) ~ (pou m pa janm reveye|pou m pa reveye|epi pa reveye)`,
      `${I} pa (okipe|pran ka|bay regle) (si)? (m|mwen) (viv|mouri)`,
    ],
    // Wishes for one's own last days, said while planning ahead.
    unless: ["(le le|le moman|le lè) ~ (m|mwen)? (rive|vini)", "le bondye vle", "nan vyeyes", "(mouri|anvi mouri) (grangou|swaf|ri)"],
  },
  {
    // "I'm going to die" belongs to illness and planning ahead as often as to despair.
    kind: "intent",
    says: [`${I_WILL} mouri ~ ($|jodi a|aswe a|kounye a|tale)`],
    unless: [...TERMINAL_ILLNESS, "(grangou|swaf|fret|cho|ri)"],
  },

  // Plan: how, when, where.
  {
    kind: "plan",
    says: [
      `${I} (gen|fe|fin fe) yon plan pou (m|mwen)? (mouri|touye tet (mwen|m)|fini ak (lavi|tet) (mwen|m)|fe l)`,
      `${I} konnen (ki jan|kijan|kote|ki le|kile) ${I_WILL} (fe l|fe sa|mouri|touye tet (mwen|m))`,
      "(chache|cheche|rechèch|recheche) ~ (ki jan|kijan|fason|yon fason) (pou)? (m|mwen)? (mouri|touye tet|pa reveye)",
      `${I} ~ (ekri|kite|fin ekri) ~ (yon|de|denye)? (let|lèt|mesaj|not) (dadye|orevwa|pou di orevwa)`,
    ],
  },

  // Means: what is at hand.
  {
    kind: "means",
    says: [
      `${I} (ranmase|sere|kache) ~ (anpil|tout)? ~ ${DRUGS}`,
      `(${I_WILL}|${I} vle|${I} fin) ~ (bwe|pran|vale) (tout|yon bann|yon pakèt|yon paket) ~ ${DRUGS}`,
      `${I} (gen|achte|jwenn|chaje) ~ (yon zam|yon revolve|zam nan|yon kod|pwazon) ~ (la a|nan men m|pare|$|pou)`,
      "(lage|jete|voye) (tet|ko) (mwen|m) (sou|anba|nan) ~ (pon|machin|kamyon|lanme|dlo|kanal|fenet|tren)",
    ],
    unless: ["(jete|fè kado|fe kado|renmèt|renmet|famasi|pote yo|kisa pou m fe)"],
  },

  // Hopelessness: no way forward, a burden, nothing to live for.
  {
    kind: "hopelessness",
    says: [
      `${I} pa (ka|kapab|kab) ~ (anko|ankò|ank) $`,
      `${I} pa (ka|kapab|kab) (sipote|pote) ... (anko|$)`,
      `${I} pa (ka|kapab|kab) (kontinye|viv) ~ ($|anko|konsa|san)`,
      "lavi (a|m|mwen)? ~ pa (vo|gen) (anyen|okenn sans|sans|vale|valè) ~ ($|anko|san)",
      `${I} pa gen (rezon|anyen|pesonn) pou (m|mwen)? (viv|kontinye)`,
      `${I} ~ (pedi|pa gen) ~ (tout)? ~ (espwa|lespwa|anvi viv|kouraj pou viv|gou lavi) ~ ($|anko|ankò|pou (m|mwen)|nan lavi|san)`,
      `${I} (bouke|fatige|about) (ak|avek)? (lavi|viv|lavi sa a|egziste|goumen)`,
      `${I} pa we (okenn)? rezon pou (m|mwen)? (viv|kontinye)`,
      "pesonn (pa ta|p ap|pap|pa t ap) ~ (remake|sonje|okipe|bezwen|chagren pou) (m|mwen)",
      `${I} pa we (okenn)? (solisyon|wout|avni|fason pou m soti)`,
    ],
  },
  {
    // Planning ahead so the children are spared the cost is not this.
    kind: "hopelessness",
    says: [`${I} (se|tounen|santi m se) ~ yon chay`, `${I} pa vle (se|tounen) yon chay ~ (anko|$)`],
    unless: ["(fineray|finèy|finey|antèman|anteman|peye|asirans|planifye|davans|depans|lajan|le m mouri)"],
  },

  // Goodbye messages.
  {
    kind: "goodbye",
    says: [
      "(sa a|sa|men) ~ se (denye mesaj|denye mo|orevwa) (mwen|m)",
      "orevwa (tout moun|pou tout tan|pou toutan|lemonn|pou toujou) ~ $",
      "(le|lè) (nou|ou|yo) (li|jwenn|we) (mesaj sa a|let sa a|sa a)",
      "(padone|padonnen|eskize) (m|mwen) pou tout (bagay|sa m fe) ~ $",
      "(pran swen|okipe|veye) pitit (mwen|m) yo (pou mwen|pou m|le m pa la|le m ale)",
      `${I} (pap|p ap|pa p|pa pral) ~ (vivan|sou late a|sou late) ~ (demen|aswe a|lontan|anko|$)`,
      `${I} (bay|fin bay|ap bay) ~ (tout)? ~ (afe|bagay|zafe) (mwen|m) (yo)? (kado|bay moun)`,
    ],
    unless: TERMINAL_ILLNESS,
  },

  // Self-harm.
  {
    kind: "self-harm",
    says: [
      `fe ${MYSELF} mal`,
      `(koupe|blese|boule|frape|grate|maltrete) ~ (tet|ko|bra|ponyet|janm|po|venn) (mwen|m)`,
      `${I} (vle|anvi|bezwen|merite) (soufri|santi doule|santi doulè|pou m soufri)`,
    ],
    unless: ACCIDENT,
  },

  // After a disclosure earlier in the conversation, what would be an errand otherwise.
  {
    kind: "plan",
    afterDisclosure: true,
    says: [
      `${I_WILL} (fe l|fe sa) ~ (aswe a|jodi a|demen|tale|kounye a|$)`,
      "^ ~ (orevwa|babay) ~ $",
      "(pesonn|anyen) pa (ka|kapab|kab) (anpeche|ede|sove) (m|mwen)",
      "(li two ta|li twò ta|m deja pran|mwen deja pran|m fin pran|m fin vale)",
      "mesi pou tout (bagay)? ~ $",
    ],
  },
];
