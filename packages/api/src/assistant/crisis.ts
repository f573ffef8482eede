import type { Locale } from "@fh/validators";
import { CREOLE_PATTERNS } from "./crisis-ht";
import { SPANISH_PATTERNS } from "./crisis-es";
import { normaliseForRisk, replacementWords } from "./normalise";
import { compilePhrase, padded } from "./phrase-pattern";
import type { LanguagePatterns, RiskKind, RiskPattern } from "./risk-pattern";
import { MODEL_THRESHOLD, modelScore } from "./signals/model";
import { scoreSentences, SIGNAL_VOCABULARY, THRESHOLD } from "./signals/score";

/**
 * Recognises a message that suggests a risk of suicide or self-harm, so the
 * chat answers it with the 988 lifeline and nothing else.
 *
 * People in pain rarely use the clinical words: they write "I can't do this
 * anymore", "I have pills saved up", "I just want to be with her again". So
 * the text is normalised first (normalise.ts), then read against phrase
 * patterns grouped by what they reveal, the way a crisis counsellor listens:
 * intent, plan, means, hopelessness, goodbye messages and self-harm. When a
 * phrasing is ambiguous the patterns lean toward 988: a grieving person who
 * only half-means it loses little by reading the lifeline first, someone who
 * means it loses everything if we miss it. The tested corpus of phrasings
 * that must and must not trigger is test/assistant/crisis-corpus.ts.
 */

export type { RiskKind } from "./risk-pattern";

/** The people a grieving visitor may long to join. */
const LOVED =
  "(him|her|them|my (husband|wife|son|daughter|mom|mother|mum|mama|dad|father|papa|baby|child|partner|brother|sister|boyfriend|girlfriend|fiance|fiancee|grandma|grandpa|grandmother|grandfather|love|boy|girl|twin|best friend))";
const DRUGS =
  "(pills|tablets|meds|medication|medications|medicine|painkillers|pain pills|sleeping pills|opioids|oxy*|insulin|xanax|ambien|morphine|fentanyl|tylenol|acetaminophen|benadryl)";
/** Someone facing their own illness and planning ahead, not a goodbye note. */
const TERMINAL_ILLNESS = [
  "(cancer|terminal*|hospice|diagnos*|prognosis|palliative|dementia|illness|als)",
  "(months|weeks) to live",
  "(pre plan*|preplan*|prepa*|prearrang*|plan ahead|planning ahead|my own funeral|my funeral)",
];
const MEDICINE_DISPOSAL = ["(dispose*|disposal|get rid|return*|pharmacy|drop off|take back|flush*|police station|throw ~ away|throw (them|it) (out|away))"];
const ACCIDENT = [
  "(shaving|cooking|accident*|chopping|slicing|kitchen|fell|fall|falling|slipped|lifting|moving|carrying|paper|gardening|ironing|stove|oven|pan|work|working out|gym|exercise|playing)",
  "cut* myself off",
];

