import { GRIEF_GROUP_WEEKS } from "@fh/validators/site";
import type { DocumentKey } from "../../lib/documents";

/**
 * The words of the grief-support pages, kept apart from their layout so they
 * can be read and revised in one place. Provider names and their 555 numbers
 * are fictional examples of the kind of local help a family can reach.
 */

export interface Provider {
  name: string;
  kind: string;
  description: string;
  phone: string;
  group: { day: string; time: string; place: string };
}

export const localProviders: Provider[] = [
  {
    name: "Lakeside Grief Counseling Center",
    kind: "Individual and family counseling",
    description:
      "Licensed grief counselors who meet with individuals, couples and families, in person or by video, with evening appointments available.",
    phone: "(561) 555-0142",
    group: { day: "Tuesdays", time: "6:30 – 8:00 PM", place: "Lake Worth Beach" },
  },
  {
    name: "Palm Coast Hospice Bereavement Program",
    kind: "Bereavement support groups",
    description:
      `A ${GRIEF_GROUP_WEEKS}-week program for adults who have lost a spouse, parent, child or friend, led by trained facilitators. Open to everyone, at no cost.`,
    phone: "(561) 555-0167",
    group: { day: "Thursdays", time: "10:00 – 11:30 AM", place: "West Palm Beach" },
  },
  {
    name: "Harbor Light Children's Grief Center",
    kind: "Children, teens and their families",
    description:
      "Peer support groups for grieving children ages 5 to 17, with a parallel group for parents and caregivers, meeting at the same time.",
    phone: "(561) 555-0118",
    group: { day: "Wednesdays", time: "6:00 – 7:30 PM", place: "Boynton Beach" },
  },
];

export const griefStages: Array<{ name: string; description: string }> = [
  {
    name: "Denial",
    description:
      "A sense of numbness or disbelief that cushions the first shock. It can feel as if the loss has not really happened.",
  },
  {
    name: "Anger",
    description:
      "Frustration or anger, at the situation, at others, at oneself or even at the person who died. Anger is a natural part of loving someone.",
  },
  {
    name: "Bargaining",
    description:
      "The \"what ifs\" and \"if onlys\": replaying events and wondering what might have been done differently.",
  },
  {
    name: "Depression",
    description:
      "Deep sadness as the reality of the loss settles in. Withdrawing, crying and feeling empty are common, and they are not weakness.",
  },
  {
    name: "Acceptance",
    description:
      "Learning to live with the loss. It does not mean being \"okay\" with it, but finding a way to carry it and move forward.",
  },
];

export const copingStrategies: Array<{ title: string; description: string }> = [
  {
    title: "Allow yourself to grieve",
    description: "Let yourself feel what you feel, without judging it. There is no right way and no schedule for grief.",
  },
  {
    title: "Take care of your body",
    description: "Try to rest, eat regular meals, drink water and take short walks. Grief is tiring, and your body needs care too.",
  },
  {
    title: "Lean on others",
    description: "Accept help from family and friends, and tell them what you need. A support group can connect you with people who understand.",
  },
  {
    title: "Keep routines where you can",
    description: "Small, familiar routines bring steadiness. Put off major decisions, such as moving or selling a home, for a while if you can.",
  },
  {
    title: "Express your feelings",
    description: "Write in a journal, talk about your loved one, make art or music. Giving grief a form can ease its weight.",
  },
];

export const resourceGuides: Array<{ key: DocumentKey; description: string }> = [
  {
    key: "understandingGrief",
    description: "What grief can feel like, why it comes in waves, and gentle ways to care for yourself in the weeks and months ahead.",
  },
  {
    key: "helpingChildren",
    description: "How children understand death at each age, honest words to use, and how to support them through the funeral and after.",
  },
  {
    key: "holidays",
    description: "Planning ahead for holidays, birthdays and anniversaries, keeping or changing traditions, and making room for memory.",
  },
];

export const professionalHelpSigns: string[] = [
  "Thoughts of harming yourself, or of not wanting to go on living",
  "Being unable to manage daily tasks such as eating, sleeping, work or caring for others",
  "Intense grief that does not ease at all after many months",
  "Relying on alcohol, drugs or medication to get through the day",
  "Withdrawing from everyone and everything you used to care about",
  "Persistent guilt, or feeling the death was your fault",
  "Trouble sleeping, panic or constant worry that will not let up",
];

export const memorialIdeas: Array<{ title: string; description: string }> = [
  {
    title: "Plant a memorial garden",
    description: "Plant a tree, a rose bush or a small bed of their favorite flowers, a living place to return to.",
  },
  {
    title: "Create a memory book",
    description: "Gather photos, letters, recipes and stories from family and friends into one keepsake.",
  },
  {
    title: "Support a cause they loved",
    description: "Give to a charity, scholarship or organization that mattered to them, in their name.",
  },
  {
    title: "Light a candle on special days",
    description: "On birthdays, anniversaries and holidays, light a candle and share a story about them.",
  },
  {
    title: "Hold a celebration of life",
    description: "Gather friends for a meal, a walk on the beach or a favorite activity to honor who they were.",
  },
  {
    title: "Write a letter to them",
    description: "Write what you wish you could say. Keep it, read it aloud at their resting place, or share it.",
  },
];
