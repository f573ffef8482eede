// The English catalog is the source: every other language has exactly its keys (test/catalogs.test.ts).
import type assistant from "../catalogs/en/assistant.json";
import type chat from "../catalogs/en/chat.json";
import type consultation from "../catalogs/en/consultation.json";
import type dates from "../catalogs/en/dates.json";
import type family from "../catalogs/en/family.json";
import type familyPage from "../catalogs/en/familyPage.json";
import type familyLetters from "../catalogs/en/familyLetters.json";
import type fields from "../catalogs/en/fields.json";
import type followers from "../catalogs/en/followers.json";
import type grief from "../catalogs/en/grief.json";
import type head from "../catalogs/en/head.json";
import type home from "../catalogs/en/home.json";
import type keepsake from "../catalogs/en/keepsake.json";
import type notices from "../catalogs/en/notices.json";
import type obituaries from "../catalogs/en/obituaries.json";
import type obituary from "../catalogs/en/obituary.json";
import type pdf from "../catalogs/en/pdf.json";
import type pdfBrochure from "../catalogs/en/pdfBrochure.json";
import type pdfHelpingChildren from "../catalogs/en/pdfHelpingChildren.json";
import type pdfHolidays from "../catalogs/en/pdfHolidays.json";
import type pdfUnderstandingGrief from "../catalogs/en/pdfUnderstandingGrief.json";
import type planAhead from "../catalogs/en/planAhead.json";
import type priceList from "../catalogs/en/priceList.json";
import type print from "../catalogs/en/print.json";
import type pricing from "../catalogs/en/pricing.json";
import type privacy from "../catalogs/en/privacy.json";
import type resources from "../catalogs/en/resources.json";
import type site from "../catalogs/en/site.json";
import type submit from "../catalogs/en/submit.json";
import type terms from "../catalogs/en/terms.json";

/**
 * Every namespace of words, by the shape of its English catalog
 * (catalogs/en/<namespace>.json), so a key is checked where it is used. A new
 * namespace is a file in each language's folder and a line here.
 */
export interface Catalog {
  assistant: typeof assistant;
  chat: typeof chat;
  consultation: typeof consultation;
  dates: typeof dates;
  family: typeof family;
  familyPage: typeof familyPage;
  familyLetters: typeof familyLetters;
  fields: typeof fields;
  followers: typeof followers;
  grief: typeof grief;
  head: typeof head;
  home: typeof home;
  keepsake: typeof keepsake;
  notices: typeof notices;
  obituaries: typeof obituaries;
  obituary: typeof obituary;
  pdf: typeof pdf;
  pdfBrochure: typeof pdfBrochure;
  pdfHelpingChildren: typeof pdfHelpingChildren;
  pdfHolidays: typeof pdfHolidays;
  pdfUnderstandingGrief: typeof pdfUnderstandingGrief;
  planAhead: typeof planAhead;
  priceList: typeof priceList;
  print: typeof print;
  pricing: typeof pricing;
  privacy: typeof privacy;
  resources: typeof resources;
  site: typeof site;
  submit: typeof submit;
  terms: typeof terms;
}

export type Namespace = keyof Catalog;
