import { DIRECT_CREMATION_FROM, GRIEF_GROUP_WEEKS, fullAddress, publicPages, type Business } from "@fh/validators";

interface Topic {
  name: string;
  matches: RegExp;
  reply: (b: Business) => string;
}

/**
 * The built-in grief-support responder: no network, no configuration. It
 * knows the chat's suggested prompts and the common needs behind free text,
 * and answers in a few warm sentences that point to the right page and to
 * the 24/7 phone. Topics are tried in order; the first match answers.
 */
const topics: Topic[] = [
  {
    name: "immediate-assistance",
    matches:
      /immediate (assistance|help)|just (died|passed|lost)|(has|had) (just )?(died|passed away)|passed away (today|tonight|this morning|last night)|died (today|tonight|this morning|last night)|what (do|should) i do (now|first)|death at home|hospice/i,
    reply: (b) =>
      `I'm so sorry. When someone has just died, you do not have to know every step. ` +
      `If the death was unexpected and at home, call 911 first; if your loved one was in hospice, call the hospice nurse. ` +
      `Then call us at ${b.phone}: we answer 24 hours a day, 7 days a week, and we will come to bring your loved one into our care and guide you through what comes next.`,
  },
  {
    name: "cremation",
    matches: /cremat|ashes|urn\b/i,
    reply: (b) =>
      `Cremation can be as simple or as personal as your family wishes. Direct cremation starts at ${DIRECT_CREMATION_FROM}, ` +
      `and you can add a memorial service before or after. ` +
      `To talk through options and costs, call us at ${b.phone} any time, or book a free consultation at ${publicPages.bookConsultation}.`,
  },
  {
    name: "pre-planning",
    matches: /pre-?plan|plan ahead|planning ahead|in advance|lock (in )?(the )?price|insurance (assignment|policy)|my own funeral/i,
    reply: (b) =>
      `Planning ahead is a loving gift to your family. A pre-planning consultation is free; you can pre-pay to lock in today's prices, ` +
      `and we can help with assigning an insurance policy. Book a time at ${publicPages.bookConsultation}, or call us at ${b.phone}.`,
  },
  {
    name: "consultation",
    matches: /consult|appointment|book|schedul|meet (with )?(you|someone|staff)|come in/i,
    reply: (b) =>
      `You can book a consultation at ${publicPages.bookConsultation}: in person at our funeral home, by video call or by phone, ` +
      `on weekdays between 9:00 AM and 4:00 PM. If you need us sooner, call ${b.phone} at any hour.`,
  },
  {
    name: "funeral-planning",
    matches: /funeral planning|plan (a|the) funeral|arrange|arrangements|funeral (service|home)|burial|casket|viewing|memorial service|obituary notice|cost|price|how much/i,
    reply: (b) =>
      `Planning a funeral can feel like a lot at once, and we will walk through it with you step by step: ` +
      `choosing burial or cremation, the kind of service, the obituary and the details that make it personal. ` +
      `Book a free consultation at ${publicPages.bookConsultation} or call us at ${b.phone}, day or night.`,
  },
  {
    name: "staff",
    matches: /talk to (a |an )?(person|human|someone|staff|director)|real person|call (you|someone)|phone number|speak (to|with)|contact|address|where are you|located/i,
    reply: (b) =>
      `You can reach a member of our staff at ${b.phone}, 24 hours a day, 7 days a week. ` +
      `Our funeral home is at ${fullAddress(b)}, and you are welcome to send us a message from the Contact section of our home page.`,
  },
  {
    name: "support-groups",
    matches: /support group|group(s)? (near|in|for)|meet others|others who|counsel|therapist|therapy/i,
    reply: (b) =>
      `You do not have to grieve alone. Our grief-support page (${publicPages.griefSupport}) lists local groups with their weekly meeting times, ` +
      `including a ${GRIEF_GROUP_WEEKS}-week grief program, and more options are at ${publicPages.moreGriefResources}. ` +
      `If you would like help choosing, call us at ${b.phone}.`,
  },
  {
    name: "grief-stages",
    matches: /stages|understand(ing)? (my )?grief|what is grief|is (this|it) normal|normal to feel|denial|bargaining|acceptance/i,
    reply: () =>
      `Grief is often described in five stages: denial, anger, bargaining, depression and acceptance. ` +
      `It is not a straight line; many people move back and forth between them, and whatever you feel is a normal part of loving someone. ` +
      `Our grief-support page (${publicPages.griefSupport}) explains each stage and offers guides you can download.`,
  },
  {
    name: "sleep",
    matches: /can'?t sleep|cannot sleep|sleep|insomnia|awake at night|nightmare/i,
    reply: (b) =>
      `Trouble sleeping is very common after a loss. A steady bedtime, less screen time late at night and a few slow breaths can help; ` +
      `our grief-support page (${publicPages.griefSupport}) has a 4-minute guided breathing exercise. ` +
      `If sleeplessness goes on for weeks, please talk to your doctor, and you can call us at ${b.phone} any time.`,
  },
  {
    name: "overwhelmed",
    matches: /overwhelm|too much|can'?t cope|cannot cope|panic|anxious|anxiety|stressed/i,
    reply: (b) =>
      `It makes sense to feel overwhelmed; you are carrying a great deal right now. Try to take one small step at a time, ` +
      `and let others help. The breathing exercise on ${publicPages.griefSupport} can bring a moment of calm, ` +
      `and if anything about arrangements feels like too much, call us at ${b.phone}: we can take it off your hands.`,
  },
  {
    name: "memorial",
    matches: /memorial (page|tribute)|tribute|obituar|guest ?book|condolence|honou?r (him|her|them|my)/i,
    reply: () =>
      `You can create a memorial tribute at ${publicPages.creativeSubmit}; our staff review each one before it is published. ` +
      `Friends and family can then leave condolences in its guest book. Memorial tributes are listed at ${publicPages.obituaries}.`,
  },
  {
    name: "emotional-support",
    matches: /emotional support|sad|miss (him|her|them|my)|lonely|alone|crying|grief|grieving|heartbroken|lost my|loss|hurts/i,
    reply: (b) =>
      `I'm so sorry for your loss. What you are feeling is a reflection of your love, and there is no right way to grieve. ` +
      `It can help to talk with someone you trust, to be gentle with yourself, and to find others who understand; ` +
      `our grief-support page (${publicPages.griefSupport}) has local groups and guides, and you can call us at ${b.phone} any time.`,
  },
  {
    name: "thanks",
    matches: /^\s*(thank|thanks|thx|ty)\b/i,
    reply: (b) => `You're very welcome. I'm here whenever you need, and our staff are at ${b.phone} day and night.`,
  },
  {
    name: "greeting",
    matches: /^\s*(hi|hello|hey|good (morning|afternoon|evening))\b/i,
    reply: () =>
      `Hello, and welcome. I'm here to help with grief support, funeral planning or anything you need right now. What is on your mind?`,
  },
];

function fallback(b: Business): string {
  return (
    `Thank you for reaching out; I'm here to help. I can share grief support, help with funeral or cremation planning, ` +
    `or tell you what to do when someone has just died. Our grief-support page (${publicPages.griefSupport}) has resources, ` +
    `and our staff are at ${b.phone} 24 hours a day, 7 days a week.`
  );
}

/** The topic a message is about, or null (tests and logs). */
export function matchTopic(message: string): string | null {
  const text = message.normalize("NFKC").replace(/[’‘]/g, "'");
  return topics.find((t) => t.matches.test(text))?.name ?? null;
}

export function builtInReply(message: string, business: Business): string {
  const text = message.normalize("NFKC").replace(/[’‘]/g, "'");
  const topic = topics.find((t) => t.matches.test(text));
  return topic ? topic.reply(business) : fallback(business);
}
