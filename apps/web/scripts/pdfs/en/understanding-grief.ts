import { CRISIS_LINE, GRIEF_GROUP_WEEKS, type Business } from "@fh/validators";
import type { UnderstandingGriefWords } from "../understanding-grief";

/** The words of "Understanding Grief" in English, the ones the other languages are written from. */
export const understandingGriefWords = (b: Business): UnderstandingGriefWords => ({
  cover: {
    title: "Understanding Grief",
    subtitle: "A gentle guide for the days, months and years after a loss",
    dedication: "There is no right way to grieve, and no schedule to keep. We hope these pages offer some comfort, some understanding, and the reminder that you do not have to walk this road alone.",
    subject: "A guide to grief for bereaved families",
  },
  beforeYouBegin: {
    heading: "A Word Before You Begin",
    paragraphs: [
      "If you are reading this, someone you love has died, or is dying, and you are trying to make sense of what comes next. Please read these pages at your own pace. You may read a paragraph and put it down for a week. That is perfectly all right.",
      `Our family at ${b.name} has sat with many families in the hardest hours of their lives. What we have learned from them is simple: grief is the natural response to loss, it is as individual as the person who feels it, and it is a reflection of love. Nothing in this guide is a rule. Take what helps and leave the rest.`,
    ],
  },
  whatGriefIs: {
    heading: "What Is Grief?",
    paragraphs: [
      "Grief is everything we feel, think and do in response to losing someone or something we care about. It is not a problem to be solved or a sign that something is wrong with you. It is the way human beings adjust to a world that has changed without their permission.",
      "Grief can begin before a death, during a long illness, and it can return years later on an ordinary afternoon. It can be quiet or overwhelming. It can surprise you with its strength, and it can soften in ways you did not expect.",
    ],
  },
  whatGriefFeelsLike: {
    heading: "What Grief Can Feel Like",
    intro: "Grief touches every part of a person. You may notice some of the following. All of them are common, and none of them mean you are grieving the wrong way.",
    feelings: [
      {
        term: "In your heart",
        text: "Sadness, longing, numbness, anger, guilt, relief, fear, loneliness, or all of these in a single hour. Relief after a long illness is normal and does not mean you loved them less.",
      },
      {
        term: "In your body",
        text: "Tiredness that sleep does not fix, trouble sleeping, changes in appetite, tightness in the chest or throat, aches, and getting sick more easily.",
      },
      {
        term: "In your mind",
        text: "Forgetfulness, trouble concentrating, replaying the last days again and again, expecting them to walk through the door, or dreaming about them.",
      },
      {
        term: "In your spirit",
        text: "Questioning your faith or finding new comfort in it, searching for meaning, and wondering who you are now that they are gone.",
      },
      {
        term: "In your days",
        text: "Wanting to be alone, or not being able to bear being alone; keeping very busy; avoiding places that remind you of them, or seeking them out.",
      },
    ],
  },
  fiveStages: {
    heading: "The Five Stages, and Why Grief Is Not a Ladder",
    intro: "You may have heard of the five stages of grief. They were first described to explain the feelings of people facing their own death, and they have since helped many mourners put names to what they feel:",
    stages: [
      { term: "Denial", text: "Shock, numbness and disbelief. This is the mind's way of letting in only as much as we can bear." },
      { term: "Anger", text: "At the illness, at doctors, at God, at ourselves, or at the person who died. Anger is often love with nowhere to go." },
      { term: "Bargaining", text: "The \u201Cwhat ifs\u201D and \u201Cif onlys\u201D: going over what might have been done differently." },
      { term: "Depression", text: "A deep sadness as the reality of the loss settles in. This is not weakness; it is an honest response to a great loss." },
      { term: "Acceptance", text: "Not being \u201Cfine\u201D with the loss, but learning to live with it and carry it." },
    ],
    notLinear: {
      title: "Grief is not linear",
      text: "Most people do not move through these stages in order, one after another. You may feel several at once, skip some entirely, or return to one you thought was behind you. Good days may be followed by hard ones. This does not mean you are going backward. It means you are grieving.",
    },
  },
  waves: {
    heading: "Grief Comes in Waves",
    paragraphs: [
      "In the beginning, grief can feel like being caught in a storm, with waves that come one after another. With time, most people find that the waves come further apart. They may still be strong when they come, set off by a song, a smell, a date on the calendar, or familiar handwriting on an old envelope. These sudden moments are sometimes called grief bursts. They are a normal part of mourning, even years later.",
      "It may help to know that the pain does not usually shrink so much as your life slowly grows around it. The love remains; the weight becomes something you learn to carry.",
    ],
  },
  caringForYourself: {
    heading: "Caring for Yourself",
    intro: "Grief is hard work, and it asks a great deal of your body and mind. Small acts of care matter more than they seem.",
    list: [
      "Be patient with yourself. There is no deadline for feeling better.",
      "Try to eat something nourishing at regular times, drink water, and rest even if you cannot sleep.",
      "Move your body a little each day: a short walk outside can ease both sleep and mood.",
      "Say yes when people offer specific help, and let them know what would help most.",
      "Put off major decisions, such as selling a home or moving, for several months if you can.",
      "Be careful with alcohol and sleep aids, which can deepen sadness and disturb rest.",
      "Keep a journal, write a letter to the person who died, or talk with them aloud. Many people find this comforting.",
      "Keep your regular doctor's appointments, and tell your doctor about your loss.",
      "Allow yourself moments of laughter and joy. They are not a betrayal of the person you miss.",
    ],
  },
  familyAndFriends: {
    heading: "For Family and Friends Who Want to Help",
    intro: "If you are supporting someone who is grieving, your presence matters more than the perfect words. You do not need to fix their pain. Listen, remember, and keep showing up.",
    list: [
      "Say the name of the person who died. Share a memory. Most grieving people long to hear it.",
      "Offer something specific: \u201CI'll bring dinner on Thursday,\u201D rather than \u201CLet me know if you need anything.\u201D",
      "Avoid phrases such as \u201Cthey're in a better place\u201D or \u201Ceverything happens for a reason,\u201D which can hurt even when kindly meant.",
      "Remember the hard dates: birthdays, anniversaries and holidays, and the quiet weeks after the funeral when the cards stop coming.",
    ],
  },
  moreHelp: {
    heading: "When to Seek More Help",
    intro: "Most grief, however painful, slowly becomes more bearable with time and support. Sometimes grief becomes stuck or overwhelming, and a counselor, doctor or support group can help. Please reach out if you notice:",
    list: [
      "Thoughts of harming yourself, or of not wanting to go on living",
      "Being unable to take care of yourself or others for weeks at a time",
      "Intense longing or distress that has not eased at all after many months",
      "Relying on alcohol, drugs or medication to get through the day",
      "Persistent guilt, or believing the death was your fault",
      "Withdrawing completely from the people and activities you used to love",
    ],
    crisis: {
      title: `If you are in crisis, call or text ${CRISIS_LINE}`,
      text: `The ${CRISIS_LINE} Suicide & Crisis Lifeline is free, confidential and open 24 hours a day. If someone is in immediate danger, call 911.`,
    },
  },
  whereToTurn: {
    heading: "Where to Turn",
    paragraphs: [
      `${b.name} offers support long after the funeral. Our local grief support groups follow a ${GRIEF_GROUP_WEEKS}-week program, and you are welcome to join at any time. We can also refer you to trusted grief counselors and therapists in Palm Beach County.`,
      `Call us at any hour at ${b.phone}, or visit us at ${b.streetAddress}, ${b.city}. You can also find our other guides, Helping Children Through Grief and Coping with Grief During the Holidays, on our website.`,
    ],
  },
  quote: {
    text: "Grief is the price we pay for love.",
    by: "Queen Elizabeth II",
  },
});
