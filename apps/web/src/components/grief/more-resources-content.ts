import { GRIEF_GROUP_WEEKS } from "@fh/validators/site";

/**
 * The /more-grief-resources directory. Organisation names and 555 numbers are
 * fictional examples; 988 and 2-1-1 are the real national lines.
 */

export interface DirectoryEntry {
  name: string;
  description: string;
  phone?: string;
  detail?: string;
}

export const specializedServices: DirectoryEntry[] = [
  {
    name: "Loss of a Child",
    description: "Support for parents and grandparents after the death of a child of any age, from people who have walked the same road.",
    phone: "(561) 555-0131",
  },
  {
    name: "Pregnancy and Infant Loss",
    description: "Gentle care after miscarriage, stillbirth or the death of a newborn, including keepsake and remembrance programs.",
    phone: "(561) 555-0136",
  },
  {
    name: "Suicide Loss Survivors",
    description: "Groups for people who have lost someone to suicide, a grief that often carries questions and feelings of its own.",
    phone: "(561) 555-0153",
  },
  {
    name: "Loss of a Spouse or Partner",
    description: "Support for widows and widowers, with practical help for the months after a loss and social gatherings.",
    phone: "(561) 555-0124",
  },
  {
    name: "Veterans and Military Families",
    description: "Bereavement support for families of veterans and service members, including help with military honors and benefits.",
    phone: "(561) 555-0171",
  },
  {
    name: "Pet Loss Support",
    description: "A monthly circle for anyone grieving a beloved animal companion. The bond was real, and so is the grief.",
    phone: "(561) 555-0185",
  },
];

interface GroupLocation {
  place: string;
  address: string;
  schedule: string;
  sessions: string;
}

export const groupLocations: GroupLocation[] = [
  {
    place: "Lake Worth Beach Community Room",
    address: "Lake Worth Beach, FL",
    schedule: "Mondays, 6:30 – 8:00 PM",
    sessions: `New ${GRIEF_GROUP_WEEKS}-week sessions begin the first Monday of January, April, July and October`,
  },
  {
    place: "Boynton Beach Library, Meeting Room B",
    address: "Boynton Beach, FL",
    schedule: "Wednesdays, 10:00 – 11:30 AM",
    sessions: `New ${GRIEF_GROUP_WEEKS}-week sessions begin the second Wednesday of February, May, August and November`,
  },
  {
    place: "Greenacres Senior Center",
    address: "Greenacres, FL",
    schedule: "Thursdays, 2:00 – 3:30 PM",
    sessions: "Drop-in group, open every week of the year",
  },
  {
    place: "Delray Beach Wellness Center",
    address: "Delray Beach, FL",
    schedule: "Saturdays, 9:30 – 11:00 AM",
    sessions: `New ${GRIEF_GROUP_WEEKS}-week sessions begin the first Saturday of March, June, September and December`,
  },
];

export const faithBasedSupport: DirectoryEntry[] = [
  {
    name: "Congregational Grief Ministries",
    description: "Many local churches, synagogues and mosques offer bereavement groups and pastoral visits, open to members and non-members alike.",
    detail: "Ask us and we will help you find one in your tradition.",
  },
  {
    name: "Christian Grief Support Groups",
    description: "Weekly faith-centered groups combining video teaching, discussion and prayer, held at several area churches.",
    phone: "(561) 555-0127",
  },
  {
    name: "Jewish Bereavement Circle",
    description: "Support through shiva, shloshim and the year of mourning, with guidance on Kaddish and yahrzeit.",
    phone: "(561) 555-0149",
  },
  {
    name: "Interfaith Chaplaincy",
    description: "Hospital and hospice chaplains of many faiths, and of none, who offer spiritual comfort to anyone who asks.",
    phone: "(561) 555-0162",
  },
];

export const therapyOptions: DirectoryEntry[] = [
  {
    name: "Individual Grief Counseling",
    description: "One-to-one sessions with a licensed counselor who specializes in bereavement. Many accept insurance or offer sliding-scale fees.",
  },
  {
    name: "Family Counseling",
    description: "Helps a family grieve together, especially when members are grieving in very different ways, or when children are involved.",
  },
  {
    name: "Complicated Grief Treatment",
    description: "Evidence-based therapy for grief that stays intense and disabling for many months, or that follows a traumatic death.",
  },
  {
    name: "Online and Telehealth Therapy",
    description: "Video or phone sessions from home, for those who find it hard to travel or prefer privacy.",
  },
];

export const communityResources: DirectoryEntry[] = [
  {
    name: "988 Suicide & Crisis Lifeline",
    description: "Call or text 988, any hour of any day, for free and confidential support in a crisis.",
    phone: "988",
  },
  {
    name: "2-1-1 Helpline",
    description: "Dial 2-1-1 to be connected with local services: counseling, financial help, food, housing and caregiver support.",
    phone: "211",
  },
  {
    name: "Area Agency on Aging",
    description: "Help for older adults who have lost a spouse: meals, transportation, benefits counseling and companionship programs.",
    phone: "(561) 555-0178",
  },
  {
    name: "Public Library Grief Collections",
    description: "Local libraries keep books on grief for adults, teens and children, and librarians can help you find them.",
  },
];
