import type { SignalLexicon } from "./types";

/**
 * Haitian Creole word families and the cues built from them, read without
 * accents ("tet" for "tèt", "lanmo" for "lanmò") and with the short forms
 * people type: "m" for "mwen", "m ap" and "map" ("m'ap" without its
 * apostrophe), "m pral", "m pa ka", French-influenced "moin" and "mwin"
 * (../normalise.ts turns those into "mwen").
 */
const families: Record<string, string> = {
  I: "(mwen|m|mwen menm|m menm)",
  MYSELF: "((tet|ko|tèt|kò) (mwen|m)|tet mwen menm|tet m menm)",
  WANT: "(vle|anvi|ta renmen|swete|pito|ta pito|prefere|bezwen|ta vle|pare pou|pral|prale|pra|va|ap|map|m ap|mapral|gen lide|gen lide pou|panse|reve|deside|jis vle|annik vle|sèlman vle|selman vle|ta dwe|dwe|priye pou|mande bondye)",
  DIE: "(mouri|lanmo|lanmò|pa egziste|disparet|disparèt|pa reveye|pa janm reveye|pa leve|kite late a|kite late|kite lemonn|kite mond sa a|ale pou tout tan|ale pou toutan|ale nan syel|ale nèt|ale net|fini ak lavi (m|mwen)|fini ak tout bagay|fini ak sa|fini nèt|fini net|pa la ankò|pa la anko|pa sou late a|domi pou tout tan|dòmi pou tout tan|repoze pou tout tan|sispann respire|sispann egziste)",
  KILLSELF: "(touye {MYSELF}|swisid*|suicid*|fini ak (lavi|tet|ko) (mwen|m)|pann {MYSELF}|pran lavi (mwen|m)|tire {MYSELF}|bay {MYSELF} (yon)? bal|jete {MYSELF}|lage {MYSELF}|voye {MYSELF}|pwazonnen {MYSELF}|anpwazonnen {MYSELF}|fe yon bagay ak {MYSELF}|fè yon bagay ak {MYSELF}|fini ak {MYSELF})",
  LIFE: "(viv|vivan|lavi|egziste|leve|reveye|kontinye|demen|rete vivan|goumen|ale devan|kenbe|rete la|respire|yon lot jou|yon lòt jou|chak jou|pran souf)",
  NOREASON: "(pa vo anyen|pa vo lapenn|pa gen ~ (okenn)? ~ (rezon|sans|vale|valè|pwen|espwa|lespwa|fos|fòs|kouraj|anvi|gou|avni)|pa we ~ (okenn)? ~ (rezon|sans|avni|wout|solisyon|limye|pwen)|san rezon|san sans|san espwa|san lespwa|pou ki sa|poukisa pou|ki sa pou m|pedi (tout)? ~ (espwa|lespwa|anvi|gou|kouraj))",
  MEANS: "(grenn|renmed|medikaman|pilil|zam|revolve|revolvè|fizi|bal|kod|kòd|kòd la|kod la|kouto|jilet|jilèt|lam|pwazon|klowoks|klowòks|pon|pon an|kamyon|tren|do kay|twati|lanme|kanal|overdoz|ovèdoz)",
  HAVE: "(gen|genyen|achte|jwenn|sere|kache|ranmase|chaje|pare|kenbe|konte|ranje|kolekte|mete sou kote|nan men (m|mwen)|bo kote (m|mwen)|la a)",
  TIME: "(aswe a|aswè a|jodi a|demen|kounye a|kounyeya|tale a|talè a|tale|wikenn sa a|semenn sa a|apre (anteman|antèman|fineray|finey|finèy|vey|vèy|sevis) (an|la)?|le tout moun (domi|dòmi|ale)|anvan maten|anvan solèy leve|byento|minwi|nan kek (ed|è)|se aswe a|se jodi a)",
  LOVED: "(li|yo|bondye|jezi|senye|(manman|manmi|papa|papi|mari|madanm|pitit|pitit gason|pitit fi|fre|frè|se|sè|grann|granpapa|granmoun|fiyanse|menaj|bebe|cheri|zanmi) (mwen|m|m nan|mwen an))",
  BURDEN: "(yon chay|chay pou|yon fado|fado pou|yon pwoblem|yon pwoblèm|anbarasman|yon anbarasman|nwizans|pa itil|pa sevi (a)? anyen|pa bon pou anyen|(pi byen|pi bon|pi kontan|pi alez|pi alèz|trankil|anpe) ~ san (mwen|m)|san mwen yo (ta|a|va) (pi byen|anpe|trankil))",
  PLANNING: "((fineray|finey|finèy|anteman|antèman) (pa m|mwen|pa mwen)|le (m|mwen) mouri|lè (m|mwen) mouri|le le (m|mwen)? rive|planifye|davans|prepare|kremasyon|sann|sekey|sèkèy|asirans|kanse|kansè|maladi|malad|lopital|ospis|dokte|tèminal|teminal|le bondye vle|nan vyeyes|lè lè a rive|le le a rive)",
  IDIOM: "(mouri (ri|grangou|swaf|fret|frèt|cho|domi|dòmi|pou (we|wè|konnen|tande|manje))|ap mouri (ri|grangou|swaf|fret|cho|domi|pou)|(chale|chalè|travay|pye|tèt|tet|vant|dan|lekol|lekòl) (a|la|m|mwen)? ~ ap touye (m|mwen)|touye (m|mwen) ak ri|ri (m)? mouri|grangou ap touye)",
  OTHER_DIED: "((li|manman|papa|mari|madanm|pitit|fre|frè|se|sè|grann|granpapa|tonton|matant|kouzen|kouzin|neve|nyes|zanmi|bebe) ~ (mwen|m|li|nou)? ~ (te)? ~ (mouri|ale|kite nou|touye tet li|touye tèt li|fè swisid|fe swisid))",
};

