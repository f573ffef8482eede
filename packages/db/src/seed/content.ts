/**
 * Demo content for a fresh embedded database: clearly fictional people and
 * events, written with the same care as real ones, so the site can be seen
 * and tried before any family has used it. Dates are given relative to the
 * day the seed runs so "recent" and "upcoming" stay true.
 */

export interface SeedObituary {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** Days before the seed day. */
  diedDaysAgo: number;
  /** "{age}" stands for the age at death in words, worked out when the seed runs (the date of death moves with the seed day). */
  biography: string;
  photoUrl?: string;
  submitterName: string;
  submitterEmail: string;
  submitterPhone?: string;
  status: "live" | "pending";
  /** Days before the seed day that the obituary was submitted. */
  createdDaysAgo: number;
  guestBook?: { authorName: string; authorEmail?: string; message: string; daysAgo: number }[];
}

export const seedObituaries: SeedObituary[] = [
  {
    firstName: "Eleanor",
    lastName: "Whitfield",
    dateOfBirth: "1938-04-12",
    diedDaysAgo: 6,
    biography:
      "Eleanor Whitfield, a teacher of forty years and the heart of every gathering, passed away peacefully at home surrounded by her family.\n" +
      "Born in Savannah, Georgia, she moved to Lake Worth in 1962 and taught third grade at the same elementary school until her retirement. Generations of children learned to read at her kidney-shaped table, and many came back as parents to thank her.\n" +
      "She loved her roses, Sunday crossword puzzles and the ocean at sunrise. She is survived by her three children, seven grandchildren and two great-grandchildren, who will miss her laughter and her lemon pound cake.",
    photoUrl: "/images/memorials/memorial-roses.jpg",
    submitterName: "Margaret Whitfield-Ames",
    submitterEmail: "margaret.ames@example.com",
    submitterPhone: "(561) 555-0148",
    status: "live",
    createdDaysAgo: 5,
    guestBook: [
      {
        authorName: "Daniel Ortiz",
        authorEmail: "daniel.ortiz@example.com",
        message: "Mrs. Whitfield taught me to read in 1979. I still hear her voice every time I open a book. Thank you for sharing her with all of us.",
        daysAgo: 3,
      },
      {
        authorName: "The Harper family",
        message: "Our hearts are with you. Eleanor's roses were the pride of the street, and so was she.",
        daysAgo: 2,
      },
    ],
  },
  {
    firstName: "Raymond",
    lastName: "Castellano",
    dateOfBirth: "1946-09-03",
    diedDaysAgo: 12,
    biography:
      "Raymond \"Ray\" Castellano, a Navy veteran and master carpenter, died on a quiet morning after a long illness borne with grace.\n" +
      "After serving aboard the USS Forrestal, Ray built homes, porches and more than a few church pews across Palm Beach County. He never met a squeaky door he could not fix.\n" +
      "He is remembered for his patience, his terrible jokes and the wooden toys he made every Christmas for the children of the neighborhood.",
    photoUrl: "/images/memorials/memorial-harbor.jpg",
    submitterName: "Lucia Castellano",
    submitterEmail: "lucia.castellano@example.com",
    status: "live",
    createdDaysAgo: 10,
    guestBook: [
      {
        authorName: "Pastor James Reed",
        message: "Ray's hands built the pews we sit on each Sunday. His kindness built much more than that. Rest well, friend.",
        daysAgo: 8,
      },
    ],
  },
  {
    firstName: "Grace",
    lastName: "Okafor",
    dateOfBirth: "1952-01-27",
    diedDaysAgo: 20,
    biography:
      "Grace Okafor, a nurse who cared for the families of Lake Worth for over three decades, went home to rest after a brief illness.\n" +
      "She came to Florida from Enugu, Nigeria, in 1978, and worked nights in the maternity ward for most of her career. Countless families remember her calm voice in the first hours of their children's lives.\n" +
      "Grace sang in her church choir, kept a garden of peppers and herbs, and never let a visitor leave her house hungry.",
    submitterName: "Chidi Okafor",
    submitterEmail: "chidi.okafor@example.com",
    submitterPhone: "(561) 555-0172",
    status: "live",
    createdDaysAgo: 18,
  },
  {
    firstName: "Harold",
    lastName: "Brennan",
    dateOfBirth: "1931-11-19",
    diedDaysAgo: 45,
    biography:
      "Harold Brennan, who fished the Lake Worth Lagoon for seventy years, passed away at the age of {age}.\n" +
      "A retired postal carrier, Harold knew every family on his route by name and every dog by temperament. In retirement he could be found on the pier at dawn, sharing bait and advice in equal measure.\n" +
      "He was preceded in death by his beloved wife, Rosemary, and is survived by his son, two daughters and a very spoiled beagle named Skipper.",
    photoUrl: "/images/memorials/memorial-pier.jpg",
    submitterName: "Kathleen Brennan",
    submitterEmail: "kathleen.brennan@example.com",
    status: "live",
    createdDaysAgo: 43,
    guestBook: [
      {
        authorName: "Marcus Bell",
        message: "Harold showed me how to tie my first fishing knot when I was nine. The pier won't be the same.",
        daysAgo: 40,
      },
    ],
  },
  {
    firstName: "Sofia",
    lastName: "Marchetti",
    dateOfBirth: "1967-06-08",
    diedDaysAgo: 60,
    biography:
      "Sofia Marchetti, chef, mother and friend to anyone who walked through the door of her trattoria, left us far too soon.\n" +
      "For twenty-two years her small restaurant on Lake Avenue was where the neighborhood celebrated birthdays, anniversaries and ordinary Tuesdays. She believed a good meal could mend almost anything.\n" +
      "Sofia is survived by her husband, Paolo, her daughters, Giulia and Chiara, and a kitchen full of recipes that her family has promised to keep cooking.",
    submitterName: "Giulia Marchetti",
    submitterEmail: "giulia.marchetti@example.com",
    status: "live",
    createdDaysAgo: 58,
  },
  {
    firstName: "Walter",
    lastName: "Greenberg",
    dateOfBirth: "1940-02-14",
    diedDaysAgo: 75,
    biography:
      "Walter Greenberg, an accountant by trade and a violinist at heart, died peacefully on a winter afternoon.\n" +
      "He played with the community orchestra for thirty-five years and taught free lessons at the library to any child who asked. His annual Valentine's Day birthday concert for his wife, Ruth, was a family legend.\n" +
      "Walter is survived by Ruth, their two sons and five grandchildren.",
    photoUrl: "/images/memorials/memorial-lilies.jpg",
    submitterName: "Ruth Greenberg",
    submitterEmail: "ruth.greenberg@example.com",
    status: "live",
    createdDaysAgo: 72,
  },
  {
    firstName: "Dolores",
    lastName: "Vance",
    dateOfBirth: "1935-08-30",
    diedDaysAgo: 95,
    biography:
      "Dolores Vance, a seamstress whose wedding dresses were worn by three generations of Lake Worth brides, passed away at {age}.\n" +
      "She opened her shop in 1961 and kept it open until she was eighty-two, because, as she said, somebody still needed a hem taken up.\n" +
      "She is survived by her nieces and nephews and by the many families who still keep her gowns wrapped in tissue paper.",
    submitterName: "Annette Vance",
    submitterEmail: "annette.vance@example.com",
    status: "live",
    createdDaysAgo: 92,
  },
  {
    firstName: "Marcus",
    lastName: "Thibodeaux",
    dateOfBirth: "1958-12-05",
    diedDaysAgo: 120,
    biography:
      "Marcus Thibodeaux, firefighter, youth baseball coach and proud son of Louisiana, died after a courageous fight with cancer.\n" +
      "He served with Palm Beach County Fire Rescue for twenty-eight years and coached Little League for nearly as long. His teams rarely won the championship, and always had the most fun.\n" +
      "Marcus is survived by his wife, Denise, his children, Andre and Nicole, and his mother, Loretta.",
    photoUrl: "/images/memorials/memorial-sunrise.jpg",
    submitterName: "Denise Thibodeaux",
    submitterEmail: "denise.thibodeaux@example.com",
    submitterPhone: "(561) 555-0191",
    status: "live",
    createdDaysAgo: 118,
    guestBook: [
      {
        authorName: "Coach Ellis",
        message: "Marcus taught a whole town's worth of kids that showing up matters more than the score.",
        daysAgo: 110,
      },
    ],
  },
  {
    firstName: "Beatrice",
    lastName: "Lindqvist",
    dateOfBirth: "1944-03-21",
    diedDaysAgo: 150,
    biography:
      "Beatrice Lindqvist, librarian and lifelong reader, turned her final page on a spring evening.\n" +
      "She ran the reference desk of the county library for thirty years and could find any book from a half-remembered description of its cover.\n" +
      "Beatrice is survived by her sister, Ingrid, and by the book club she founded in 1989, which meets still.",
    submitterName: "Ingrid Lindqvist",
    submitterEmail: "ingrid.lindqvist@example.com",
    status: "live",
    createdDaysAgo: 148,
  },
  {
    firstName: "Samuel",
    lastName: "Ashworth",
    dateOfBirth: "1929-07-04",
    diedDaysAgo: 200,
    biography:
      "Samuel Ashworth, born on Independence Day and a lifelong keeper of its fireworks, died at {age}.\n" +
      "A Korean War veteran and owner of the hardware store on Dixie Highway, Sam lent more tools than he sold and never once asked for them back.\n" +
      "He is survived by his daughter, Patricia, four grandchildren and six great-grandchildren.",
    submitterName: "Patricia Ashworth",
    submitterEmail: "patricia.ashworth@example.com",
    status: "live",
    createdDaysAgo: 198,
  },
  {
    firstName: "Imani",
    lastName: "Robinson",
    dateOfBirth: "1989-10-16",
    diedDaysAgo: 240,
    biography:
      "Imani Robinson, artist, teacher and bright spirit, passed away unexpectedly at {age}.\n" +
      "Her murals brighten the walls of two schools and the community center on Lake Osborne Drive. She taught art to children on Saturday mornings for free because, she said, every child deserves paint on their hands.\n" +
      "Imani is survived by her parents, Gerald and Yvonne, her brother, Jamal, and the many students she inspired.",
    photoUrl: "/images/memorials/memorial-garden.jpg",
    submitterName: "Yvonne Robinson",
    submitterEmail: "yvonne.robinson@example.com",
    status: "live",
    createdDaysAgo: 236,
  },
  {
    firstName: "Francis",
    lastName: "O'Malley",
    dateOfBirth: "1948-05-17",
    diedDaysAgo: 300,
    biography:
      "Francis O'Malley, known to all as Frank, a mail-order bookseller and a generous friend, died at home at {age}.\n" +
      "Frank loved Irish music, Miami Dolphins football and long conversations on his front porch.\n" +
      "He is survived by his wife of fifty years, Maureen, and their three children.",
    submitterName: "Maureen O'Malley",
    submitterEmail: "maureen.omalley@example.com",
    status: "live",
    createdDaysAgo: 297,
  },
  {
    firstName: "Henrietta",
    lastName: "Pruitt",
    dateOfBirth: "1941-01-09",
    diedDaysAgo: 3,
    biography:
      "Henrietta Pruitt, a devoted grandmother and church organist, passed away this week.\n" +
      "She played the organ at First Community Church for fifty-one years.",
    submitterName: "Laura Pruitt",
    submitterEmail: "laura.pruitt@example.com",
    status: "pending",
    createdDaysAgo: 1,
  },
  {
    firstName: "Vincent",
    lastName: "Delgado",
    dateOfBirth: "1955-09-22",
    diedDaysAgo: 4,
    biography:
      "Vincent Delgado, a boat mechanic and lifelong fisherman, died peacefully at home.\n" +
      "He is survived by his wife, Carmen, and their four children.",
    submitterName: "Carmen Delgado",
    submitterEmail: "carmen.delgado@example.com",
    submitterPhone: "(561) 555-0110",
    status: "pending",
    createdDaysAgo: 2,
  },
  {
    firstName: "Agnes",
    lastName: "Whitaker",
    dateOfBirth: "1933-12-01",
    diedDaysAgo: 9,
    biography:
      "Agnes Whitaker, a retired bank teller who volunteered at the animal shelter every Wednesday for twenty years, passed away at {age}.",
    submitterName: "Thomas Whitaker",
    submitterEmail: "thomas.whitaker@example.com",
    status: "pending",
    createdDaysAgo: 0,
  },
];

