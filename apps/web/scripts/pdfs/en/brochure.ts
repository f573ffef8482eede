import { CRISIS_LINE, DIRECT_CREMATION_FROM, GRIEF_GROUP_WEEKS, type Business } from "@fh/validators";
import type { BrochureWords } from "../brochure";

/** The words of the brochure in English, the ones the other languages are written from. */
export const brochureWords = (b: Business): BrochureWords => ({
  cover: {
    title: "Our Services",
    subtitle: `Funerals, cremation, memorial services and pre-planning in ${b.city} and South Florida`,
    dedication: `${b.name} is a family-owned funeral home serving ${b.city}, Palm Beach County and South Florida. We care for your family as we would care for our own: with dignity, honesty and respect.`,
    subject: "Services, pre-planning and grief support",
  },
  welcome: {
    heading: "Welcome",
    paragraphs: [
      `When someone you love dies, you deserve people who will listen, explain every choice plainly, and take care of the details so that you can take care of each other. For the families of ${b.city} and the surrounding communities, that is what we are here to do.`,
      "Whether you are facing a loss today, planning ahead for yourself, or looking for support in grief, this brochure explains the services we offer and how we can help. If you have a question it does not answer, please call us. There is never an obligation.",
    ],
  },
  whenADeathOccurs: {
    heading: "When a Death Occurs",
    intro: `Call us at ${b.phone}, at any hour of any day. A member of our staff will answer, help you with the first steps, and arrange to bring your loved one into our care.`,
    list: [
      "If the death occurs at home under hospice care, call the hospice first; they will guide you and then contact us.",
      "If the death occurs at home without hospice, call 911.",
      "If the death occurs in a hospital or care facility, let the staff know that you have chosen our funeral home.",
      "We will then arrange a time to meet, in person, by video or by phone, to plan the service with you.",
    ],
    whatToGather: "It can help to gather your loved one's full legal name, date and place of birth, Social Security number, parents' names, military discharge papers (DD-214) if they served, and any pre-arrangement documents. Do not worry if you cannot find everything; we will help.",
  },
  traditionalFunerals: {
    heading: "Traditional Funeral Services",
    intro: "A traditional funeral brings family and friends together to honor a life, share their grief and support one another. We will help you shape every part of it to reflect the person you love.",
    list: [
      "Visitation or viewing, in our chapel or at your place of worship",
      "Funeral service with clergy, a celebrant or family members leading",
      "Graveside committal and coordination with the cemetery",
      "Caskets, vaults, flowers, printed programs and memorial folders",
      "Video tributes, music and live streaming for family far away",
      "Transportation, including a hearse and family vehicles",
    ],
  },
  cremation: {
    heading: "Cremation Services",
    intro: `Cremation offers families flexibility in how and when they gather. Direct cremation is available from ${DIRECT_CREMATION_FROM}, and can be followed by a memorial service whenever your family is ready.`,
    list: [
      `Direct cremation from ${DIRECT_CREMATION_FROM}, with no service beforehand`,
      "Cremation with a visitation and funeral service beforehand",
      "Cremation followed by a memorial service or celebration of life",
      "A choice of urns, keepsakes and jewelry",
      "Guidance on scattering, niches and family burial of cremated remains",
    ],
  },
  memorials: {
    heading: "Memorial Services and Celebrations of Life",
    paragraphs: [
      "A memorial service can be held in our chapel, at a church, at the beach, in a park or at home, with or without the body present. Some families choose a formal service; others gather for stories, music and a favorite meal. We help with the venue, the order of service, printed programs, photo displays and video tributes.",
    ],
  },
  veterans: {
    heading: "Veterans' Services",
    paragraphs: [
      "We are honored to serve those who served. We help families arrange military funeral honors, apply for burial in a national cemetery, and request a government headstone or marker, a burial flag and a Presidential Memorial Certificate.",
    ],
  },
  planningAhead: {
    heading: "Planning Ahead",
    intro: "Planning your own arrangements in advance is one of the kindest gifts you can give your family. It spares them difficult decisions at an emotional time, and it ensures your wishes are known and honored.",
    list: [
      "A free, no-obligation consultation, in person, by video or by phone",
      "Record your wishes: burial or cremation, service, music, readings and more",
      "Pre-pay to lock in today's prices, with affordable payment plans",
      "Help with assigning an existing life insurance policy to cover funeral costs",
      "Your plan is kept on file and can be updated at any time",
    ],
    consultation: {
      title: "Book a free pre-planning consultation",
      text: `Visit our website and choose Book Consultation, or call ${b.phone}. Meetings usually take about an hour, and there is no obligation to purchase anything.`,
    },
  },
  griefSupport: {
    heading: "Grief Support",
    paragraphs: [
      `Our care does not end with the funeral. We offer local grief support groups following a ${GRIEF_GROUP_WEEKS}-week program, free guides to understanding grief, helping children grieve and coping with the holidays, and referrals to trusted counselors. Our website also has a guided breathing exercise and a grief support chat, open at any hour.`,
      `If you or someone you know is in crisis, please call or text ${CRISIS_LINE}, the Suicide & Crisis Lifeline, at any time.`,
    ],
  },
  promise: {
    heading: "Our Promise to You",
    list: [
      "We will answer your call personally, 24 hours a day, 7 days a week.",
      "We will explain every option and every cost clearly, and give you our General Price List on request, by phone, by email or in person.",
      "We will never pressure you to choose more than you want or need.",
      "We will care for your loved one with the same dignity and respect we would give our own family.",
    ],
  },
  contact: {
    heading: "Contact Us",
    phone: { term: "Telephone", text: `${b.phone}, answered 24 hours a day, 7 days a week` },
    address: "Address",
    email: "Email",
    hours: "Hours",
  },
  quote: {
    text: "Those we love don't go away, they walk beside us every day.",
  },
});