const ENGLISH_PATTERNS: RiskPattern[] = [
  // Intent: wanting to die, to kill oneself, to join the dead. Any mention of
  // suicide counts, a loss to suicide included: 988 also serves the bereaved.
  { kind: "intent", says: ["suicid*", "(kill*|hang*|off|offing|poison*|stab*|gas*|unalive*) myself"] },
  { kind: "intent", says: ["shoot* myself"], unless: ["in the foot"] },
  {
    kind: "intent",
    says: ["(killed|hanged|hung|shot) (himself|herself|themselves|themself)", "took (his|her|their) own life"],
    unless: ["in the foot", "(working|trying|to provide)"],
  },
  { kind: "intent", says: ["drown* myself"], unless: ["in (work|my work|the work|paperwork|wine|alcohol|busy*|books|tasks)"] },
  { kind: "intent", says: ["(end*|take|taking|took) ~ my ~ own? life"], unless: ["my own? life back"] },
  { kind: "intent", says: ["end* it all", "end* (it|everything|things) ~ (tonight|today|now|soon|for good|forever|$)"] },
  {
    kind: "intent",
    says: [
      "i ~ (want|wanted|wish|need|plan|planning|tried|try|trying|deserve|hoping|hope|long|longing|would like|would love) to die",
      "^ ~ (want|wanted|wish) to die",
      "nothing more than to die",
      "(all|the only thing) i ~ (want|wish for|need|think about|can think about) ~ is (to die|death|dying|to be dead|to not be here|to disappear|to end it)",
    ],
    // Wishes for one's own last days, said while planning ahead.
    unless: ["(when my time comes|when the time comes|when it is my time|some day|someday|one day|eventually|of old age|with dignity|advance directive|living will|hospice|terminal*|die at home|in my own bed)"],
  },
  {
    // "When I die" and "I will die soon" belong to planning ahead and illness.
    kind: "intent",
    says: ["i ~ (should|could|might|would|will|must|may|can|am going to|am gonna)? ~ die ~ ($|now|tonight|today|already|too|soon|alone)"],
    unless: [
      "(when|before|after|if|until|once|where|how) i ~ (will|would)? ~ die",
      "die (of embarrassment|laughing|of shame|for a|for (him|her|them|my))",
      ...TERMINAL_ILLNESS,
    ],
  },
  {
    kind: "intent",
    says: [
      "(feel|feeling|felt) like (dying|i am dying|i want to die|death)",
      "(death|dying|being dead|not being alive|not existing|not waking up) (would|will|could|might) (be)? ~ (a relief|easier|better|peaceful|nice|welcome|a blessing|the answer|a mercy)",
      "(it|everything|things|life|this) (would|will) (be)? ~ (easier|better|simpler) (if i (was|were|am) (dead|gone|not here|not alive|not around)|without me|if i died|if i (did not|do not|never) wake up)",
      "i ~ (wish|want|hope) ~ i (was|were|am|would be) not (alive|here|around|born)",
      "wish i (did not|never|do not) (exist|existed|wake up|woke up|was born)",
      "(do|doing|did|to do) something to myself",
      "(dying|death|being dead|not waking up|not existing) (sounds|seems|feels|looks) ~ (nice|good|better|peaceful|easier|like a relief|appealing|tempting|like the answer)",
      "(death|dying|suicide) (is|seems|feels like) ~ (the|my)? ~ (only|best|easiest)? ~ (way out|answer|option|solution|escape|choice)",
      "nothing (keeping|holding) me (here|alive|going) ~ ($|anymore)",
      "(want|wish|need|ready) to (go|be) where (he|she|they) (is|are|went) ~ ($|now)",
      "i ~ (would|had)? ~ rather (die|be dead) ~ (than|$)",
      "do not deserve to (live|be alive|be here|exist)",
      `(drink|drinking|drive|driving|walk|walking|swim|swimming|bleed|starve|take ${DRUGS}) ~ until i ~ (die|am dead|stop breathing|(do not|never|will not|would not) wake up)`,
    ],
  },
  {
    kind: "intent",
    says: [
      "why (am i|is i) ~ (still)? ~ (alive|here $|living|breathing|around $)",
      "why (should|would|do|must) i ~ (keep|bother|even|still)? ~ (living|go on|live|stay alive|be alive|exist|wake up $|keep going $|going on)",
      "^ ~ why (live|go on|bother living|keep going|keep living|bother) ~ $",
      "(see you|meet you|see them|see everyone|see you all) (on the other side|in heaven|in the next life|in another life)",
      "(this is|it is|that is) the end (for me|of me|of the road for me)",
      "(it is|it is about) time (for me)? to (go|leave this world|check out|end it) ~ $",
    ],
  },
  {
    // Someone seriously ill says "I'm ready to die" while planning ahead.
    kind: "intent",
    says: ["i am ~ (ready|going|about) to die ~ ($|tonight|today|soon|now)", "^ ~ ready to die"],
    unless: ["to die (some day|someday|one day|eventually|of old age)", ...TERMINAL_ILLNESS],
  },
  { kind: "intent", says: ["i ~ wish i (was|were|had) ~ (dead|died|never been born|not been born|never born|gone with|not here)"] },
  { kind: "intent", says: ["(want|would rather|rather|wish|like|deserve) to? ~ be dead", "better off dead"] },
  { kind: "intent", says: ["wish ~ it ~ (was|were|had been) me", "(should|could|would) (have|of) been me ~ ($|instead|not (him|her|them))"] },
  {
    kind: "intent",
    says: [
      `(want|wanted|wish|long|longing|ready|need|going|plan|planning|could) to? (go)? (join|be with) ${LOVED} ~ ($|again|now|soon|forever|in heaven|up there|there|on the other side|already)`,
      "(ready|want|wanted|wish|going|need) to go (be with|home to|to be with|see) (jesus|god|the lord|my lord|my savior)",
      "(god|the lord|jesus) (to)? ~ (takes|take|would take|will take|to take|took|could take) me ~ ($|tonight|soon|now|home|too|away|in my sleep|with (him|her|them))",
      `i (will|am going to|shall) ~ (be with|join) ${LOVED} ~ (soon|shortly|tonight|again soon|very soon)`,
      `wish i (could|would) ~ (die|disappear|vanish|not wake up|never wake up|sleep forever|stop existing|not exist|(be with|join) ${LOVED} ~ ($|again|now|forever|in heaven))`,
      "i ~ (want|need|wish|would like) to rest (forever|for good|permanently)",
    ],
  },
  {
    // A plot beside a spouse is planning ahead.
    kind: "intent",
    says: ["(with (him|her|them) in the (grave|ground)|in the (grave|ground) with (him|her|them))"],
    unless: ["(buried|bury|burial|plot|plots|cemetery|mausoleum|when i die|when my time comes)"],
  },
  {
    kind: "intent",
    says: [
      "i ~ (want|wish|need|would like|would love) ~ to ~ (disappear|vanish|not exist|stop existing|cease to exist|not be alive|not be here|not be around|be gone|go to sleep forever|sleep forever|never wake up|not wake up|fall asleep forever|not feel anything ever again)",
      "(do not|no longer|never) ~ want to (live|be alive|exist|go on|keep going|carry on|keep living|continue|survive) ~ ($|anymore|any longer|like this|without|another day|with (this|the) pain|in this world|this life|after (this|him|her|them))",
      "(do not|no longer) ~ want to be (here|around|alive|on this earth|in this world) ~ ($|anymore|any longer)",
      "(do not|no longer|never) ~ want to wake up ~ ($|anymore|again|tomorrow|in the morning|ever again)",
      "(hope|hoping|wish|pray|praying|rather|what if|if only) (that)? i ~ (will|would|do|could|did)? ~ (not|never) wake up",
      "(go to sleep|fall asleep) and (not|never) wake up",
    ],
  },
  {
    kind: "intent",
    says: [
      "(help|let) me die ~ ($|please|now|tonight|already)",
      "(planning|plan|planned|planing) my (own)? death",
      "(hope|hoping|wish|pray|praying) (that)? i ~ (will|would|could)? ~ (get|be) ~ (hit by|killed|in (a|an) (accident|crash|car accident|car crash|wreck))",
      "do not care (if|whether) i (live|die|wake up|am alive|am dead|make it)",
      "(thinking|thought|think*) (about|of) ~ (dying|death|ending (it|my life|things|everything)|killing myself|not being (here|alive|around)|not waking up|taking my (own)? life|overdos*|hurting myself|jumping|ways to die|how to die|ways to (kill myself|end it))",
    ],
  },
  // Plan: how, when, where.
  {
    kind: "plan",
    says: [
      "(my plan is|i plan|the plan is|i am planning|i have decided|i decided) to (overdose|die|kill myself|end it|end my life|jump|hang myself|take all)",
      "(is there|find|know|tell me|need|looking for) (a|any) (way|method) to die",
      `(looked|looking|look|searched|searching|search|googled|googling|researched|researching|reading) (up|about|into)? ~ (ways|how|methods|the best way|painless ways|how many ~ ${DRUGS}|how much ~ ${DRUGS}) ~ (to|it takes to)? ~ (die|kill myself|end it|overdose|end my life|commit suicide|it takes $|would take $)`,
      "(have|made|got|making|came up with|worked out) ~ a (plan|way) to (die|kill myself|end (it|my life|things|everything)|do it|take my own? life|go through with it)",
      "i ~ (know|decided|figured out|worked out|have decided|have chosen|have picked|chose|picked|thought about|have thought about|think about|planned) (how|when|where) i (am going to|will|would|could|can|want to|am gonna) (do it|die|end it|kill myself|end my life|go $)",
      "(picked|set|chosen|chose|decided on) (a|the) (date|day|time|night|place) ~ (to|for|when i) (die|do it|end it|kill myself|end my life|go $)",
      "how (do i|can i|could i|would i|to|should i|would someone|does someone|do you|does one|would one) ~ (kill (myself|yourself|oneself)|end my life|end it all|commit suicide|overdose|hang (myself|yourself)|die (painlessly|quickly|peacefully|without pain|fast)|die $)",
      "(painless|easiest|quickest|fastest|best|surest|quietest|quick|easy|peaceful|simplest) (way|ways|method|methods) to (die|go $|end it|kill myself|end my life|commit suicide|not wake up)",
      `(how many|how much) ~ (${DRUGS}|of (his|her|my|these|the|those) ${DRUGS}) ~ (would it take|does it take|it takes|it would take|will it take|would kill|will kill|to die|to kill|to overdose|to (not|never) wake up|is (lethal|fatal|deadly|too much)|until i|before i|to end it|would i need)`,
      "(lethal|fatal|deadly|overdose) (dose|doses|amount|quantity)",
      "(tonight|today|tomorrow) (is|will be) the (night|day) $",
      "i (am going to|will|plan to|am planning to|want to) ~ end it ~ (tonight|today|tomorrow|this weekend|this week|soon|when everyone is asleep|$)",
    ],
  },
  {
    kind: "plan",
    says: [
      "i ~ (wrote|written|writing|write|left|leaving|finished|have written) ~ (my|a|the)? ~ (goodbye|last|final|farewell) (note|notes|letter|letters|message|messages)",
    ],
    unless: [
      "(casket|coffin|grave|service|funeral|eulogy|urn|memorial|obituary|headstone|balloon|cemetery|viewing|burial|cremation)",
      "(to|for) (him|her|mom|dad|my (mom|mother|dad|father|husband|wife|son|daughter|grandma|grandpa|grandmother|grandfather|baby|brother|sister|friend))",
    ],
  },

  // Means: what is at hand.
  {
    kind: "means",
    says: [`(saving|saved|stockpil*|hoard*|stash*|collect*|hid|hiding|storing|stored|squirrel*) ... ${DRUGS}`],
    unless: MEDICINE_DISPOSAL,
  },
  {
    kind: "means",
    says: [
      `i ~ (have|got|keep|kept|had) ... (${DRUGS}|gun|rope|razor blades) ~ (saved|stored|stashed|hidden|ready|set aside|put away|up|waiting|just in case|for when|for tonight|for later|to take|lined up|counted)`,
      `(enough|plenty of) ... ${DRUGS} ~ to (die|do it|end it|kill*|not wake up|overdose|never wake up|put me to sleep forever)`,
      `(going to|want to|will|about to|could|might|thinking about|plan to|been thinking about) ~ (take|taking|swallow|swallowing) ~ (all|every one of|the whole bottle of|a whole bottle of|a handful of|the rest of) ~ (my|his|her|the|of)? ~ ${DRUGS}`,
      `${DRUGS} ... ~ (thinking about|want to|going to|could|might|plan to|will|about to) (take|taking|swallow*) (them|it) (all)?`,
      `i ~ (took|take|taking|swallowed|swallow|ate|downed|will take|am taking|want to take|am going to take|am about to take|could take|might take|am thinking about taking|plan to take) ~ (all|a bunch of|a lot of|too many|the whole bottle of|a whole bottle of|the whole bottle|a whole bottle|a handful of|handful of|every one of|all of|the rest of|a bottle of|a box of) ~ (my|his|her|the|of)? ~ ${DRUGS}`,
      "i ~ (will|want to|am going to|am thinking about|am thinking of|might|could|plan to|am planning to|tried to|try to|am about to|just|already|have)? ~ overdos*",
      "i ~ (took|take|will take|want to take|am going to take) an overdose",
    ],
    unless: MEDICINE_DISPOSAL,
  },
  {
    kind: "means",
    says: [
      `(gun|pistol|rifle|knife|rope|razor|blade|blades|noose|${DRUGS}) (is|are)? ~ (right here|in my hand|in my hands|in my lap|on my lap|next to me|in front of me|beside me)`,
    ],
    unless: [...MEDICINE_DISPOSAL, "(drop|dropping|bring|bringing) (them|it|those)"],
  },
  {
    kind: "means",
    says: [
      "i ~ (have|got|bought|own|keep|kept|loaded|load|am holding|holding|took out|cleaned|cleaning|found|grabbed|picked up|have access to|can get|am getting|am buying) ~ (a|my|his|her|the|dads|moms|a loaded|my (dads|husbands|fathers|wifes|sons|brothers)) ~ (gun|guns|pistol|rifle|shotgun|firearm|revolver|handgun) ~ ($|and|in|on|at|by|under|with|right|loaded|ready|now|here|tonight)",
      "(gun|pistol|revolver|handgun) (to|against|on) my (head|temple|chest)",
      "(gun|pistol|rifle|shotgun|revolver|handgun) (is|was)? ~ loaded",
      "i am ~ (standing|sitting)? ~ (on|at) (the|a|this) (bridge|roof|ledge|edge|tracks|train tracks|railing|overpass) ~ ($|now|right now|and|looking down|again)",
      "(gun|pistol|revolver|barrel) in my mouth",
      "noose",
      "i ~ (bought|have|got|tied|made|found) ~ (a|the|some)? ~ rope",
      "(jump|jumping|to jump|throw myself|hurl myself|leap) (off|from) ~ (a|the|this|that|my)? ~ (bridge|building|roof|balcony|cliff|overpass|parking garage|window|ledge|tower|highway|apartment)",
      "(jump|jumping|step|stepping|walk|walking|throw myself|lie down|lay down) (in front of|into|onto|under) ~ (a|the)? ~ (train|trains|truck|bus|traffic|oncoming traffic|tracks|train tracks|railroad tracks)",
      "walk* into the (ocean|sea|water|river|lake|canal|intracoastal) ~ ($|and (never|not) come back|and keep (going|walking)|forever)",
      "(drive|driving|crash|crashing|swerve|swerving|steer|steering) ~ (my car)? ~ (into|off) ~ (a|the)? ~ (tree|wall|bridge|cliff|canal|lake|ocean|river|oncoming traffic|traffic|pole|overpass|truck|road)",
      "(cut|slit|slice|slash|cutting|slitting) ~ (my|both) ~ (wrists|wrist|throat|veins)",
      "i ~ (have|got|bought|keep|hide|hid|hiding|holding|am holding|use|used|using|found) ~ (a|my|the|some)? ~ (razor|razors|razor blade|razor blades|blade|blades)",
      "garage ... (car|engine|motor) (is)? running",
      "(car|engine|motor) (is)? running ... garage",
    ],
  },

  // Hopelessness: no way forward, a burden, nothing to live for.
  {
    kind: "hopelessness",
    says: [
      "can not (do this|do it|take (this|it)|handle (this|it)|cope|bear (this|it)|keep doing this|deal with (it|this|life)|stand (this|it)|face (this|it|another day)) ~ (anymore|any longer|no more)",
      "can not (go on|keep going|carry on|continue) ~ (anymore|any longer|like this|without|$)",
      "can not (live|survive|keep living|go on living) ~ (anymore|any longer|like this|with this|without|$)",
      "^ ~ i ~ can not ~ (anymore|any more|any longer) ~ $",
      "(no way|can not imagine|can not see how) i (can|could|will|am going to) (live|go on|survive|keep going|keep living) ~ (without|$|like this)",
      "can not do this ~ $",
      "can not take (the|this) pain",
      "do not know how to (live|go on|keep going|carry on|keep living|survive) ~ (without|anymore|$|like this)",
      "(do not think|not sure|doubt) i (can|will|could) (survive|make it through) ~ (this|it|the night|tonight|without)",
      "(at|reached|reaching|come to) the end of my (rope|tether)",
    ],
    // Worn out by the relatives, the phone or the paperwork, not by life.
    unless: ["end of my (rope|tether) with", "(phone|ringing|calls|texts|noise|paperwork|relatives|in laws) "],
  },
  {
    kind: "hopelessness",
    says: [
      "no (point|reason|use) (for me)? (in|to|of)? ~ (living|going on|life|trying|anything|being alive|carrying on|waking up|getting up|to (live|go on|keep going|continue|wake up|be alive|exist)|anymore)",
      "no (point|reason) (for me)? (in|to) (be|being) here ~ ($|anymore)",
      "(do not|can not) see (the|any) point ~ (of|in)? ~ (living|anymore|life|going on|anything|being here|$)",
      "what is the point ~ (anymore|of (living|life|anything|going on|it all|trying|being here|waking up|me)|$)",
      "(life|living|everything|it all|my life) (is|feels|seems) ~ (pointless|meaningless|hopeless|over|not worth it)",
      "my life (ended|is over|was over) ~ (when|too|with|$)",
      "(nothing|nobody|no reason) (left)? to live for",
      "(not|no longer) worth (living|being alive|it anymore)",
      "(life|living|being alive) (is|feels)? ~ (not|no longer) worth (it|living)",
    ],
  },
  {
    kind: "hopelessness",
    says: ["(i feel|i am feeling|feeling|i am|everything is|it all is|it is|life is|things are|it feels|everything feels) ~ hopeless"],
    unless: ["hopeless (at|with)"],
  },
  {
    kind: "hopelessness",
    says: [
      "(better off|happier|better|fine|okay|ok) (without me|if i (was|were|am) (gone|dead|not here|not around))",
      "better off if i (was|were|am) ~ (gone|dead|not here|not around|never born)",
      "i (would be|am|will be) ~ better off (gone|in the grave|in the ground|in heaven|not (here|alive|existing)|never born|with (him|her|them) ~ $)",
      "(will not|would not) be a (problem|burden|bother) ~ (for|to) ~ (anyone|anybody|you|them|everyone|my family) ~ (much longer|for long|anymore|soon)",
      "nobody (would|will|is going to) ~ (care|notice|even notice) (if|when|that) i",
      "nobody (would|will|is going to) ~ miss me",
      "nobody cares (if|whether) i",
    ],
  },
  {
    // Planning ahead so the children are spared the cost is not this.
    kind: "hopelessness",
    says: [
      "(i am|i feel like|feel like|i feel) ~ (just|only|nothing but|such)? ~ a burden",
      "(do not|never) want to be a burden ~ (anymore|any longer|to anyone|$)",
      "(tired|sick) of being a burden",
    ],
    unless: ["(when i die|my funeral|my own funeral|pre plan*|preplan*|prepa*|insurance|pay for|paying for|financial*|arrangements)"],
  },
  {
    kind: "hopelessness",
    says: [
      "(tired|sick|exhausted) of (this|my) life",
      "(life|my life|living|everything) (has|holds) no (meaning|purpose|point) ~ (anymore|without|$)",
      "nobody (needs|wants|loves) me ~ (anymore|$)",
      "(do not|no longer) ~ want to (do this|do it|be like this|feel like this|keep doing this|live like this|go through this) ~ (anymore|any longer)",
      "(do not|no longer) ~ want to ~ (anymore|any longer) $",
      "can not (stand|bear) being (alive|here|me)",
      "(not strong enough|too weak|too tired) to (keep going|go on|carry on|live|keep living|survive|fight) ~ ($|anymore|any longer)",
      "^ ~ i ~ want out ~ $",
      "(want|going|ready) to give up ~ ($|on (life|everything|living|myself))",
      "(would|will) (all)? be better off ~ $",
      "(do not|never) want to feel (anything|this|at all) ~ (anymore|ever again|again|$)",
      "(tired|sick|exhausted) of (living|life|being alive|existing|everything|it all|being here|waking up|breathing)",
      "(tired|sick|exhausted) of (fighting|trying|pretending) ~ ($|anymore)",
      "(do not|can not) see (a|any) (way out|way forward|way through this|reason to go on|future)",
      "no way out",
      "(give|given|giving|gave) up on (life|living|everything|myself|me)",
      "^ i ~ (give|am giving|have given|gave) up ~ $",
      "i ~ (have|am)? ~ (lost|losing) ~ (all)? ~ (hope|the will to live|my will to live|the desire to live|my reason to live)",
      "(no|without) (will|desire|reason) to live",
      "i ~ (have|feel|got) ~ no hope",
      "i am ~ done with (life|living|everything|it all|this world|being alive)",
      "(i|^|and) ~ want (it|it all|everything|this|the pain|all of this|all this|my life|this life) (to (end|stop|be over)|over) ~ ($|for good|forever|permanently|now)",
      "end (this|the|my) (pain|suffering) ~ (for good|forever|permanently|$)",
      "want (the|this|my)? ~ (pain|hurt|suffering|it|everything) to (go away|stop|end) ~ (forever|for good|permanently)",
      "(can not|do not) see (a|any) (reason|point) to (keep going|go on|live|keep living|be here|carry on)",
      "(afraid|scared|worried|terrified) (that)? i (will|might|could|may|would) ~ (do something (stupid|bad|drastic)|not make it|act on it)",
      "(afraid|scared|worried|terrified) of what i (might|will|could|may) do",
      "nothing left ~ ($|to live for|for me|inside me)",
      "i (hate|hate my) (my life|myself|life|being alive)",
      "i am (worthless|a waste of space|a failure at everything)",
      "i (can not|do not) see (myself|a future|any future) ~ (without|in|$|anymore)",
    ],
  },

  // Goodbye messages.
  {
    // Saying goodbye to the one who died is what a funeral is for.
    kind: "goodbye",
    says: [
      "(this is|here is) (my|a)? ~ (goodbye|last message|final message|final goodbye|last goodbye)",
      "goodbye ~ (forever|everyone|everybody|world|cruel world|for good)",
      "(last|final) (goodbye|words|message) (to|for) (everyone|you all|all of you|the world)",
      "(saying|said|say) my goodbyes",
      "(saying|said|say) goodbye to (everyone|everybody|you all|the world|all of you)",
      "(i want|i wanted|i just want|i just wanted|i needed) to say goodbye ~ ($|to (everyone|you|you all|someone|somebody|the world)|before i (go|leave|die))",
    ],
    unless: [
      `(said|say|saying|final goodbye|last goodbye|goodbye forever|my goodbyes|goodbyes) (goodbye)? to (${LOVED}|mom|dad|grandma|grandpa|mama|papa|nana)`,
    ],
  },
  {
    kind: "goodbye",
    says: [
      "i ~ (wrote|have written|am writing|left|have left) ~ (letters|notes|a letter|a note) (to|for) (everyone|everybody|my (family|kids|children))",
      "(by the time|when) (you|anyone|someone|somebody) (read|reads|see|sees|find|finds|get|gets) (this|my message|these|my note)",
      "i am sorry for everything ~ $",
      "please forgive me ~ $",
      `(tell|let) (my|everyone|everybody|them|my family|my kids) ~ (kids|children|family|wife|husband|mom|dad|son|daughter|parents|friends)? ~ (that)? i (am sorry|love (them|him|her|you)|loved (them|him|her|you)) ~ ($|and|for me|goodbye)`,
      "please take care of my (kids|children|dog|cat|family|babies|pets|son|daughter) (for me|when i am gone)",
      "i have made my peace ~ ($|with (everything|it all|dying|god|the world))",
      "(given|giving|gave) away ~ (my|all my|most of my|all of my) ~ (things|stuff|belongings|possessions|pets|dog|cat|cats|dogs|clothes)",
    ],
  },
  {
    kind: "goodbye",
    says: [
      "i (will|would) not be (here|around|alive) ~ (tomorrow|tonight|much longer|for long|anymore|by (morning|tomorrow|then)|after (tonight|today))",
      "i (will|am going to) (be gone|not be here) ~ (soon|tomorrow|tonight|by morning)",
      "i am not going to be (here|around|alive) ~ (tomorrow|tonight|much longer|for long|anymore|by (morning|tomorrow|then))",
      "(this|tonight|today) is my last (night|day) ~ ($|on earth|alive|here)",
    ],
    unless: TERMINAL_ILLNESS,
  },

  // Self-harm.
  {
    kind: "self-harm",
    says: [
      "self harm*",
      "urge* to (cut|hurt|harm|burn) ~ (myself|me|again)?",
      "(want|need|going|have) to cut ~ ($|again|tonight)",
      "(started|start|been|am|keep|kept|went back to|go back to) cutting ~ ($|again)",
      "i ~ deserve to (hurt|suffer|be in pain|be punished|bleed)",
      "until (i|my) ~ (bleed|bleeds|hands bleed|knuckles bleed|it bleeds|skin bleeds)",
      "i ~ (want|need|deserve) to (feel|be in) pain",
      "i ~ (cut|burned|hurt myself|harmed myself) again",
    ],
  },
  {
    kind: "self-harm",
    says: [
      "(cut*|burn*|hurt*|harm*|hit*|punch*|scratch*|starv*|bruis*|injur*|mutilat*|bang* my head|slap*) (myself|my (arms|arm|wrists|wrist|legs|leg|thighs|skin))",
      "(bleed|bleeding) on purpose",
    ],
    unless: ACCIDENT,
  },

  // After a disclosure earlier in the conversation, what would be an errand
  // otherwise is heard as a plan or a goodbye.
  {
    kind: "plan",
    afterDisclosure: true,
    says: [
      "(do it|end it|go through with it|say goodbye|use them|take them) ~ (tonight|today|tomorrow|soon|now|this weekend|$)",
      "i am ~ (ready|sure|decided|done)",
      "^ ~ (goodbye|bye) ~ $",
      "(pills|gun|rope|bridge|knife|razor|blade|blades|train)",
      "(too late|already (took|did|started|swallowed))",
      "(nobody|no one|nothing) (can|will|could) (stop|help|save) me",
      "(no|not) (point|use)",
      "thank you for (trying|everything)",
    ],
  },
];

