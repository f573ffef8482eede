import { CRISIS_LINE, GRIEF_GROUP_WEEKS, type Business } from "@fh/validators";
import type { HolidaysWords } from "../holidays";

/** The words of "Coping with Grief During the Holidays" in English, the ones the other languages are written from. */
export const holidaysWords = (b: Business): HolidaysWords => ({
  cover: {
    title: "Coping with Grief During the Holidays",
    subtitle: "Finding your way through holidays, birthdays and anniversaries",
    dedication: "The holidays can make an empty chair feel emptier. Whether this is your first season without someone you love or your tenth, we hope these ideas help you plan, remember, and be gentle with yourself.",
    subject: "Grief at the holidays and on special days",
  },
  whyHard: {
    heading: "Why the Holidays Are So Hard",
    paragraphs: [
      "Holidays are built around family, tradition and togetherness, and that is exactly why they can hurt so much after a death. Every decoration, song and gathering can remind us of who is missing. Meanwhile, the world around us insists on cheer, which can make grieving people feel out of step and alone.",
      "Many people find that the days leading up to a holiday are harder than the day itself. Others are surprised by a wave of sorrow long after the season has passed. Both are normal. There is no right way to spend a holiday while grieving.",
    ],
  },
  planAhead: {
    heading: "Plan Ahead, Gently",
    intro: "Having a plan, even a loose one, can make the days less daunting. Talk with your family about what each of you needs this year. You may be surprised: one person may long to keep every tradition while another cannot bear them. Listen to each other and look for a middle way.",
    list: [
      "Decide where you will be, and with whom, and have a gentle way to leave early if you need to.",
      "Ask yourself which traditions feel comforting and which feel too painful this year.",
      "Share tasks: let others host, cook or shop. Online shopping or gift cards can spare you crowded stores.",
      "Give yourself permission to change your mind on the day itself.",
      "Plan something restful for the day after.",
    ],
  },
  traditions: {
    heading: "Keep, Change or Create Traditions",
    intro: "There is no need to do everything the way you always have. Some families keep traditions exactly as they were, as a way of staying close to the person who died. Others find comfort in doing something entirely new for a year or two. You might:",
    list: [
      "Have the holiday meal at a different home, at a restaurant, or at a different time of day.",
      "Scale back: fewer decorations, a smaller gathering, a simpler meal.",
      "Travel, or volunteer together at a shelter or food bank.",
      "Keep the one or two traditions that matter most and let the rest rest for now.",
    ],
  },
  remembering: {
    heading: "Ways to Remember and Include Them",
    intro: "Many families find that openly including their loved one in the holiday eases the ache of pretending nothing has changed. Some ideas families have shared with us:",
    list: [
      "Light a special candle during the meal and say their name.",
      "Set out a photo, or leave a place at the table for a moment of remembrance.",
      "Hang a memorial ornament, or fill a memory stocking with notes from family members.",
      "Cook their favorite dish, using their recipe card.",
      "Invite everyone to share a favorite story, or a lesson they learned from them.",
      "Make a donation, in their name, to a cause they cared about, or buy a gift for someone in need.",
      "Visit their resting place, or a place they loved, such as the beach at sunrise.",
      "Play their favorite music, or watch the holiday movie they always insisted on.",
    ],
    joy: {
      title: "It is all right to feel joy",
      text: "Laughter and happy moments during the holidays are not a betrayal of the person you miss. Grief and joy can sit at the same table. Most people we love would want us to find some light in these days.",
    },
  },
  yourself: {
    heading: "Taking Care of Yourself",
    list: [
      "Set limits. You do not have to attend every party or send every card. \u201CNot this year\u201D is a complete answer.",
      "Rest, eat well and get outside. The holidays are tiring even in easy years.",
      "Be careful with alcohol, which can deepen sadness and make hard days harder.",
      "Let people know what would help: company, a phone call, or time alone.",
      "Have a quiet place to step away when feelings rise, and a trusted person who knows you may need it.",
      "Write down your feelings, or a letter to the person you miss.",
      "Remember that the anticipation is often worse than the day itself.",
    ],
  },
  children: {
    heading: "Children and the Holidays",
    paragraphs: [
      "Children often want the holidays to feel as they always have, and may feel guilty for enjoying them. Let them know that having fun is all right, and that missing someone is all right too. Involve them in choosing how to remember: a decoration they make, a card they write, a story they tell. Keep as many of their familiar routines as you can.",
    ],
  },
  otherDays: {
    heading: "Other Hard Days",
    paragraphs: [
      "The same ideas can help with other days that carry special weight: birthdays, wedding anniversaries, the anniversary of the death, Mother's Day and Father's Day, graduations and family milestones. Mark them in a way that feels right to you, whether that is a gathering, a quiet walk, or a day off work. Let people close to you know the date is coming; many will want to remember with you.",
    ],
  },
  friendsAndFamily: {
    heading: "For Friends and Family",
    intro: "If someone you know is grieving this season, a simple gesture can mean more than you know.",
    list: [
      "Invite them, and make it easy to say no, or to come late and leave early.",
      "Say their loved one's name and share a memory. It is rarely the reminder you fear; they have not forgotten.",
      "Offer practical help: shopping, wrapping gifts, decorating, or taking the children out for an afternoon.",
      "Send a card that says, \u201CI'm thinking of you and of them this season.\u201D",
      "Check in after the holidays too, when the gatherings are over and the quiet sets in.",
    ],
  },
  notAlone: {
    heading: "You Are Not Alone",
    paragraphs: [
      `${b.name} welcomes you to our grief support groups, which follow a ${GRIEF_GROUP_WEEKS}-week program and often hold a special gathering before the holidays. We can also connect you with counselors and faith communities near you. Call us day or night at ${b.phone}.`,
    ],
    crisis: {
      title: `If the season feels unbearable, call or text ${CRISIS_LINE}`,
      text: `The ${CRISIS_LINE} Suicide & Crisis Lifeline answers 24 hours a day, on holidays too. If someone is in immediate danger, call 911.`,
    },
  },
  quote: {
    text: "What we have once enjoyed we can never lose. All that we love deeply becomes a part of us.",
    by: "Helen Keller",
  },
});