export const CREOLE_SIGNALS: SignalLexicon = {
  locale: "ht",
  families,
  cues: [
    {
      signal: "wish",
      weight: 3,
      says: [
        "{I} .. {WANT} .. {DIE}",
        "(pito|pito m|pito mwen|m ta pito|mwen ta pito) ~ (m|mwen)? ~ {DIE}",
        "{I} swete ~ (m|mwen)? ~ (te mouri|pa t janm fet|pa t fet|pa te fet|pa la|pa t la|pa reveye|pa t egziste)",
        "(se|li ta dwe|se te dwe|se te sipoze) ~ (mwen|m) ~ (ki te mouri|ki mouri|ki te dwe mouri|ki te sipoze mouri|pou te mouri|olye de (li|yo)|pa li)",
        "(poukisa|pouki sa|pou ki sa) (se pa|se pat|se pa t) (mwen|m)",
        "(vle|anvi|swete|ta renmen|bezwen|pare pou|pral|prale|pito|dwe) .. (al|ale)? ~ (rejwenn|jwenn|kote|bo kote|avek|avèk|ak) ~ {LOVED} ~ ($|nan syel la|nan syel|lot bo a|lot bo|kote (li|yo) ye|kounye a|anko|ankò|pou tout tan|byento|tou)",
        "(bondye|senye|jezi|papa bondye) .. (vin chache|vin pran|pran|rele|vin chèche|vin cheche|retire) (m|mwen) ~ ($|tou|kounye a|aswe a|jodi a|non|souple|tanpri|avè l|ave l)",
        "(lanmo|lanmò|mouri) .. (ta pi bon|ta pi bon pou mwen|se sel|se sèl|ta soulaje|se solisyon|se repo|se lapè|se lape|ta yon soulajman)",
      ],
      unless: ["{IDIOM}", "{PLANNING}", "(vizite|vizit|fineray|finey|anteman|vey|sevis|simityè|simitye|tonm|foto|reve)"],
    },
    { signal: "intent", weight: 3, says: ["{KILLSELF}"], unless: ["{IDIOM}", "{OTHER_DIED}", "(jete|lage) {MYSELF} (sou kabann|nan kabann|atè|ate|nan travay)"] },
    {
      signal: "intent",
      weight: 3,
      says: ["{I} ~ (ap|pral|prale|pra|va|a|map) (fe l|fè l|fe sa|fè sa|fini|ale) ~ (aswe a|aswè a|jodi a|demen|tale|kounye a|net|nèt|pou tout bon|$)"],
      unless: ["(papye|fòm|fom|peye|obitye|nekwoloji|randevou|rele|flè|fle|kòmand|komand|sou entènèt|travay|manje|lesiv|devwa|ale (nan|lakay|travay|legliz|fineray|sevis|lekol|lopital|achte|wè|we|kay))"],
    },
    {
      signal: "intent",
      weight: 2,
      says: ["(tout bagay|tout|sa|lavi m|lavi mwen) ~ (ap|pral|va|a)? ~ fini ~ (aswe a|aswè a|jodi a|demen|byento|pou mwen|$)", "{I} (fin|fini|bouke|about|fatige) ~ (ak|avek|avèk)? (lavi|tout bagay|tout|viv|egziste|goumen)"],
      unless: ["(sevis|fineray|vey|vèy|mès|mes|reyinyon|travay|papye|randevou|fòm|fom|manje|lesiv)"],
    },
    {
      signal: "plan",
      weight: 2,
      says: [
        "{I} .. (gen|fe|fè|fin fe|fin fè|ranje|chwazi|konnen|deside) .. (yon|tout)? ~ (plan|dat|jou|le|lè|kote|ki jan|kijan|ki le|kile)",
      ],
      unless: ["{PLANNING}", "(konsiltasyon|randevou|fineray|finey|sevis|vey|vizit|vwayaj|avyon|dine|fèt|fet|reyinyon|peman|pri|bidjè|bidje|asirans|flè|fle|mizik|mès|mes|pwogram)"],
    },
    {
      signal: "plan",
      weight: 3,
      says: [
        "(ki jan|kijan|fason|yon fason|metod) .. ({DIE}|{KILLSELF}|pa reveye|san doule|san doulè)",
        "(konbyen|konben) .. {MEANS} .. (pou|ka|ta) .. (mouri|touye|pa reveye)",
        "(chache|cheche|chèche|rechèch|recheche|li sou) .. ({KILLSELF}|mouri|san doule|konbyen grenn)",
      ],
      unless: ["{IDIOM}", "{PLANNING}", "(chen|chat|bèt|bet|plant)"],
    },
    {
      signal: "means",
      weight: 3,
      says: ["{I} .. {HAVE} .. {MEANS}", "{MEANS} .. {HAVE} .. {I}", "(tout|yon bann|yon pakèt|yon paket|yon bon kantite|ase|anpil) .. {MEANS} .. (pou|pou m|pou mwen)? ~ (bwe|pran|vale|mouri|fini)"],
      unless: [
        "(jete|fe kado|fè kado|renmet|renmèt|famasi|preskripsyon|preskri|fini (nan men m)?|pa genyen ankò|pa gen anko|pa gen ankò|dokte|tansyon|sik|dyabèt|dyabet|kolestewòl|kè|ke|vitamin|alèji|alerji|ekspire)",
        "(chas|lisans|pèmi|pemi|vann|vande)",
        "(sann|simaye|ij|flè|fle|travèse|travese|pase sou|trafik|fèmen|femen|konstriksyon|adrès|adres|lari|wout|rive)",
        "{OTHER_DIED}",
        "(kouto|lam|jilet|jilèt) .. (kizin|kwizin|kwit*|koupe (pen|vyann|zonyon|gato)|gato|pen|bab|raze)",
        "(tren|do kay|twati|pon) .. (pran tren|estasyon|bèl vi|bel vi|fèt|fet|repare|koule|kay la)",
      ],
    },
    {
      signal: "means",
      weight: 3,
      says: [
        "(jete|lage|voye|sote|plonje|kouche|kanpe) .. (sou|anba|nan|devan|anwo) ~ (pon|machin|kamyon|lanme|dlo|kanal|fenet|fenèt|tren|ray tren|wout la|otowout|do kay|twati|falèz|falez)",
        "(zam|revolve|revolvè|kouto) .. (nan tet|nan tèt|nan bouch|sou tet|sou tèt|sou kè|sou ke|nan men (m|mwen))",
        "(frape|kraze|voye) (machin nan|machin mwen|machin) .. (nan|sou|kont) (yon)? ~ (pye bwa|mi|poto|kamyon|pon)",
      ],
      unless: ["(pisin|foto|kontan|{OTHER_DIED})"],
    },
    { signal: "means", weight: 1, says: ["{MEANS}"], unless: ["{OTHER_DIED}", "(sann|ij|flè|fle|preskripsyon|famasi|tansyon|sik|dyabet)"] },
    {
      signal: "time",
      weight: 1,
      says: ["{TIME}"],
      unless: ["(sevis|fineray|finey|finèy|vey|vèy|anteman|antèman|kremasyon|randevou|konsiltasyon|reyinyon|louvri|ouvè|ouve|le biwo|lè biwo|rele|pran|livre|flè|fle|mès|mes|lapriyè|lapriye|legliz|dine|avyon|rive|vini|vizit|biwo|nekwoloji|jounal|pwogram|travay|domi|dòmi|lapli)"],
    },
    {
      signal: "goodbye",
      weight: 3,
      says: [
        "(sa a|sa|men|sa se) ~ (se)? ~ (denye|dènye) (mesaj|mo|fwa|let|lèt|bonswa) ~ (mwen|m|nou|pou nou|n ap pale|nap pale)?",
        "orevwa ~ (tout moun|pou tout tan|pou toutan|lemonn|pou toujou|nou tout|tout moun yo|fanmi m) ~ $",
        "(le|lè|kan) (nou|ou|yo|fanmi m) (li|jwenn|we|wè|resevwa) (mesaj sa a|let sa a|lèt sa a|sa a|sa)",
        "(padone|padonnen|eskize|padonen) (m|mwen) ~ (pou tout (bagay|sa m fe|sa m fè)|pou sa m pral fe|pou sa m pral fè|paske m ale) ~ $",
        "(pran swen|okipe|veye|renmen) ~ (pitit|timoun|chen|chat|manman|fanmi|bebe|ti moun) (mwen|m) ~ (yo)? ~ (pou mwen|pou m|le m pa la|lè m pa la|le m ale|lè m ale|apre m ale|$)",
        "{I} (pap|p ap|pa p|pa pral|pa pra|pa prale|pa va) ~ (la|vivan|sou late a|sou late|la anko|la ankò|bo kote nou) ~ (demen|aswe a|lontan|anko|ankò|pou lontan|$)",
        "{I} (bay|fin bay|ap bay|bay tout|separe) ~ (tout)? ~ (afe|bagay|zafe|rad|bijou|kob|kòb) (mwen|m) ~ (yo)? ~ (kado|bay moun|$)",
        "(di|di yo|di tout moun|di manman m|di pitit mwen) .. (m renmen yo|m renmen l|mwen renmen yo|m regret|mwen regret|se pa fot yo|se pa fòt yo)",
        "{I} ~ (ekri|kite|fin ekri) ~ (yon|de|denye|dènye)? ~ (let|lèt|mesaj|not|nòt) (dadye|orevwa|pou di orevwa|pou tout moun|pou fanmi m)",
        "(nou|ou|yo) (pap|p ap|pa p|p ap janm|pap janm) (tande|we|wè) (m|mwen) ~ (anko|ankò|ditou)",
        "{I} (ranje|mete an lod|mete an lòd|regle) ~ (tout)? ~ (afe|bagay|zafe|papye|kont) (mwen|m) ~ (yo)?",
      ],
      unless: ["{PLANNING}", "orevwa (a|bay) {LOVED}", "(vwayaj|vakans|travay|lopital|lot vil|lòt vil)", "(kat|flè|fle|liv vizit|nekwoloji|paj|sekey|sèkèy|pwogram|fineray|vey)", "{OTHER_DIED}"],
    },
    { signal: "goodbye", weight: 1, says: ["(orevwa|denye mesaj|dènye mesaj|denye fwa|dènye fwa|padone m)"], unless: ["(di|bay) orevwa", "{OTHER_DIED}", "(sevis|fineray|vey)"] },
    {
      signal: "hopelessness",
      weight: 3,
      says: [
        "{NOREASON} .. {LIFE}",
        "{LIFE} .. {NOREASON}",
        "lavi (a|m|mwen|sa a)? ~ (pa vo|pa gen) ~ (anyen|okenn sans|sans|vale|valè|lapenn) ~ ($|anko|ankò|pou mwen|san)",
        "{I} pa (ka|kapab|kab|kap) ~ (anko|ankò|ank) ~ $",
        "{I} pa (ka|kapab|kab|kap) ~ (sipote|pote|kenbe|viv|kontinye|goumen|leve|ale devan|respire|fè sa|fe sa|fè l|fe l) .. (anko|ankò|konsa|san|$)",
        "{I} (pa vle|pa anvi|pa bezwen) ~ (viv|la|egziste|reveye|leve|kontinye|rete vivan|wè demen|we demen) ~ (anko|ankò|ank|$|konsa|san|sou late a|nan lavi a|demen)",
        "{I} ~ (pedi|pa gen) ~ (tout)? ~ (espwa|lespwa|anvi viv|kouraj pou viv|gou lavi|rezon pou viv)",
        "{I} (bouke|fatige|about|tire) ~ (ak|avek|avèk)? (lavi|viv|lavi sa a|egziste|goumen|leve chak jou|respire)",
        "{I} pa we ~ (okenn)? ~ (solisyon|wout|avni|fason pou m soti|limye|pòt|pot)",
        "pesonn (pa ta|p ap|pap|pa t ap|pa) ~ (remake|sonje|okipe|bezwen|chagren pou|kriye pou|regret) (m|mwen)",
        "{I} (abandone|lage|renonse) ~ (lavi|tout bagay|tout)",
      ],
      unless: ["{IDIOM}", "(tann|trafik|papye|fòm|fom|telefon|bòdwo|bodwo|pri|chalè|chale|domi san li|dòmi san li)"],
    },
    { signal: "hopelessness", weight: 2, says: ["^ ~ {I} pa (ka|kapab) ~ (anko|ankò)? ~ $", "{I} (rayi|rayi lavi) (tet mwen|tèt mwen|lavi m|lavi mwen|viv)", "{I} (vid|kraze|fini) (anndan|pou tout tan)"] },
    {
      signal: "self-harm",
      weight: 3,
      says: [
        "fe {MYSELF} mal",
        "fè {MYSELF} mal",
        "(koupe|blese|boule|frape|grate|maltrete|mòde|mode|pike) ~ ({MYSELF}|(bra|ponyet|janm|po|venn|kwis|vant) (mwen|m))",
        "{I} (vle|anvi|bezwen|merite) (soufri|santi doule|santi doulè|pou m soufri|senyen|fè m mal|fe m mal)",
        "(koupe|boule|senyen) .. (pou|pou m|pou mwen) (pa)? ~ (santi|bliye|kalme|pini)",
      ],
      unless: ["(kwit*|kizin|kwizin|aksidan*|travay|tonbe|san fe espre|pa fe espre|san fè espre|pa fè espre|jaden|raze|kouto kizin|cheve|zong|dwet|dwèt|zonyon|papye|gym|leve bagay|do m)"],
    },
    {
      signal: "burden",
      weight: 3,
      says: [
        "{I} ~ (se|tounen|santi m se|santi (m|mwen) tankou|se selman|se sèlman|pa plis pase) ~ {BURDEN}",
        "(tout moun|fanmi (m|mwen)|pitit (m|mwen)|yo|nou|mari m|madanm mwen|lemonn) .. (ta|a|va|ap|pral)? ~ (pi byen|pi bon|pi kontan|pi alez|pi alèz|trankil|anpe|libere) ~ san (mwen|m)",
        "{I} pa vle (se|tounen) ~ (yon chay|yon fado|yon pwoblem|yon pwoblèm) ~ (anko|ankò|pou pesonn|$)",
        "pesonn (pa ta|p ap|pap|pa t ap|pa) ~ (remake|wè|we|konnen) (si|le|lè) (m|mwen) (ale|mouri|pa la)",
      ],
      unless: ["{PLANNING}", "(peye|lajan|depans|pri|kòb|kob|bidje|bidjè|finans*|fè davans)"],
    },
  ],
};