export interface SeedEvent {
  title: string;
  description?: string;
  inDays: number;
  eventTime: string;
  location?: string;
  eventType: "memorial" | "funeral" | "celebration" | "community" | "grand_opening" | "other";
  isPublic: boolean;
}

export const seedEvents: SeedEvent[] = [
  {
    title: "Grief Support Group: Finding Hope Together",
    description:
      "A gentle, facilitated gathering for anyone who has lost someone. Part of our 13-week program; newcomers are welcome at any session. Coffee and tea provided.",
    inDays: 4,
    eventTime: "6:30 PM",
    location: "Family Room, 1200 Lake Avenue",
    eventType: "community",
    isPublic: true,
  },
  {
    title: "Candlelight Service of Remembrance",
    description:
      "An evening of music, readings and candle lighting to remember loved ones during the holiday season. All are welcome.",
    inDays: 18,
    eventTime: "7:00 PM",
    location: "Chapel of Peace",
    eventType: "memorial",
    isPublic: true,
  },
  {
    title: "Pre-Planning Information Morning",
    description:
      "Learn how pre-planning and pre-payment can lock in today's prices and spare your family difficult decisions. Light breakfast served.",
    inDays: 25,
    eventTime: "10:00 AM",
    location: "Community Room",
    eventType: "community",
    isPublic: true,
  },
  {
    title: "Staff training: new arrangement software",
    description: "Internal session for funeral directors.",
    inDays: 6,
    eventTime: "8:00 AM",
    location: "Office",
    eventType: "other",
    isPublic: false,
  },
  {
    title: "Veterans Day Wreath Laying",
    description: "A brief ceremony honoring the veterans we have served.",
    inDays: -12,
    eventTime: "11:00 AM",
    location: "Memorial Garden",
    eventType: "memorial",
    isPublic: true,
  },
];

