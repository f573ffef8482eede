import { CRISIS_LINE, type Business } from "@fh/validators";
import type { HelpingChildrenWords } from "../helping-children";

/** The words of "Helping Children Through Grief" in English, the ones the other languages are written from. */
export const helpingChildrenWords = (b: Business): HelpingChildrenWords => ({
  cover: {
    title: "Helping Children Through Grief",
    subtitle: "A guide for parents, grandparents and caregivers",
    dedication: "Children grieve too, in their own way and in their own time. With honest words, steady love and a little patience, the adults around them can help them carry a loss they will remember all their lives.",
    subject: "Supporting grieving children and teenagers",
  },
  childrenGrieveToo: {
    heading: "Children Grieve Too",
    paragraphs: [
      "When someone in the family dies, adults often want to protect children from pain. It is a loving wish. But children notice far more than we think: the hushed voices, the tears, the change in routine. When no one explains, they fill the silence with their own imaginings, which are often more frightening than the truth.",
      "Children cannot be shielded from loss, but they can be supported through it. What helps most is simple: the truth told gently, in words they can understand, by someone they trust, again and again as they need it.",
      "You do not have to have all the answers, and you do not have to hide your own sadness. When children see the adults they love grieve openly and keep going, they learn that sorrow can be survived.",
    ],
  },
  ages: {
    heading: "How Children Understand Death at Different Ages",
    intro: "Every child is different, but children's understanding of death tends to grow with age. A child may also revisit the loss at each new stage of life, grieving it again as they come to understand it more fully.",
    ages: [
      {
        term: "Babies and toddlers (under 3)",
        text: "They do not understand death, but they feel the absence of a loved one and the stress of those around them. They may become fussy, clingy, or change their sleeping and eating. Keeping routines and close, calm care is the greatest comfort.",
      },
      {
        term: "Preschoolers (3 to 5)",
        text: "They often see death as temporary or reversible, and may ask again and again when the person is coming back. They may think their own thoughts or behavior caused the death. Simple, repeated, concrete answers help.",
      },
      {
        term: "Young school-age children (6 to 9)",
        text: "They begin to understand that death is permanent, but may think it happens only to others, or picture it as a person or spirit. They may ask detailed questions about the body and what happens after death. Answer honestly and simply.",
      },
      {
        term: "Older children (10 to 12)",
        text: "They understand that death is final and happens to everyone, including themselves and the people they love. They may worry about who will take care of them, and may hide their feelings to protect grown-ups.",
      },
      {
        term: "Teenagers",
        text: "They understand death as adults do, but may struggle with big questions about meaning and fairness. They often turn to friends rather than family, and may show grief through anger, risk-taking or withdrawal. They need both space and an open door.",
      },
    ],
  },
  talkingHonestly: {
    heading: "Talking About Death Honestly",
    intro: "It is natural to want to soften the news. Yet phrases that feel gentle to adults can confuse or frighten children. A child told that Grandpa \u201Cwent to sleep\u201D may become afraid of bedtime. A child told we \u201Clost\u201D someone may wonder why no one is looking for them.",
    list: [
      "Use the real words: \u201Cdied\u201D and \u201Cdead.\u201D For example: \u201CGrandma died. Her body stopped working, and she can't breathe or eat or feel pain anymore.\u201D",
      "Tell them soon, in a quiet, familiar place, and let them be held if they want to be.",
      "Give a simple, true explanation of how the person died, with as much detail as the child asks for.",
      "Share your family's beliefs about what happens after death, if you have them, while keeping the fact of death clear.",
      "It is all right to say, \u201CI don't know.\u201D It is all right to cry together.",
      "Expect the same questions many times. Repetition is how children make sense of something so large.",
      "Reassure them that nothing they thought, said or did caused the death.",
      "Tell them who will take care of them, and that you are not going anywhere.",
    ],
  },
  theFuneral: {
    heading: "Should Children Attend the Funeral?",
    intro: "Many families wonder whether a child should go to the visitation, funeral or burial. In our experience, most children benefit from being included, as long as they are prepared and given a choice. Rituals help children, as they help adults, to understand that the death is real and to say goodbye among people who love them.",
    list: [
      "Explain ahead of time what they will see and hear: the room, the casket or urn, people crying, the order of the service.",
      "Let them choose whether to attend, and whether to see the person's body. Either choice is all right.",
      "Ask a trusted adult who is less directly grieving to stay with the child, ready to step outside if needed.",
      "Offer a small role if they would like one: choosing a photo, drawing a picture or writing a note to place in the casket, or handing out programs.",
      "Children who do not attend can still take part, by visiting the grave later or holding their own small ceremony at home.",
    ],
    welcome: {
      title: "We welcome your children",
      text: `Our staff at ${b.name} are glad to show children and their parents around before a service, answer their questions, and help you plan a way for them to take part. Just ask.`,
    },
  },
  commonReactions: {
    heading: "Common Reactions in Grieving Children",
    intro: "Children often grieve in short bursts. A child may cry one minute and ask to go out and play the next. This is normal; play is how children rest from grief and work through it. You may also notice:",
    list: [
      "Returning to younger behaviors, such as bedwetting, thumb-sucking or baby talk",
      "Clinging, fear of being apart from you, or worry that someone else will die",
      "Stomachaches, headaches and trouble sleeping",
      "Anger, tantrums or acting out at home or school",
      "Trouble concentrating, or a drop in school work",
      "Acting out death, funerals or illness in their play",
      "Seeming not to care at all, which often means the feelings are simply too big to show yet",
    ],
  },
  everyDay: {
    heading: "Ways to Help Every Day",
    list: [
      "Keep daily routines as steady as you can: meals, school, bedtime. Predictability feels safe.",
      "Make time to talk, and let the child lead. Car rides and bedtime are often when questions come.",
      "Name your own feelings simply: \u201CI'm sad today because I miss Daddy.\u201D It gives children permission to feel theirs.",
      "Offer other ways to express grief: drawing, writing, music, building, or a memory box of photos and keepsakes.",
      "Read picture books about death and grief together. Your librarian can suggest good ones for your child's age.",
      "Let the child's teacher and school counselor know about the death, so they can offer support and understanding.",
      "Keep the person's memory alive: tell stories, look at photos, cook their favorite meal on their birthday.",
      "Give extra reassurance and affection, and keep your promises.",
    ],
    teenagers: {
      heading: "For teenagers",
      text: "Teenagers may not want to talk with parents, and that is not a rejection. Let them know you are available, without pressing. Respect their need for friends, and help them find a counselor, coach, faith leader or relative they trust. Watch for risky behavior, heavy drinking or drug use, and take any talk of self-harm seriously.",
    },
  },
  moreHelp: {
    heading: "When a Child Needs More Help",
    intro: "Grief can take a long time, and it is normal for children to have hard days for months or years. Consider seeking help from a pediatrician, school counselor or children's grief counselor if a child:",
    list: [
      "Talks about wanting to die or to join the person who died",
      "Shows a lasting loss of interest in friends and activities",
      "Has ongoing trouble sleeping or eating, or frequent physical complaints",
      "Is persistently anxious about their own death or the death of others",
      "Has a long decline in school work, or refuses to go to school",
      "Imitates the person who died, or insists on being with them",
    ],
    crisis: {
      title: `In a crisis, call or text ${CRISIS_LINE}`,
      text: `The ${CRISIS_LINE} Suicide & Crisis Lifeline helps people of every age, including teenagers and the adults worried about them, 24 hours a day. If someone is in immediate danger, call 911.`,
    },
  },
  yourself: {
    heading: "Taking Care of Yourself",
    paragraphs: [
      "Children grieve best when the adults around them are cared for too. You cannot pour from an empty cup. Accept help, rest when you can, and find your own place to grieve, with a friend, a counselor or a support group. Your children will learn from watching you that it is possible to be deeply sad and still be all right.",
      `${b.name} offers support groups for families, including programs for children and teens, and can refer you to children's grief specialists near you. Call us any time at ${b.phone}. We are here for your whole family.`,
    ],
  },
});
