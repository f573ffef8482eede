import type { SignalLexicon } from "./types";

/**
 * English word families and the cues built from them. Text arrives
 * normalised (../normalise.ts): lower case, no accents or apostrophes,
 * contractions spelled out ("im" is "i am", "cant" is "can not", "wanna" is
 * "want to").
 */
const families: Record<string, string> = {
  /** Wanting, wishing, longing, being drawn to. */
  WANT: "(want*|wish*|need|needs|hope|hoping|pray|praying|long|longing|ready|would like|would love|rather|prefer|deserve|tempted|craving|crave|thinking about|thinking of|think about|dream about|dreaming about|dreaming of|considering|wonder* about|fantasiz* about|so close to|about to|going to|gonna|will|plan to|planning to|decided to)",
  /** One's own death, said plainly or softly. */
  DIE: "(perish|croak|kick the bucket|meet my maker|six feet under|eternal sleep|fade away|be no more|leave this (world|earth|life)|not be around|not be alive|not exist anymore|vanish forever|go to sleep and never wake up|never wake up again|end my life|end myself|take my life|be with the dead|go to heaven|go home to (god|jesus|the lord)|die|dying|dead|gone for good|not (be)? (here|alive|around|breathing) ~ (anymore|tomorrow|$)|not exist*|stop existing|cease to exist|disappear ~ (forever|for good|$)|vanish|(not|never) wake up|sleep forever|rest forever|go to sleep forever|end it|end it all|end things|end everything|check out|off myself|be gone|never born|not born|stop breathing|rest for good|waste away|(not|never) make it (thru|through) the night|go to sleep and not wake up)",
  /** Killing oneself, ending one's own life. */
  KILLSELF: "((kill*|hang*|off|offing|shoot*|poison*|drown*|unalive*|hurt*) (myself|my self)|take myself out|put an end to (me|myself|my life|it all)|end my (suffering|pain) myself|checking out of (this life|life|here)|check out of (this life|life)|(end*|take|taking|took) ~ my ~ own? life|end it all|suicid*|sewerslide|kms)",
  /** Living, going on, waking up: what hopelessness is about. */
  LIFE: "(live|living|life|alive|exist|existing|wake up|waking up|get up|getting up|go on|going on|keep going|carry on|carrying on|continue|keep living|stay alive|stay|being here|be here|another day|tomorrow|breathe|breathing|try|trying|fight|fighting)",
  /** The absence of a reason, a point, a way. */
  NOREASON: "(nothing to look forward to|nothing left for me|no future|no way forward|dead end|pointless|meaningless|no purpose|nothing matters|no use|hopeless|(no|not a|not any|nothing|zero|not one|can not find (a|any)?|do not have (a|any)?|do not see (a|any|the)?|can not see (a|any|the)?|what is the|where is the|there is no|lost (my|the|all)?|no more|without (a|any)?|not much) (reason|reasons|point|purpose|meaning|use|sense|will|motivation|hope))",
  /** What someone could die by. */
  MEANS: "(cord|strap|piece|heater|glock|ammo|rounds|bottle of pills|sleeping meds|razor blade|box cutter|exhaust|carbon monoxide|helium|freeway|highway|canal|high rise|cliff edge|charcoal|belt|semi|brightline|pier|parking garage|morphine|pills|pill|tablets|meds|medication|medications|sleeping pills|painkillers|opioids|oxy*|xanax|fentanyl|insulin|tylenol|gun|guns|pistol|rifle|shotgun|firearm|revolver|handgun|glock|bullet|bullets|rope|noose|razor|razors|blade|blades|knife|poison|antifreeze|bleach|pesticide|bridge|overpass|tracks|train|roof|rooftop|ledge|cliff|balcony|overdose)",
  /** Getting or keeping something ready. */
  HAVE: "(purchased|ordered|picked up|borrowed|took|taken|grabbed|hoarded|filled|refilled|bought|buy|buying|got|getting|get|have|had|own|keep|kept|saved|saving|stock*|carrying|carry|hoard*|stash*|collect*|hid|hiding|hidden|storing|stored|loaded|loading|counted|counting|ordered|picked up|found|grabbed|holding|took out|set aside|lined up|ready)",
  /** A moment set. */
  TIME: "(this friday|this saturday|this sunday|by the weekend|end of the week|end of the month|new years eve|christmas eve|in an hour|in a couple hours|later tonight|at midnight|2am|3am|tonight|today|tomorrow|this weekend|this week|soon|right now|now|after the funeral|after the service|after the burial|when everyone (is)? (asleep|sleeps|sleeping|gone)|before (morning|sunrise|christmas|his birthday|her birthday)|on (his|her|their|the) (birthday|anniversary)|by (morning|tomorrow|friday|sunday)|midnight|in a few (hours|days)|this is the (night|day)|the (night|day) (is|has) come)",
  /** The loved ones a grieving visitor may long to join. */
  LOVED: "(him|her|them|jesus|god|my (husband|wife|son|daughter|mom|mother|mum|mama|momma|dad|daddy|father|papa|pops|baby|child|partner|brother|sister|boyfriend|girlfriend|fiance|fiancee|grandma|grandpa|grandmother|grandfather|nana|granny|love|boy|girl|twin|best friend|old man|wifey|hubby|angel))",
  /** Being the problem others carry. */
  BURDEN: "(a liability|a drain on|a mistake|a waste of (air|space|oxygen|time|money)|a pain in the|dead weight|a weight on|weight off (their|your|everyones) shoulders|their problem|the problem|ruin* (everything|their lives|everyones life)|dragging (everybody|everyone|them|you|my family|us) down|holding (everybody|everyone|them|you|my family) back|rid of me|tired of me|sick of me|burden|burdens|weight|a bother|a problem|a drain|in the way|in everyones way|dead weight|a waste|waste of space|a nuisance|a disappointment|a failure|useless|worthless|(better|happier|easier|fine|okay|ok|lighter) (off)? ~ (without me|when i am gone|once i am gone|if i (was|were|am) (gone|dead|not here|not around)|if i (left|died|disappeared)|if it was me|collecting my (life)? insurance|with the insurance))",
  /** Planning one's own funeral, illness: a death wish here is planning, not risk. */
  PLANNING: "(my plan|in my will|(letter|note|message) to {LOVED}|for the (service|funeral|viewing|casket)|pre plan*|preplan*|plan ahead|planning ahead|my own funeral|my funeral|when i die|when my time comes|when the time comes|cremat*|buried|burial|casket|urn|insurance|arrangements|obituary|cancer|terminal*|hospice|diagnos*|palliative|dementia|will and|living will|advance directive|old age|someday|some day|one day|eventually)",
  /** Planning ahead for one's own last days, which speaks of one's own death calmly. */
  PLAN_AHEAD: "(my plan|in my will|pre plan*|preplan*|plan ahead|planning ahead|when my time comes|when the time comes|when i die|someday|some day|one day|eventually|old age|advance directive|living will)",
  /** Everyday speech that uses the words of dying. */
  IDIOM: "(dying (to|for|of laughter|laughing)|die (laughing|of (embarrassment|shame|boredom|laughter))|died laughing|dead (tired|serious|wrong|right|on|set|end)|killing (me|it)|kill (for|it)|killer|drop dead|to die for|dead ass|deadass|over my dead body|die hard|dying inside laughing|(drown*|bury*|buried|lose|losing|lost) (myself|my self) in|shoot* (myself|my self) in the foot|my (own)? life back|hopeless (with|at))",
  /** Another person as the one who died or is gone. */
  OTHER_DIED: "((he|she|they|mom|dad|mother|father|husband|wife|son|daughter|brother|sister|grandma|grandpa|baby|friend|uncle|aunt|cousin|nephew|niece) ~ (died|is dead|passed|was killed|killed (himself|herself|themselves)|is gone))",
};

