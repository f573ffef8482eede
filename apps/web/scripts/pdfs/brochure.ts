import { CRISIS_LINE, DIRECT_CREMATION_FROM, GRIEF_GROUP_WEEKS, fullAddress, type Business } from "@fh/validators";
import type { DocumentSpec } from "./render";

export function brochure(b: Business): DocumentSpec {
  return {
    title: "Our Services",
    subtitle: `Funerals, cremation, memorial services and pre-planning in ${b.city} and South Florida`,
    dedication: `${b.name} is a family-owned funeral home serving ${b.city}, Palm Beach County and South Florida. We care for your family as we would care for our own: with dignity, honesty and respect.`,
    subject: "Services, pre-planning and grief support",
    blocks: [
      { kind: "heading", text: "Welcome" },
      {
        kind: "paragraph",
        text: `When someone you love dies, you deserve people who will listen, explain every choice plainly, and take care of the details so that you can take care of each other. For the families of ${b.city} and the surrounding communities, that is what we are here to do.`,
      },
      {
        kind: "paragraph",
        text: "Whether you are facing a loss today, planning ahead for yourself, or looking for support in grief, this brochure explains the services we offer and how we can help. If you have a question it does not answer, please call us. There is never an obligation.",
      },
      { kind: "heading", text: "When a Death Occurs" },
      {
        kind: "paragraph",
        text: `Call us at ${b.phone}, at any hour of any day. A member of our staff will answer, help you with the first steps, and arrange to bring your loved one into our care.`,
      },
      {
        kind: "bullets",
        items: [
          "If the death occurs at home under hospice care, call the hospice first; they will guide you and then contact us.",
          "If the death occurs at home without hospice, call 911.",
          "If the death occurs in a hospital or care facility, let the staff know that you have chosen our funeral home.",
          "We will then arrange a time to meet, in person, by video or by phone, to plan the service with you.",
        ],
      },
      {
        kind: "paragraph",
        text: "It can help to gather your loved one's full legal name, date and place of birth, Social Security number, parents' names, military discharge papers (DD-214) if they served, and any pre-arrangement documents. Do not worry if you cannot find everything; we will help.",
      },
      { kind: "heading", text: "Traditional Funeral Services" },
      {
        kind: "paragraph",
        text: "A traditional funeral brings family and friends together to honor a life, share their grief and support one another. We will help you shape every part of it to reflect the person you love.",
      },
      {
        kind: "bullets",
        items: [
          "Visitation or viewing, in our chapel or at your place of worship",
          "Funeral service with clergy, a celebrant or family members leading",
          "Graveside committal and coordination with the cemetery",
          "Caskets, vaults, flowers, printed programs and memorial folders",
          "Video tributes, music and live streaming for family far away",
          "Transportation, including a hearse and family vehicles",
        ],
      },
      { kind: "heading", text: "Cremation Services" },
      {
        kind: "paragraph",
        text: `Cremation offers families flexibility in how and when they gather. Direct cremation is available from ${DIRECT_CREMATION_FROM}, and can be followed by a memorial service whenever your family is ready.`,
      },
      {
        kind: "bullets",
        items: [
          `Direct cremation from ${DIRECT_CREMATION_FROM}, with no service beforehand`,
          "Cremation with a visitation and funeral service beforehand",
          "Cremation followed by a memorial service or celebration of life",
          "A choice of urns, keepsakes and jewelry",
          "Guidance on scattering, niches and family burial of cremated remains",
        ],
      },
      { kind: "heading", text: "Memorial Services and Celebrations of Life" },
      {
        kind: "paragraph",
        text: "A memorial service can be held in our chapel, at a church, at the beach, in a park or at home, with or without the body present. Some families choose a formal service; others gather for stories, music and a favorite meal. We help with the venue, the order of service, printed programs, photo displays and video tributes.",
      },
      { kind: "heading", text: "Veterans' Services" },
      {
        kind: "paragraph",
        text: "We are honored to serve those who served. We help families arrange military funeral honors, apply for burial in a national cemetery, and request a government headstone or marker, a burial flag and a Presidential Memorial Certificate.",
      },
      { kind: "heading", text: "Planning Ahead" },
      {
        kind: "paragraph",
        text: "Planning your own arrangements in advance is one of the kindest gifts you can give your family. It spares them difficult decisions at an emotional time, and it ensures your wishes are known and honored.",
      },
      {
        kind: "bullets",
        items: [
          "A free, no-obligation consultation, in person, by video or by phone",
          "Record your wishes: burial or cremation, service, music, readings and more",
          "Pre-pay to lock in today's prices, with affordable payment plans",
          "Help with assigning an existing life insurance policy to cover funeral costs",
          "Your plan is kept on file and can be updated at any time",
        ],
      },
      {
        kind: "callout",
        title: "Book a free pre-planning consultation",
        text: `Visit our website and choose Book Consultation, or call ${b.phone}. Meetings usually take about an hour, and there is no obligation to purchase anything.`,
      },
      { kind: "heading", text: "Grief Support" },
      {
        kind: "paragraph",
        text: `Our care does not end with the funeral. We offer local grief support groups following a ${GRIEF_GROUP_WEEKS}-week program, free guides to understanding grief, helping children grieve and coping with the holidays, and referrals to trusted counselors. Our website also has a guided breathing exercise and a grief support chat, open at any hour.`,
      },
      {
        kind: "paragraph",
        text: `If you or someone you know is in crisis, please call or text ${CRISIS_LINE}, the Suicide & Crisis Lifeline, at any time.`,
      },
      { kind: "heading", text: "Our Promise to You" },
      {
        kind: "bullets",
        items: [
          "We will answer your call personally, 24 hours a day, 7 days a week.",
          "We will explain every option and every cost clearly, and give you our General Price List on request, by phone, by email or in person.",
          "We will never pressure you to choose more than you want or need.",
          "We will care for your loved one with the same dignity and respect we would give our own family.",
        ],
      },
      { kind: "heading", text: "Contact Us" },
      {
        kind: "terms",
        items: [
          { term: "Telephone", text: `${b.phone}, answered 24 hours a day, 7 days a week` },
          { term: "Address", text: fullAddress(b) },
          { term: "Email", text: b.email },
          { term: "Hours", text: b.hours },
        ],
      },
      {
        kind: "quote",
        text: "Those we love don't go away, they walk beside us every day.",
      },
    ],
  };
}