/**
 * Every language's patterns, each read against every message: a visitor on
 * the English page may write in Spanish, and "suicidio" is heard wherever it
 * is written. The language whose pattern matched chooses the answer's
 * language when the page's does not (see crisisLocale).
 */
const LANGUAGES: LanguagePatterns[] = [
  { locale: "en", patterns: ENGLISH_PATTERNS },
  { locale: "es", patterns: SPANISH_PATTERNS },
  { locale: "ht", patterns: CREOLE_PATTERNS },
];

interface CompiledPattern {
  kind: RiskKind;
  locale: Locale;
  /** "kind: source" of the phrase that matched, for tests and logs. */
  ids: string[];
  says: RegExp[];
  unless: RegExp[];
  afterDisclosure: boolean;
}

const compiledWords = new Set<string>([...replacementWords(), ...SIGNAL_VOCABULARY]);
const COMPILED: CompiledPattern[] = LANGUAGES.flatMap(({ locale, patterns }) => patterns.map((pattern) => {
  const compile = (source: string) => {
    // Patterns may be written with the language's accents ("tèt", "frè"): the text is read without them.
    const { regex, words } = compilePhrase(source.normalize("NFKD").replace(/\p{M}/gu, ""));
    for (const word of words) compiledWords.add(word);
    return regex;
  };
  return {
    kind: pattern.kind,
    locale,
    ids: pattern.says.map((s) => `${pattern.kind}: ${s}`),
    says: pattern.says.map(compile),
    unless: (pattern.unless ?? []).map(compile),
    afterDisclosure: pattern.afterDisclosure ?? false,
  };
}));
const VOCABULARY: ReadonlySet<string> = compiledWords;

