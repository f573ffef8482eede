import { DIRECT_CREMATION_FROM, GRIEF_GROUP_WEEKS, fullAddress, publicPages } from "@fh/validators";
import type { Replies } from "./types";

/** The built-in responder's answers in English (the product's own words, as SPEC.md writes them). */
export const ENGLISH_REPLIES: Replies = {
  "immediate-assistance": (b) =>
    `I'm so sorry. When someone has just died, you do not have to know every step. ` +
    `If the death was unexpected and at home, call 911 first; if your loved one was in hospice, call the hospice nurse. ` +
    `Then call us at ${b.phone}: we answer 24 hours a day, 7 days a week, and we will come to bring your loved one into our care and guide you through what comes next.`,
  cremation: (b, page) =>
    `Cremation can be as simple or as personal as your family wishes. Direct cremation starts at ${DIRECT_CREMATION_FROM}, ` +
    `and you can add a memorial service before or after. ` +
    `To talk through options and costs, call us at ${b.phone} any time, or book a free consultation at ${page(publicPages.bookConsultation)}.`,
  "pre-planning": (b, page) =>
    `Planning ahead is a loving gift to your family. A pre-planning consultation is free; you can pre-pay to lock in today's prices, ` +
    `and we can help with assigning an insurance policy. Book a time at ${page(publicPages.bookConsultation)}, or call us at ${b.phone}.`,
  consultation: (b, page) =>
    `You can book a consultation at ${page(publicPages.bookConsultation)}: in person at our funeral home, by video call or by phone, ` +
    `on weekdays between 9:00 AM and 4:00 PM. If you need us sooner, call ${b.phone} at any hour.`,
  "funeral-planning": (b, page) =>
    `Planning a funeral can feel like a lot at once, and we will walk through it with you step by step: ` +
    `choosing burial or cremation, the kind of service, the obituary and the details that make it personal. ` +
    `Book a free consultation at ${page(publicPages.bookConsultation)} or call us at ${b.phone}, day or night.`,
  staff: (b) =>
    `You can reach a member of our staff at ${b.phone}, 24 hours a day, 7 days a week. ` +
    `Our funeral home is at ${fullAddress(b)}, and you are welcome to send us a message from the Contact section of our home page.`,
  "support-groups": (b, page) =>
    `You do not have to grieve alone. Our grief-support page (${page(publicPages.griefSupport)}) lists local groups with their weekly meeting times, ` +
    `including a ${GRIEF_GROUP_WEEKS}-week grief program, and more options are at ${page(publicPages.moreGriefResources)}. ` +
    `If you would like help choosing, call us at ${b.phone}.`,
  "grief-stages": (_b, page) =>
    `Grief is often described in five stages: denial, anger, bargaining, depression and acceptance. ` +
    `It is not a straight line; many people move back and forth between them, and whatever you feel is a normal part of loving someone. ` +
    `Our grief-support page (${page(publicPages.griefSupport)}) explains each stage and offers guides you can download.`,
  sleep: (b, page) =>
    `Trouble sleeping is very common after a loss. A steady bedtime, less screen time late at night and a few slow breaths can help; ` +
    `our grief-support page (${page(publicPages.griefSupport)}) has a 4-minute guided breathing exercise. ` +
    `If sleeplessness goes on for weeks, please talk to your doctor, and you can call us at ${b.phone} any time.`,
  overwhelmed: (b, page) =>
    `It makes sense to feel overwhelmed; you are carrying a great deal right now. Try to take one small step at a time, ` +
    `and let others help. The breathing exercise on ${page(publicPages.griefSupport)} can bring a moment of calm, ` +
    `and if anything about arrangements feels like too much, call us at ${b.phone}: we can take it off your hands.`,
  memorial: (_b, page) =>
    `You can create a memorial tribute at ${page(publicPages.creativeSubmit)}; our staff review each one before it is published. ` +
    `Friends and family can then leave condolences in its guest book. Memorial tributes are listed at ${page(publicPages.obituaries)}.`,
  "emotional-support": (b, page) =>
    `I'm so sorry for your loss. What you are feeling is a reflection of your love, and there is no right way to grieve. ` +
    `It can help to talk with someone you trust, to be gentle with yourself, and to find others who understand; ` +
    `our grief-support page (${page(publicPages.griefSupport)}) has local groups and guides, and you can call us at ${b.phone} any time.`,
  thanks: (b) => `You're very welcome. I'm here whenever you need, and our staff are at ${b.phone} day and night.`,
  greeting: () =>
    `Hello, and welcome. I'm here to help with grief support, funeral planning or anything you need right now. What is on your mind?`,
  fallback: (b, page) =>
    `Thank you for reaching out; I'm here to help. I can share grief support, help with funeral or cremation planning, ` +
    `or tell you what to do when someone has just died. Our grief-support page (${page(publicPages.griefSupport)}) has resources, ` +
    `and our staff are at ${b.phone} 24 hours a day, 7 days a week.`,
};