export const ENGLISH_SIGNALS: SignalLexicon = {
  locale: "en",
  families,
  cues: [
    // Wish: wanting to die, not to exist, to join the dead.
    {
      signal: "wish",
      weight: 3,
      says: ["i .. {WANT} .. (to)? ~ {DIE}", "^ ~ {WANT} ~ (to)? ~ {DIE}", "(wish|wishing|wished) (that)? i .. {DIE}", "(death|dying|being dead|not waking up|not existing) .. (sounds|seems|feels|looks|would be|will be|is) .. (good|better|nice|peaceful|easier|easy|like a relief|a relief|welcome|a blessing|the answer|the only way|the way out|sweet|appealing|tempting|like freedom|freedom)"],
      unless: ["{IDIOM}", "{PLANNING}", "(dream|dreams|dreamt|dreamed) about (him|her|them|my)", "(she|he|they|mom|dad) .. (want*|wish*|ready) ~ to die", "(him|her|them|mom|dad) to die"],
    },
    {
      signal: "wish",
      weight: 3,
      says: [
        "{WANT} .. (be|go|stay) (with|where|next to|beside) ~ {LOVED} ~ ($|again|forever|in heaven|up there|there|already|soon|is|are|went|on the other side)",
        "(take|call|bring) me (home|with (you|him|her|them)|too|away) ~ ($|lord|god|jesus|please|now|tonight)",
        "(lord|god|jesus) .. (take|takes|took|call|come get|come for) me",
        "(should|could|would) (have|of) been me",
        "why (was|is) it (not|never) me",
        "(wish|rather|should) .. (it|that) (was|were|had been) me",
        "(join|joining|see|meet|follow|following) {LOVED} ~ (soon|again|there|in heaven|on the other side|up there|$)",
      ],
      unless: ["{PLANNING}", "(visit*|funeral|viewing|service|grave|cemetery|memorial|picture|photo|video|dream*) .. ", "(see|meet) (him|her|them) (at|on|in the|tomorrow|for)"],
    },
    // Intent: saying they will kill themselves or end their life.
    {
      signal: "intent",
      weight: 3,
      says: ["{KILLSELF}"],
      unless: ["{IDIOM}", "(hurt|hurting) (myself|my self) (lifting|moving|at|in|on|when|while|playing|working)", "kill (myself|my self) (laughing|working|with work|at the gym)", "(drown*|bury*) (myself|my self) in", "(shoot*|shot) (myself|my self) in the foot", "my (own)? life back"],
    },
    {
      signal: "intent",
      weight: 2,
      says: [
        "(do|doing|done|go through with|going through with|finish|finishing) it ~ (this time|for real|after|when|once|$)",
        "(attempted|tried) (before|last year|last time|once|twice)",
      ],
      unless: ["(paperwork|forms|form|obituary|eulogy|speech|flowers|arrangements|homework|laundry|taxes|call|book|booking|pay|payment|sign|order|online|application|it for (him|her|them|mom|dad))"],
    },
    {
      signal: "intent",
      weight: 2,
      says: ["(i am|im) ~ (done|finished|through|out) ~ ($|with (life|living|everything|it all|this world|this life|breathing|being alive))", "(this|it) (is|will be) ~ (over|the end) ~ (for me|$)", "(everything|it all|this) (ends|is going to end|will end|stops) ~ (tonight|today|soon|now|$)"],
      unless: ["(with (the|my|this|that) (paperwork|forms|form|call|calls|payment|phone|work|job|shift|list|obituary|eulogy|arrangements|flowers))", "(service|funeral|viewing|wake|visitation|ceremony|meeting|shift|paperwork|day|week|month|sale) (is|will be)? ~ over", "done (crying|eating|cooking|cleaning|packing|shopping)"],
    },
    // Plan: how, when, where.
    {
      signal: "plan",
      weight: 2,
      says: [
        "i ~ (have|made|got|making|came up with|worked out|figured out|know|decided|picked|chose|set|wrote|written) .. (a|the|my)? ~ (plan|way|method|date|day|time|place|spot|how|when|where)",
        "(plan|plans|planned|planning) (is|for) (tonight|tomorrow|this weekend|the end)",
      ],
      unless: ["{PLANNING}", "(consultation|appointment|funeral|service|viewing|visit|trip|flight|dinner|party|meeting|payment|payment plan|price|cost|budget|insurance|menu|flowers|music|songs|reading|eulogy|program|arrangements)"],
    },
    {
      signal: "plan",
      weight: 3,
      says: [
        "(how|way|ways|method|methods|best way|easiest way|quickest way|painless*) .. (to|i could|i can|i would|i will|should i) .. (die|end it|end my life|{KILLSELF}|not wake up|overdose|go quietly|go peacefully)",
        "so (you|i|one|someone) (do not|does not|will not|would not|can not) survive",
        "(how many|how much) .. {MEANS} .. (to|would|will|does|it takes|kill|die|lethal|fatal|enough|too much)",
        "(lethal|fatal|deadly) (dose|amount|quantity)",
        "(looked|looking|look|searched|searching|googled|googling|researched|researching|read about|reading about) .. ({KILLSELF}|how to die|ways to die|painless|lethal|overdose|how many pills|how high|how deep|how far)",
      ],
      unless: ["{IDIOM}", "(dog|cat|pet|horse|plant)"],
    },
    // Means: a way at hand, got, kept, or used.
    {
      signal: "means",
      weight: 3,
      says: [
        "i .. {HAVE} .. (a|my|the|some|his|her|dads|moms|all|enough|these|those|a whole|a bottle of|all my|all his|all her|all the)? ~ {MEANS} .. ($|and|ready|saved|hidden|loaded|to|for|just in case|in case|waiting|put away|under|in my|tonight|now|here|upstairs|counted)",
        "{MEANS} .. (saved up|stashed|hidden|counted|lined up|loaded|ready|waiting for me|just in case)",
        "(enough|all (my|of my|of the|the|his|her)|every one of|the whole bottle of|a whole bottle of|a handful of|a bunch of|the rest of|too many|a lot of|lots of) ~ {MEANS}",
      ],
      unless: [
        "(dispose*|disposal|get rid|return*|pharmacy|drop off|drop (them|it|those) off|take back|flush*|throw ~ away|throw (them|it) out|refill*|prescri*|ran out|run out|running out|doctor|pharmacist|expired|pick up (my|her|his) (meds|pills|prescription)|blood pressure|cholesterol|vitamins|diabetes|heart|allerg*)",
        "(hunting|range|permit|license|concealed carry|safe|lock*|sell|selling|sold|gave (it|them) to)",
        "(scatter*|ashes|urn|cremat*|casket|flowers|photos|pictures|cross|walk across|drive over|drove over|closed|traffic|construction|toll|road|exit|directions|route|address)",
        "{OTHER_DIED}",
        "(knife|blade|razor) .. (cut|cutting|slice|slicing|kitchen|cooking|cake|bread|shave|shaving|onion|vegetables|steak|box|boxes)",
      ],
    },
    {
      signal: "means",
      weight: 3,
      says: [
        "(jump|jumping|jumped|throw myself|leap|step|stepping|walk|walking|drive|driving|crash|crashing|swerve|steer|lie|lay|lying|laying|stood|standing|stand|sat|sitting) .. (off|from|in front of|into|onto|on|under|at the edge of|over|on top of|toward*) ~ (a|the|this|that|my|that)? ~ (bridge|building|roof|rooftop|balcony|cliff|overpass|parking garage|window|ledge|tower|train|trains|truck|bus|traffic|tracks|railroad|wall|tree|pole|ocean|canal|lake|river|intracoastal|water|edge)",
        "(gun|pistol|revolver|barrel|knife|blade) .. (to|against|in|on) my (head|temple|chest|mouth|throat|wrist|wrists)",
        "(cut|slit|slice|slash|open) ~ my ~ (wrists|wrist|throat|veins)",
        "(car|engine|motor) .. running .. garage",
        "garage .. (car|engine|motor) .. running",
      ],
      unless: ["(pool|pool party|trampoline|jump rope|for joy|in the photo|picture|to conclusions|on the call|a jump|jump start|jumper)", "{OTHER_DIED}", "(drive|driving|drove) .. (to|over|across|past|by) (the|a) (bridge|cemetery|funeral|service|church|lake|ocean)", "(walk|walking|stood|standing|sat|sitting|stand) .. (by|at|near|next to) .. (the|her|his|their) (grave|ocean|lake|water|bridge|river|tree)"],
    },
    {
      signal: "means",
      weight: 1,
      says: ["{MEANS}"],
      unless: ["{OTHER_DIED}", "(scatter*|ashes|urn|cremat*|flowers)", "(refill*|prescri*|pharmacy|ran out|run out|doctor|blood pressure|diabetes|heart)"],
    },
    // A time set, which weighs with any other signal.
    {
      signal: "time",
      weight: 1,
      says: ["{TIME}"],
      unless: ["(service|funeral|viewing|visitation|wake|burial|cremation|appointment|consultation|meeting|open|hours|call|pick up|deliver*|flowers|mass|rosary|church|dinner|flight|arrive|come|coming|visit|office|obituary|paper|newspaper|program|speech|eulogy|work|shift|sleep|rain)"],
    },
    // Goodbye: farewells, last messages, affairs in order.
    {
      signal: "goodbye",
      weight: 3,
      says: [
        "(this is|here is|consider this) ~ (my|a)? ~ (goodbye|last message|final message|final goodbye|last goodbye|farewell|last words|final words|last post|last text|suicide note|note)",
        "(goodbye|farewell|bye) ~ (forever|everyone|everybody|world|cruel world|for good|all|yall|you all|to all of you)",
        "(by the time|when|once|if) (you|anyone|someone|somebody|they|my family|people) (read|reads|see|sees|find|finds|get|gets|hear|hears|are reading) (this|my message|these|my note|my letter|me)",
        "(please|pls|plz)? ~ (take care of|look after|watch over|feed|care for|love) (my|mi) ~ (kids|children|dog|cat|family|babies|pets|son|daughter|boys|girls|mom|mama|wife|husband|plants|fish|bird) ~ (for me|when i am gone|after i am gone|after i go|once i am gone|after me|$)",
        "i (have)? ~ (given|giving|gave|am giving) away ~ (my|all my|most of my|all of my|everything) ~ (things|stuff|belongings|possessions|pets|dog|cat|clothes|jewelry|everything|shoes|games|guitar|car)?",
        "(i have|i am|i) ~ (made|making|settled|putting|put|getting|got) ~ (my)? ~ (peace|affairs|things|stuff|accounts|will) ~ (in order|with (everything|it all|god|dying)|$)",
        "(tell|let) .. (them|everyone|everybody|my family|my kids|my mom|my mother|my dad|my wife|my husband|my son|my daughter|my sister|my brother) .. (i am sorry|i love (them|him|her|you)|i loved (them|him|her|you)|i tried|it is not their fault|not to blame themselves)",
        "i am ~ (sorry|so sorry) ~ for (everything|being like this|what i am about to do|what i am going to do|leaving)",
        "(please)? ~ forgive me ~ (for everything|for what i|for leaving|$)",
        "(wrote|writing|write|left|leaving|finished) .. (letters|notes|a letter|a note|my letter|my note|goodbye) .. (to|for) (everyone|everybody|my (family|kids|children|wife|husband|mom|parents))",
        "(wrote|writing|left|finished) ~ (my|a) ~ (goodbye|suicide|last|final|farewell) (note|letter|letters|notes|message|video)",
        "(this|tonight|today) (is|will be) my last (night|day|message|post) ~ ($|on earth|alive|here)",
        "i (will|would) not be (here|around|alive|a problem|a bother|a burden) ~ (tomorrow|tonight|much longer|for long|anymore|by (morning|tomorrow|then)|after (tonight|today|the funeral)|$)",
        "(you|yall|you all|they|nobody) (will not|wont|will never|never) (have to)? ~ (hear from|see|deal with|worry about) me ~ (again|anymore)",
      ],
      unless: ["{PLANNING}", "who (will|would|is going to|can) (take care|look after|care for|feed|watch)", "(said|say|saying|final goodbye|last goodbye|goodbye forever|my goodbyes|goodbyes|farewell) (goodbye)? to {LOVED}", "(goodbye|farewell) (service|ceremony|party|card|letter to (him|her|mom|dad))", "(while|when) i (am)? ~ (at|in) (work|the hospital|the funeral|church|the service|travel*|away|vacation|out of town)", "(for|to) (him|her|mom|dad|grandma|grandpa|my (mom|dad|mother|father|grandma|grandpa|husband|wife|son|daughter|baby)) (who|that)? ~ (died|passed|is gone)", "(card|cards|flowers|guest ?book|obituary|memorial page|eulogy|casket|coffin|urn|program|funeral)"],
    },
    {
      signal: "goodbye",
      weight: 1,
      says: ["(goodbye|farewell|bye|last message|last time|one last|forgive me|sorry for everything)"],
      unless: ["(said|say|saying) (goodbye|bye) to", "{OTHER_DIED}", "(service|ceremony|funeral|viewing|card|flowers)"],
    },
    // Hopelessness: no reason, no point, no way out.
    {
      signal: "hopelessness",
      weight: 3,
      says: [
        "{NOREASON} .. {LIFE}",
        "{LIFE} .. (is|seems|feels|has been|became|become) ~ (pointless|meaningless|hopeless|worthless|empty|over|not worth it|a waste|useless|unbearable|too much|hell)",
        "(not|no longer|never) ~ worth (living|being alive|going on|the (pain|fight|effort|struggle))",
        "(life|living|being alive|it all|this life|my life) .. not worth it",
        "(can not|can no longer|unable to|not able to|no way i can|do not know how to|do not think i can|too tired to|too weak to|not strong enough to) ~ (go on|keep going|carry on|continue|live|survive|do (this|it|life)|take (this|it|the pain|anymore)|handle (this|it|life)|cope|bear (this|it)|stand (this|it)|breathe|get through (this|another day|the night)|face (this|it|tomorrow|another day|life)|keep living|keep doing this|keep fighting|fight (anymore|this)) ~ (anymore|any longer|any more|no more|like this|without|$)",
        "(nothing|nobody|no one|no reason) ~ (left)? ~ (to live for|to wake up for|to get up for|to stay for|to keep going for|keeping me (here|alive|going))",
        "(no|not a|not any|cant see a|can not see (a|any)|do not see (a|any)) ~ (way out|way forward|future|light|end to this|tomorrow|exit|escape)",
        "i ~ (have)? ~ (lost|losing|am losing|without) ~ (all)? ~ (hope|will to live|desire to live|reason to live|my will|the will)",
        "(i have|i got|i feel|there is|i see|have|got) ~ no ~ (hope|will to live|desire to live|reason to live)",
        "no (hope|will to live|desire to live|reason to live) ~ ($|left|anymore|at all|for me)",
        "(feel|feeling|am|everything is|it is|life is|so) ~ hopeless ~ ($|and|about (life|everything|the future)|right now|tonight|today)",
        "(tired|sick|exhausted|done) (of|with) (living|life|being alive|existing|everything|it all|being here|waking up|breathing|trying|fighting|this life|this world)",
        "(give|given|giving|gave) up ~ (on (life|living|everything|myself|me|it all)|$)",
        "(i|and) ~ want (it|it all|everything|this|the pain|all of this|all this|my life|this life|everything) (to (end|stop|be over)|over) ~ ($|for good|forever|permanently|now)",
        "(do not|no longer|never) ~ want to (live|be alive|exist|go on|keep going|carry on|keep living|continue|wake up|be here|be around|get up) ~ ($|anymore|any longer|like this|without|tomorrow|another day|again|in this world|after)",
        "i (can not|do not) ~ (see|picture|imagine) (myself|a future|any future|a life|life|tomorrow|me) ~ (without|in|$|anymore|living|alive|next year|getting better)",
      ],
      unless: ["{IDIOM}", "(waiting|wait|hold|line|traffic|paperwork|forms|this (heat|weather|traffic)|insurance|phone|bill|price|sleep without (her|him))", "(do not|can not) (live|go on) without (coffee|my coffee|music)", "help me", "(wake up|get up) (early|at|for)", "(live|living) in", "(move|moving|doors|open|opens|arrive|parking|minutes|before the|before (7|8|9|10|11|12|noon))"],
    },
    {
      signal: "hopelessness",
      weight: 2,
      says: ["(can not|can no longer) ~ (do this|take this|take it|handle this) ~ (anymore|any more|any longer|no more)", "^ ~ (i|i just|just)? ~ can not ~ (anymore|any more|no more) ~ $", "(what is|whats) the point ~ $", "(empty|numb|broken|trapped|stuck) (inside|forever|for good)", "i (hate|hate my) (myself|my life|being alive|life)"],
    },
    // Self-harm.
    {
      signal: "self-harm",
      weight: 3,
      says: [
        "(cut*|burn*|hurt*|harm*|hit*|punch*|scratch*|starv*|bruis*|injur*|mutilat*|slap*|carv*|bit*|bite|pinch*) ~ (myself|my self|my (arms|arm|wrists|wrist|legs|leg|thighs|thigh|skin|stomach|hips|body))",
        "self ~ (harm*|injur*|destruct*)",
        "(urge|urges|need|want|craving) ~ to (cut|burn|hurt|harm|bleed)",
        "(started|start|been|keep|kept|went back to|go back to|relapsed|relapse|back to) ~ (cutting|burning|hurting myself|harming)",
        "(cut|cutting|burn|burning|bleed|bleeding|hurting) ~ (to|so i can|so i|just to|helps me|makes me|is the only way to) ~ (feel|not feel|stop feeling|numb|forget|cope|breathe|punish)",
        "i ~ deserve to (hurt|suffer|be in pain|be punished|bleed|feel pain)",
        "(bleed|bleeding|blood) on purpose",
        "(scars|fresh cuts|new cuts|the cuts) ~ (on my|are|again|from)",
      ],
      unless: ["(shaving|cooking|accident*|chopping|slicing|kitchen|fell|fall|falling|slipped|lifting|moving|carrying|paper|gardening|ironing|stove|oven|pan|at work|working out|gym|exercise|playing|hair|nails|coupon*|cost*|budget|price*|back pain|my back)", "(cut*|cutting) (myself)? ~ (off|back|down|out|ties|corners|short)"],
    },
    // Ways of saying it the patterns above do not hold word for word.
    {
      signal: "wish",
      weight: 3,
      says: [
        "(why|wish|should|could|would|why not) .. (it|that) ~ (have|of)? ~ been me",
        "(hoping|hope|wish|pray*) .. (hits|hit|kills|runs over|run over) me",
        "(took|take|taken|had taken|took) me instead",
        "trade places with",
        "if i die .. so be it",
        "want out (of)? ~ (this|my)? ~ (life|world)",
        "envy (him|her|them|the dead) .. (not hurting|at peace|resting|gone|free)",
        "i (just|only|really|honestly) ~ want to go ~ $",
        "(be|was|were|lay|lie|sleep|go to sleep|bury me) in (that|the|his|her) (casket|coffin|grave|ground|urn|plot) .. (instead|with (him|her|them)|next to (him|her)|beside (him|her)|already|today|now)",
        "(wish|should) i ~ (had been|was|were|been) (in|on) the (car|crash|accident|plane|house|fire|boat) (with|instead)",
        "(going to|will|want to|ready to|gonna|decided to|need to|about to|can finally) ~ (go)? ~ (join|follow|go be with) {LOVED}",
        "(join|joining|follow|following|go be with) .. (in heaven|up there|on the other side|the same way)",
      ],
      unless: ["{PLAN_AHEAD}", "(cemetery|grave|service|funeral|viewing|at the|for (lunch|dinner|coffee)|this (weekend|week)|on (friday|saturday|sunday))"],
    },
    {
      signal: "intent",
      weight: 3,
      says: [
        "(looking up|looked up|searching|googling|researching|research*) (ways|how) to do it",
        "(made up my mind|on my own terms|not going to fail|going to try again|will try again|gonna try again|try it again)",
        "(overdosed|od|shot (himself|herself|themselves)|hung (himself|herself|themselves)|did it) on purpose",
        "(it|this) is (happening|going down|going to happen) ~ {TIME}",
        "(it is|it will be|that is) (almost|nearly)? ~ (time|when) ~ $",
        "i (already)? ~ decided (it is|it will be) ~ (going to be)?",
      ],
      unless: ["(service|funeral|viewing|cremation|burial|appointment|consultation|meeting|flight|party|dinner|wedding|shower)"],
    },
    {
      signal: "intent",
      weight: 2,
      says: [
        "i .. (can|could|will|should|am going to|am ready to|going to|need to) ~ (finally)? ~ (go|rest|leave|be free) ~ (too|soon|now|$|for good|then|and|first|as well|forever)",
        "(then|and then|after that|once that is done) ~ i ~ (can|will|could) ~ (finally)? ~ (go|rest|leave)",
        "i am (going|leaving) ~ (soon|tonight|for good|$)",
        "(and|then) (then)? ~ go ~ $",
        "(it|nothing) (will not|wont|is not going to|does not) ~ matter ~ (anymore|soon|after tonight|$)",
        "(nobody|no one|nothing) (can|will|could) stop me",
        "before i go ~ $",
        "(need|use|want) (it|them|that|any of it) where i am going",
      ],
      unless: ["(go|going|leave|leaving|rest|resting) (home|back|to the|to work|to church|to bed|to sleep|shopping|out|on (vacation|a trip)|with)", "so i can (rest|sleep|go home)", "(week|day|this|service|funeral) (to be)? over"],
    },
    {
      signal: "time",
      weight: 1,
      says: ["(after|once|as soon as|soon as|when) .. (funeral|service|viewing|burial|bury|buried|ashes|cremation|this is done|that is done|it is done|the house is empty|everyone|falls asleep|fall asleep|kids are|paid|pay off|drop|leave|leaves|left|is empty|my shift|church)", "(then|and then) ~ i ~ (can|will)", "the (14th|anniversary|date|day) .. (that is when|then)", "(wait|waiting) (till|until) .. (asleep|gone|leaves|left)", "(new years|christmas|his birthday|her birthday|our anniversary|mothers day|fathers day)"],
    },
    {
      signal: "goodbye",
      weight: 3,
      says: [
        "(last|final) (night|day) (on earth|alive|for me|here)",
        "i (will|would) not be (here|around|alive) (for|by|on|after|at|when|to see)",
        "i am going soon ~ $",
        "(tell|let) .. i (said|am) .. (sorry|i love (them|him|her|you))",
        "(orevwa|adios) .. (renmen|quiero|amo|love)",
        "(do not|do not plan on|not planning on|will not|wont|am not going to) ~ (be|being) (around|here|alive) ~ (much longer|long|for long|anymore|to see|to show|next (week|month|year))",
        "(if|when) (anybody|anyone|someone|somebody|you|they) (reads|read|sees|see|finds|find|gets) (this|these|my)",
        "(wrote|writing|write|left|leaving|finished|put) .. (letters|notes|a letter|a note|my note|my letter) .. (to|for) .. (kids|children|family|wife|husband|son|daughter|mom|mother|sister|brother|everyone|everybody)",
        "(wrote|written|writing|finished) ~ my (note|letter|letters|notes)",
        "(last|final) (text|message|post|msg) ~ (love|goodbye|bye|from me|$)",
        "(make sure|please make sure) .. (gets|get|has|have|keeps|goes to) (my|a good home)",
        "(gave|give|giving|left) my .. to my .. (do not need|where i am going|will not need)",
        "(tell|can you tell|please tell) .. (i was not|i am not|i was never) (angry|mad)",
        "(forgive me|i am sorry) ~ (mama|mom|dad|everyone|yall|all|guys) ~ (i tried|$)",
        "(someone|somebody|anyone|you) (knows|know|to know) i tried",
        "(say|said|saying) (bye|goodbye) to (somebody|someone|anyone|you) (first|before)",
        "(last time|never) ~ (you will|you|anyone will|they will) ~ hear from me",
        "made (my)? peace with (everyone|everybody|god|everything)",
        "i (will not|am not going to) be (here|around) to",
        "(deleted|closed|cancel*) (all)? ~ my (accounts|social media|facebook|phone plan)",
        "(passwords|life insurance papers|insurance papers|bank info|my will) .. (in the|on the|for my)",
        "(need|use|want) (it|them|that|any of it) where i am going",
        "before i go ~ $",
        "i love (you all|yall|you guys|everyone|you both) ~ ($|goodbye|bye)",
      ],
      unless: ["{PLAN_AHEAD}", "(for the (service|funeral|viewing|obituary)|guest ?book|condolence|thank you card|sympathy card)", "(he|she|they|mom|dad) (left|wrote|gave)", "{OTHER_DIED}", "who (will|would|is going to|can) (take care|look after|care for|feed|watch)"],
    },
    {
      signal: "hopelessness",
      weight: 3,
      says: [
        "why ~ (even|would i|should i|do i|bother|keep|bother to|am i)? ~ (live|living|keep going|go on|wake up|get up|stay|be here|stay alive|keep living|try anymore|bother|exist|still here|alive) ~ ($|tomorrow|anymore|for what|now|at all|honestly)",
        "what (do|would|should|am) i ~ (live|living|get up|wake up|keep going|stay) for",
        "(nothing|it|things|life) (is|will|will ever|is ever going to|is never going to) ~ (ever)? ~ (get|be|going to get) (better|easier|okay|ok)",
        "(nothing|none of it) matters ~ (anymore|now|$|not even me)",
        "(only|one) way out ~ ($|for me|of (this|my) (life|pain|world))",
        "(never|not ever) (be|feel) (happy|okay|ok|whole) again",
        "waiting to (die|go|be gone) ~ $",
        "(do not know|not sure|no idea) how (i|i will|i am going to|i can) ~ (make it|survive|keep going|go on|get through)",
        "(not|never|no) .. ever (be|feel) (happy|okay|ok|whole) again",
        "(my|the) (reason to live|reason for living|future|whole life|world) ~ (is|was)? ~ (in that urn|gone|dead|died|buried|over|ended)",
        "no coming back (from this)?",
        "(why|no reason to) stay",
        "(how|how much) longer i can (hold on|do this|keep going|last|take (it|this)|go on)",
        "point of me",
        "(do not|can not) see (myself|me) ~ (here|alive|around|making it)",
        "(do not|can not|no longer) ~ want to (live|be alive|exist|keep living|keep going|go on|wake up|be here)",
        "(no longer|can not|can no longer|not able to) .. (hold on|keep fighting|fight this)",
      ],
      unless: ["{IDIOM}", "(house|home|apartment|place|city|town|condo|area|state|room|hotel|waiting room|on hold|line|traffic|paperwork|forms|insurance|phone|bill|price|the call|flight|rain|weather|heat)", "(why|what) (did|does|is|was|do) (he|she|they|it|the|this)", "(wake up|get up) (early|at|for)", "(live|living) in"],
    },
    {
      signal: "self-harm",
      weight: 3,
      says: [
        "bang* my head (on|against|into)",
        "(punch*|hit*|slam*|burn*|stopped eating|starv*|cut*|scratch*|carv*|drank|drink|swallowed) .. (on purpose|to hurt|so it hurts|till it (stops|bleeds|hurts)|wanted it to hurt|until it (bleeds|hurts|stops))",
        "(the only thing that helps|only thing that helps|what helps|it helps) .. (blade|razor|cutting|the pain|bleeding)",
        "(carved|scratched|cut|burned|wrote|etched) .. (into|in|on) my (arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin|stomach|hand)",
        "(covered in|hide|hiding|fresh|new|deep|deeper) ~ (the|my)? ~ (cuts|scars|burns)",
        "i cut (deeper|again|tonight|last night|more)",
        "(drank|drink|swallowed|swallow|took) .. (bleach|poison|antifreeze|lighter fluid)",
        "(punish|punished|punishing) (myself|me)",
        "(want|wanted|need) (it|myself|me) to hurt",
        "(deserve|want|need) ~ (the|to feel)? ~ (physical)? ~ pain",
        "relapsed on self harm",
      ],
      unless: ["(shaving|cooking|accident*|chopping|slicing|kitchen|fell|gardening|by mistake|his (arm|hand)|her (arm|hand)|the (dog|kid|baby) (drank|swallowed))"],
    },
    {
      signal: "burden",
      weight: 3,
      says: [
        "(if|once|when) i (was|were|am) gone .. (could|would|can|will) ~ (finally)? ~ (live|be happy|be free|move on|rest|breathe)",
        "(they|everyone|everybody|my (family|kids|son|daughter)) .. (would be|will be) ~ (relieved|better|free|happier)",
        "(insurance|life insurance) (money|payout|check)? ~ (would|will|could) (help|do) .. (more than (i|me)|better than)",
        "i should (just)? go so",
        "(do not|never) have to take care of me",
        "(they|everyone|everybody|my (family|kids|son|daughter)) (should|would|could) ~ be rid of me",
      ],
      unless: ["{PLAN_AHEAD}", "(pre pay|prepay|prepaid|pay for my funeral|cost|afford)"],
    },
    {
      signal: "burden",
      weight: 2,
      says: ["i should (just)? ~ (go|leave|disappear) ~ ($|too|already|now)"],
      unless: ["(home|back|to (the|bed|work)|shopping|see|visit)"],
    },
    {
      signal: "plan",
      weight: 3,
      says: [
        "^ ~ i ~ (have|got|made) ~ a plan ~ $",
        "(worked out|figured out|looked up|calculated|counted) the (dose|dosage|amount|pills)",
        "how (high|deep|far|long|fast) .. (survive|die|dead|fatal|kill|would it take)",
        "(know|found|picked|chose) the (place|spot|bridge|building|day|date) .. (nobody|no one|where|to)",
        "(planned|planning|plan) it (out|all out)",
        "(got|have) it all (worked|figured|planned) out",
        "(practiced|practice|practicing|tested|tried) .. (with the|the) (belt|rope|cord|knot|noose)",
        "(swim out|swim) (till|until) i (can not|could not)",
        "(look|looks|make it look) like an accident",
        "(looked|checked) (at)? the (train|bus) (times|schedule)",
        "i ~ (set|picked|chose) the (date|day)",
        "(mix|mixing|mixed) .. {MEANS} .. (with|and) .. (wine|alcohol|vodka|liquor|beer)",
        "(step|stepping|walk|walking|jump) .. in front of",
        "(swerving|swerve|drive|driving|crash|crashing) .. into (a|the) (semi|truck|tree|wall|pole|canal|bus)",
        "overdose on",
      ],
      unless: ["{PLAN_AHEAD}", "(service|funeral|viewing|burial|cremation|visitation|dog|cat|pet|child|baby|kid|stroller|traffic light|crosswalk)", "{OTHER_DIED}"],
    },
    {
      signal: "means",
      weight: 3,
      says: [
        "(sitting|sat|i am) .. (in|inside) the (car|garage) .. (engine (on|running)|garage)",
        "i am (on|at) (the)? ~ (roof|rooftop|ledge|top of the (parking garage|building|bridge)|edge of the (pier|bridge|roof|building)) ~ (rn|right now|now|looking down|$)",
        "{MEANS} (is|are) ~ (in|on|under) my (trunk|car|nightstand|drawer|bag|purse|pocket|lap|hand)",
        "(got|took) .. (gun|revolver|pistol|rifle|shotgun) (out|back)",
        "(stocked|stocking|stock) up on {MEANS}",
        "(tape|towels) for the (windows|door)",
        "(the water|it) looks (good|peaceful|inviting) ~ $",
        "(carrying|carry|keep) .. (his|her|my|the) (gun|pistol|revolver) .. (everywhere|since|with me)",
      ],
      unless: ["(hunting|range|license|sell|safe|lock*|{OTHER_DIED})"],
    },
    {
      // Self-harm said with any of its verbs and any part of the body, in either order.
      signal: "self-harm",
      weight: 3,
      says: [
        "i .. (cut|cutting|burn|burning|burned|scratch*|hit|hitting|punch*|carv*|slic*|stab*|bruis*|hurt|hurting|harm*|pick* at|bang*|starv*|chok*|bite|biting|scald*) .. (my|myself) .. (arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|stomach|chest|hip|hips|ankles|body)",
        "(razor|blade|lighter|cigarette|compass|scissors|glass) .. (on|into|against) my (arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|stomach|body)",
      ],
      unless: ["(shaving|cooking|accident*|chopping|slicing|kitchen|fell|slipped|lifting|moving|carrying|gardening|ironing|stove|oven|at work|gym|exercise|playing|by mistake|tattoo|doctor|nurse|surgery|iv|shot|vaccine|blood test|arthritis|eczema|rash|bug|mosquito)"],
    },
    // Burden: everyone would be better off.
    {
      signal: "burden",
      weight: 3,
      says: [
        "(i am|i feel|feel like|i have become|i became|i am just|i am only|i am such|i am nothing but|i am always|i will always be|i just feel like|all i am is|i am a) ~ {BURDEN}",
        "(everyone|everybody|they|you|my (family|kids|children|wife|husband|mom|dad|friends|son|daughter)|the world|people) .. (would|will|could|might) ~ (be)? ~ {BURDEN}",
        "(nobody|no one) (would|will|is going to|even|really|ever) ~ (care|notice|miss me|cry|come)",
        "(nobody|no one) ~ (cares|needs me|wants me|loves me|would care|would notice)",
        "(they|everyone|everybody|my family) .. (without me|when i am gone|once i am gone)",
        "(tired|sick) of being ~ {BURDEN}",
      ],
      unless: ["{PLANNING}", "(pay|paying|cost*|price*|bill*|money|financial*|afford|expenses|prepaid|pre paid)", "(cares|care) (for|about) (the|his|her|their) (grave|plot|flowers)"],
    },
  ],
};