export interface RiskAssessment {
  risk: boolean;
  /** What was heard, in the order of the patterns. */
  kinds: RiskKind[];
  /** "kind: pattern" of every phrase that matched. */
  matched: string[];
  /** The languages whose patterns matched, in the order of LANGUAGES. */
  languages: Locale[];
}

/** The normalised sentences of a message, as the patterns read them. */
export function riskSentences(text: string): string[] {
  return normaliseForRisk(text, VOCABULARY)
    .split(" . ")
    .map((s) => s.trim())
    .filter((s) => s !== "" && s !== ".");
}

/**
 * Reads one visitor message three ways: the phrase patterns, word for word;
 * the signal score (signals/score.ts), which hears new combinations of what a
 * message reveals; and the learned reading (signals/model.ts), which hears
 * messages that resemble risk as a whole. Any one is enough. `afterDisclosure` says an earlier
 * message of the conversation already suggested risk, which widens what counts.
 */
export function assessRisk(text: string, options: { afterDisclosure?: boolean } = {}): RiskAssessment {
  const kinds = new Set<RiskKind>();
  const matched: string[] = [];
  const languages = new Set<Locale>();
  const sentences = riskSentences(text);
  const scored = scoreSentences(sentences);
  if (scored.score >= THRESHOLD) {
    for (const signal of scored.signals) kinds.add(signal);
    for (const locale of scored.languages) languages.add(locale);
    matched.push(...scored.cues);
  }
  // Whether the written readings heard words of risk and read them otherwise:
  // in their everyday sense (an `unless`), or as a follow-up that means risk
  // only after a disclosure. The learned reading does not overrule them.
  let explained = scored.vetoed;
  for (const sentence of sentences.map(padded)) {
    for (const pattern of COMPILED) {
      const hits = pattern.says.flatMap((regex, i) => (regex.test(sentence) ? [pattern.ids[i]!] : []));
      if (hits.length === 0) continue;
      if ((pattern.afterDisclosure && !options.afterDisclosure) || pattern.unless.some((regex) => regex.test(sentence))) {
        explained = true;
        continue;
      }
      kinds.add(pattern.kind);
      languages.add(pattern.locale);
      matched.push(...hits);
    }
  }
  // The learned reading only adds: asked when neither reading above heard
  // risk nor explained the words that looked like it.
  if (matched.length === 0 && !explained) {
    const score = modelScore(sentences);
    if (score > MODEL_THRESHOLD) {
      matched.push(`model: ${score.toFixed(2)}`);
      // Its language: the one whose cues weighed most, if any was heard.
      for (const locale of scored.languages) languages.add(locale);
    }
  }
  const ordered = LANGUAGES.map((l) => l.locale).filter((l) => languages.has(l));
  return { risk: matched.length > 0, kinds: [...kinds], matched, languages: ordered };
}

export function suggestsSelfHarmRisk(text: string, options: { afterDisclosure?: boolean } = {}): boolean {
  return assessRisk(text, options).risk;
}

/** Every phrase pattern as "kind: source" (tests check each is exercised). */
export function riskPatternIds(): string[] {
  return COMPILED.flatMap((p) => p.ids);
}

export { crisisLocale, crisisReply, isCrisisReply } from "./crisis-reply";