export interface SeedService {
  title: string;
  description?: string;
  inDays: number;
  serviceTime: string;
  location?: string;
  serviceType: "funeral" | "memorial" | "viewing" | "burial" | "cremation" | "celebration";
  deceasedName: string;
  isPublic: boolean;
}

export const seedServices: SeedService[] = [
  {
    title: "Celebration of Life for Eleanor Whitfield",
    description: "Family and friends are invited to share stories of Eleanor. Reception to follow in the garden.",
    inDays: 2,
    serviceTime: "11:00 AM",
    location: "Chapel of Peace",
    serviceType: "celebration",
    deceasedName: "Eleanor Whitfield",
    isPublic: true,
  },
  {
    title: "Visitation for Raymond Castellano",
    description: "Visitation with military honors at 5:30 PM.",
    inDays: 3,
    serviceTime: "4:00 PM",
    location: "Main Parlor",
    serviceType: "viewing",
    deceasedName: "Raymond Castellano",
    isPublic: true,
  },
  {
    title: "Funeral Mass for Raymond Castellano",
    description: "Interment to follow at Pinecrest Cemetery.",
    inDays: 4,
    serviceTime: "10:00 AM",
    location: "St. Luke's Church",
    serviceType: "funeral",
    deceasedName: "Raymond Castellano",
    isPublic: true,
  },
  {
    title: "Private committal for the Okafor family",
    description: "Family only.",
    inDays: 5,
    serviceTime: "9:00 AM",
    location: "Pinecrest Cemetery",
    serviceType: "burial",
    deceasedName: "Grace Okafor",
    isPublic: false,
  },
];
