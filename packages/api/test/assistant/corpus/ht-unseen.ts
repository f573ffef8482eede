import type { LanguageCorpus } from "./types";

/**
 * Haitian Creole messages kept out of the detector's tuning, to measure how
 * it generalises: new verbs, new combinations and new spellings, none
 * repeated from ht.ts. Same rules: ambiguity a crisis counsellor would check
 * on is risk; a loss to suicide is risk; a loved one's death is calm;
 * planning one's own funeral while ill is calm.
 */
export const creoleUnseen: LanguageCorpus = {
  risk: [
    // wish
    { signal: "wish", text: "m ta renmen pa t janm louvri je m maten an" },
    { signal: "wish", text: "sa k ta pi bon se pou m sispann respire" },
    { signal: "wish", text: "m anvi kite tè sa a pou m al jwenn grann mwen" },
    { signal: "wish", text: "moin swete se dènye fwa m ap wè solèy la" },
    { signal: "wish", text: "m pa anvi wè yon lòt jou" },
    { signal: "wish", text: "si lanmò te vin chèche m kounya m t ap di l mèsi" },
    { signal: "wish", text: "m ta kontan desann nan twou a ak li epi pa janm remonte" },
    { signal: "wish", text: "wish I was dead, m ta pito pa la ditou" },
    { signal: "wish", text: "sè m te pann tèt li mwa pase, e kounya lide a ap vin nan tèt mwen tou" },

    // intent
    { signal: "intent", text: "m fin deside, m ap kite lavi a pa pwòp volonte m" },
    { signal: "intent", text: "m pral elimine tèt mwen" },
    { signal: "intent", text: "yon vwa nan tèt mwen di m fini ak kò m, e m pral koute l" },
    { signal: "intent", text: "m ap mete fen a jou mwen yo" },
    { signal: "intent", text: "mwen pral swiside" },
    { signal: "intent", text: "m pral retire tèt mwen nan lavi sa a" },
    { signal: "intent", text: "kite m ale, m deja chwazi lanmò" },
    { signal: "intent", text: "mwen pral tiye tet moin, pa eseye rete m" },

    // hopelessness
    { signal: "hopelessness", text: "tout bagay tounen nwa, m pa wè okenn klète ankò" },
    { signal: "hopelessness", text: "lavi m tounen yon kochma ki pa janm fini" },
    { signal: "hopelessness", text: "pa gen anyen k ap janm mache pou mwen" },
    { signal: "hopelessness", text: "m bout, pa gen anyen ki rete anndan m" },
    { signal: "hopelessness", text: "sa pa vo lapenn pou m kontinye leve chak maten" },
    { signal: "hopelessness", text: "m pa gen anyen pou m goumen pou li ankò" },
    { signal: "hopelessness", text: "m pa konnen pou kisa m rete vivan" },
    { signal: "hopelessness", text: "mwen pèdi tout fòs pou m viv" },
    { signal: "hopelessness", text: "demen pa gen okenn sans pou mwen" },

    // plan
    { signal: "plan", text: "m pral mare yon kòd nan pye mango dèyè kay la" },
    { signal: "plan", text: "m pral kouche sou ray tren an" },
    { signal: "plan", text: "m ap vale tout grenn yo ak yon boutèy kleren" },
    { signal: "plan", text: "m konnen ki grenn pou m pran ak konbyen pou m pran" },
    { signal: "plan", text: "m pral foure tèt mwen anba dlo nan basen an jis sa fini" },
    { signal: "plan", text: "m pral vole desann sot nan dènye etaj garaj pakin lan" },

    // means
    { signal: "means", text: "m fin ranmase ase medikaman pou sa" },
    { signal: "means", text: "gen yon pistolè anba matla m, bal yo ladan l" },
    { signal: "means", text: "m gen kòd la ak yon ti ban nan chanm nan" },
    { signal: "means", text: "m kenbe yon ti boutèy pwazon nan sak mwen" },
    { signal: "means", text: "mwen kanpe sou rebò pon an la a" },
    { signal: "means", text: "m kache tout grenn tansyon manman m nan yon chosèt" },

    // time
    { signal: "time", text: "pa gen demen pou mwen, sa ap fèt anvan douzè" },
    { signal: "time", text: "lè nou fin antere l samdi, m ap ale dèyè l menm jou a" },
    { signal: "time", text: "anvan jou a kase m ap gentan ale" },
    { signal: "time", text: "sa pral fèt pandan tout moun nan lamès dimanch" },
    { signal: "time", text: "m bay tèt mwen jiska fen semèn nan, apre sa se fini" },

    // goodbye
    { signal: "goodbye", text: "m kite tout papye m ak modpas mwen pou w, w ap bezwen yo" },
    { signal: "goodbye", text: "mesaj sa a se pou di nou adye" },
    { signal: "goodbye", text: "m te renmen nou anpil, pa chèche m" },
    { signal: "goodbye", text: "m anrejistre yon vokal pou chak pitit mwen tande lè m pa la" },
    { signal: "goodbye", text: "m fè kado tout sa m te renmen, m pa bezwen yo kote m prale a" },
    { signal: "goodbye", text: "si yon bagay rive m, se ou k ap okipe chat mwen an" },

    // self-harm
    { signal: "self-harm", text: "m te vide dlo bouyi sou bra m espre" },
    { signal: "self-harm", text: "m taye po m ak yon lam pou doulè a soti" },
    { signal: "self-harm", text: "m ap grifonnen bra m ak zong mwen jis san koule" },
    { signal: "self-harm", text: "chak swa m ap pini kò m" },
    { signal: "self-harm", text: "m te bay tèt mwen yon kout kouto nan pye pou m santi yon lòt bagay" },

    // burden
    { signal: "burden", text: "m tounen yon pikan nan pye tout moun, pito m efase" },
    { signal: "burden", text: "san mwen pitit mwen yo ta gen yon pi bon lavi" },
    { signal: "burden", text: "tout sa m fè se kreye pwoblèm, pèsonn pa t ap sonje m" },
    { signal: "burden", text: "si m pa la ankò mari m ap ka rekòmanse lavi l" },
    { signal: "burden", text: "m koute fanmi m twòp lajan, yo ta pi alèz si m mouri" },
    { signal: "burden", text: "m vin tounen yon fado pou manman m depi m pèdi travay la, li merite pi plis" },
  ],

  calm: [
    "bèlmè m mouri jodi a maten, nou bezwen èd pou aranjman yo",
    "kouzen m te pran twòp dwòg, li mouri nan machin li",
    "yo te tire ti frè m devan kay la, nou vle fè fineray li",
    "m ap mouri pou m manje yon bon griyo apre tout sa",
    "m koupe pye m sou yon vè kase nan lakou a",
    "famasi a di grenn dòmi m yo poko pare",
    "nou bezwen yon ti kòd pou mare flè yo sou kouwòn nan",
    "sèvis la fini twò ta, m bouke kou chen",
    "m vle al jwenn fanmi Joseph nan vèy la aswè a",
    "eske sann yo gentan rive",
    "ki valè yon tonm doub koute",
    "konbyen lajan pou transpò kò a soti Miami",
    "nou vle fè dènye lapriyè yo lakay la",
    "eske seremoni an ka fèt ak tanbou",
    "ki lè m ka pase pran rad li te genyen sou li yo",
    "nou vle pote l nan legliz Notre-Dame d'Haïti anvan antèman an",
    "m bezwen konnen si nou travay ak simityè katolik yo",
    "m vle reyini ak pastè a pou n pale de sèvis la",
    "ki jan m ka chanje foto a nan nekwoloji a",
    "eske lavi defen an ka gen de paj",
    "m pa vle pèsonn wè m kriye nan fineray la",
    "m swete m te pase plis tan avè l",
    "m ta renmen li te la pou maryaj mwen",
    "m ta renmen se li ki te bò kote m jodi a",
    "grann mwen te toujou di lè l mouri li vle yo chante Ave Maria",
    "kò m kraze nèt apre m te kanpe tout nwit la nan vèy la",
    "chalè simityè a te prèske touye nou",
    "ti gason m nan ap mouri pou l al wè Messi jwe",
    "m sot nan lopital la, yo chanje grenn kè m yo",
    "grenn doulè apre operasyon an fè m dòmi anpil",
    "m te di tonton m orevwa nan lopital la anvan l ale",
    "m pa t vle kite l poukont li nan dènye moman li yo",
    "m santi m lou depi li ale, m pa konn ki lè sa ap pase",
    "m pa kapab kwè se vre",
    "m gen 82 an, m vle tout dokiman yo pare pou lè Bondye rele m",
    "lè lè pa m rive m vle yo antere m Pòtoprens",
    "m vle chwazi yon po pou sann mwen davans",
    "doktè a di kè m fèb, m vle peye fineray mwen pou pitit yo pa gen tèt chaje",
    "madanm mwen nan ospis lakay, nou vle pale de sa k ap vini",
    "m koupe branch pye bwa ki te tonbe sou machin mwen an",
    "pon Southern la fèmen pou travay, ki wout pou m pran",
    "m fin peye balans fineray la",
    "m fèk bay fanmi an flè yo",
    "non m pa bezwen anyen ankò, mèsi pou èd la",
    "dènye fwa m te wè l se te Nwèl",
    "m pral pote yon chodyè soup joumou pou fanmi an aswè a",
    "m bouke chèche papye asirans lan",
    "m vle ekri yon powèm pou vèy la",
    "eske timoun yo ka mete yon ti lèt pou grann yo nan sèkèy la",
    "ki lè liv envite a ap fèmen sou sit la",
    "m poko janm al nan yon sèvis kremasyon, kisa pou m tann",
    "m vin sonje l nan lamès la jodi a e m kriye",
    "kè m kase, men m ap kenbe pou pitit mwen yo",
    "sa fè m mal wè manman m ap soufri poutèt lanmò papa m",
    "ti frè m te mouri nan yon aksidan motosiklèt",
    "m vle yon zanmi vin avè m pou chwazi sèkèy la paske m pa ka fè l poukont mwen",
    "lapolis poko bay kò a, y ap fè otopsi",
    "papa m te konn di lè m mouri pa kriye, fè fèt, e se sa n ap fè",
    "m ap vini apre travay si m pa mouri grangou anvan lol",
    "kwafè a koupe cheve m twò kout pou fineray la",
  ],
};
