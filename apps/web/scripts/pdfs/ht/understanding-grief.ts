import { CRISIS_LINE, GRIEF_GROUP_WEEKS, type Business } from "@fh/validators";
import type { UnderstandingGriefWords } from "../understanding-grief";

/** The words of "Understanding Grief" in Haitian Creole (standard orthography), written from the English guide. */
export const understandingGriefWords = (b: Business): UnderstandingGriefWords => ({
  cover: {
    title: "Konprann lapenn",
    subtitle: "Yon gid dousman pou jou, mwa ak ane ki vin apre yon pèt",
    dedication: "Pa gen yon sèl bon fason pou pase lapenn, ni yon orè pou w swiv. Nou espere paj sa yo ap ba w yon ti konsolasyon, yon ti konpreyansyon, e yo ap fè w sonje ou pa oblije fè wout sa a pou kont ou.",
    subject: "Yon gid sou lapenn pou fanmi ki pèdi yon moun",
  },
  beforeYouBegin: {
    heading: "Yon ti mo anvan ou kòmanse",
    paragraphs: [
      "Si w ap li sa a, se paske yon moun ou renmen mouri, oswa l ap mouri, e w ap eseye konprann sa k ap vini. Tanpri li paj sa yo dousman, jan sa mache pou ou. Petèt w ap li yon paragraf epi w ap kite l pou yon semèn. Pa gen okenn pwoblèm nan sa.",
      `Fanmi nou nan ${b.name} te chita bò kote anpil fanmi nan moman ki pi difisil nan lavi yo. Sa nou aprann nan men yo senp: lapenn se fason natirèl nou reyaji devan yon pèt, chak moun viv li a pa l, e se yon refleksyon lanmou. Anyen nan gid sa a pa yon règ. Pran sa ki ede w, kite rès la.`,
    ],
  },
  whatGriefIs: {
    heading: "Kisa lapenn ye?",
    paragraphs: [
      "Lapenn se tout sa nou santi, tout sa nou panse ak tout sa nou fè lè nou pèdi yon moun oswa yon bagay nou renmen. Se pa yon pwoblèm pou rezoud, ni yon siy ki di gen yon bagay ki pa bon nan ou. Se fason moun adapte yo nan yon monn ki chanje san yo pa t mande l.",
      "Lapenn ka kòmanse anvan lanmò a, pandan yon maladi ki dire lontan, e li ka tounen plizyè ane apre, yon apremidi tankou tout lòt. Li ka fèt an silans oswa li ka twò lou pou pote. Fòs li ka sezi w, e li ka vin pi dous nan fason ou pa t atann.",
    ],
  },
  whatGriefFeelsLike: {
    heading: "Sa lapenn ka fè w santi",
    intro: "Lapenn touche chak pati nan yon moun. Petèt w ap remake kèk nan bagay ki anba yo. Yo tout nòmal, e okenn ladan yo pa vle di w ap pase lapenn nan yon move fason.",
    feelings: [
      {
        term: "Nan kè w",
        text: "Tristès, anvi wè moun nan, santi w tankou w angoudi, kòlè, remò, soulajman, krentif, solitid, oswa tout bagay sa yo nan yon sèl èdtan. Santi w soulaje apre yon maladi ki dire lontan nòmal, e sa pa vle di ou te renmen moun nan mwens.",
      },
      {
        term: "Nan kò w",
        text: "Yon fatig dòmi pa retire, pwoblèm pou dòmi, apeti ki chanje, yon sere nan pwatrin oswa nan gòj, doulè, e tonbe malad pi fasil.",
      },
      {
        term: "Nan tèt ou",
        text: "Bliye bagay, difikilte pou konsantre, repase dènye jou yo plizyè fwa, atann moun nan antre nan pòt la, oswa reve l.",
      },
      {
        term: "Nan lespri w",
        text: "Poze kesyon sou lafwa w oswa jwenn yon nouvo konsolasyon ladan l, chèche yon sans, e mande tèt ou kiyès ou ye kounye a moun nan pa la ankò.",
      },
      {
        term: "Nan jounen w",
        text: "Anvi rete pou kont ou, oswa pa ka sipòte rete pou kont ou; kenbe tèt ou okipe anpil; evite kote ki fè w sonje moun nan, oswa chèche yo.",
      },
    ],
  },
  fiveStages: {
    heading: "Senk etap yo, e poukisa lapenn pa yon eskalye",
    intro: "Petèt ou tande pale de senk etap lapenn yo. Yo te dekri yo an premye pou esplike sa moun k ap fè fas ak pwòp lanmò yo santi, e depi lè sa a yo ede anpil moun ki nan lapenn mete non sou sa yo santi:",
    stages: [
      { term: "Refize kwè", text: "Chòk, santi w angoudi, pa ka kwè sa. Se fason lespri nou kite antre sèlman sa nou ka sipòte." },
      { term: "Kòlè", text: "Kont maladi a, kont doktè yo, kont Bondye, kont tèt nou, oswa kont moun ki mouri a. Kòlè souvan se lanmou ki pa jwenn kote pou l ale." },
      { term: "Negosye", text: "Tout \u201Csi m te…\u201D ak \u201Csi sèlman…\u201D: repase sa yo te ka fè yon lòt jan." },
      { term: "Depresyon", text: "Yon tristès pwofon pandan reyalite pèt la ap chita. Se pa feblès; se yon repons sensè devan yon gwo pèt." },
      { term: "Aksepte", text: "Se pa santi w \u201Cbyen\u201D ak pèt la, men aprann viv avè l epi pote l." },
    ],
    notLinear: {
      title: "Lapenn pa mache an liy dwat",
      text: "Pifò moun pa pase nan etap sa yo nan lòd, youn apre lòt. Ou ka santi plizyè alafwa, sote kèk ladan yo, oswa retounen nan youn ou te kwè ki te dèyè w. Bon jou ka swiv jou ki difisil. Sa pa vle di w ap fè bak. Sa vle di w ap pase lapenn.",
    },
  },
  waves: {
    heading: "Lapenn vini tankou lanm lanmè",
    paragraphs: [
      "Okòmansman, lapenn ka sanble yon tanpèt, ak lanm k ap vini youn dèyè lòt. Avèk tan, pifò moun wè lanm yo vin pi espase. Lè yo vini, yo ka fò toujou: yon chante, yon odè, yon dat nan kalandriye a, oswa yon ekriti ou konnen sou yon vye anvlòp ka fè yo leve. Moman sa yo ki vini sanzatann se yon pati nòmal nan dèy, menm plizyè ane apre.",
      "Li ka ede w konnen doulè a pa vrèman vin pi piti; se lavi w ki grandi tou dousman bò kote l. Lanmou an rete; pwa a vin yon bagay ou aprann pote.",
    ],
  },
  caringForYourself: {
    heading: "Pran swen tèt ou",
    intro: "Lapenn se yon travay di, e li mande kò w ak tèt ou anpil. Ti jès swen yo konte plis pase jan yo sanble.",
    list: [
      "Pran pasyans ak tèt ou. Pa gen yon dat limit pou w santi w pi byen.",
      "Eseye manje yon bagay ki bon pou sante w a lè regilye, bwè dlo, e repoze w menm si ou pa ka dòmi.",
      "Fè kò w bouje yon ti kras chak jou: yon ti mache deyò ka ede w dòmi e ka bay moral ou fòs.",
      "Di wi lè moun ofri w yon èd presi, e fè yo konnen kisa ki ta ede w plis.",
      "Si w kapab, tann kèk mwa anvan w pran gwo desizyon, tankou vann kay ou oswa demenaje.",
      "Fè atansyon ak alkòl ak grenn pou dòmi, ki ka fè tristès la pi fon e ki ka twouble repo w.",
      "Ekri nan yon kaye, ekri yon lèt pou moun ki mouri a, oswa pale avè l fò. Anpil moun jwenn konsolasyon nan sa.",
      "Kontinye ale nan randevou doktè w yo, e di doktè w pèt ou fè a.",
      "Kite tèt ou ri epi kontan kèk moman. Se pa trayi moun ou sonje a.",
    ],
  },
  familyAndFriends: {
    heading: "Pou fanmi ak zanmi ki vle ede",
    intro: "Si w ap soutni yon moun ki nan lapenn, prezans ou konte plis pase pawòl ki pafè. Ou pa bezwen retire doulè l. Koute, sonje, e kontinye la.",
    list: [
      "Di non moun ki mouri a. Pataje yon souvni. Pifò moun ki nan lapenn anvi tande l.",
      "Ofri yon bagay presi: \u201CM ap pote manje pou ou jedi\u201D, olye de \u201CFè m konnen si w bezwen kichòy\u201D.",
      "Evite fraz tankou \u201Cli nan yon pi bon kote\u201D oswa \u201Ctout bagay rive pou yon rezon\u201D, ki ka fè mal menm lè yo di l ak bon kè.",
      "Sonje dat ki difisil yo: anivèsè, anivèsè lanmò a ak jou fèt yo, ak semèn trankil apre finèy la lè kat yo sispann vini.",
    ],
  },
  moreHelp: {
    heading: "Ki lè pou w chèche plis èd",
    intro: "Pifò lapenn, kèlkeswa jan yo fè mal, vin pi fasil pou pote tou dousman avèk tan ak sipò. Pafwa lapenn bloke oswa li vin twò lou, e yon konseye, yon doktè oswa yon gwoup sipò ka ede. Tanpri mande èd si w remake:",
    list: [
      "Ou gen panse pou fè tèt ou mal, oswa ou pa vle kontinye viv",
      "Ou pa ka pran swen tèt ou oswa lòt moun pandan plizyè semèn",
      "Yon anvi wè moun nan oswa yon kè sere ki fò anpil e ki pa bese ditou apre plizyè mwa",
      "Ou bezwen alkòl, dwòg oswa medikaman pou w pase jounen an",
      "Yon remò ki pa janm kite w, oswa ou kwè lanmò a se fòt ou",
      "Ou retire kò w nèt sou moun ak aktivite ou te konn renmen",
    ],
    crisis: {
      title: `Si w an kriz, rele oswa voye yon tèks bay ${CRISIS_LINE}`,
      text: `Liy ${CRISIS_LINE} pou prevni swisid ak kriz la gratis, konfidansyèl e li louvri 24 è sou 24; gen entèprèt ki disponib sou liy lan pou pale avè w an kreyòl. Si yon moun an danje kounye a, rele 911.`,
    },
  },
  whereToTurn: {
    heading: "Kote pou w jwenn sipò",
    paragraphs: [
      `${b.name} kontinye akonpaye w lontan apre finèy la. Gwoup sipò nan lapenn nou yo nan zòn nan swiv yon pwogram ${GRIEF_GROUP_WEEKS} semèn, e ou ka antre nenpòt lè. Nou ka ba w non konseye ak terapis nou fè konfyans tou nan konte Palm Beach.`,
      `Rele nou nenpòt lè nan ${b.phone}, oswa vin wè nou nan ${b.streetAddress}, ${b.city}. Ou ka jwenn lòt gid nou yo tou sou sit entènèt nou an: Ede timoun yo nan lapenn ak Lapenn pandan jou fèt yo.`,
    ],
  },
  quote: {
    text: "Lapenn se pri nou peye pou lanmou.",
    by: "Rèn Elizabèt II",
  },
});
