import { CRISIS_LINE, DIRECT_CREMATION_FROM, GRIEF_GROUP_WEEKS, type Business } from "@fh/validators";
import type { BrochureWords } from "../brochure";

/** The words of the brochure in Haitian Creole (standard orthography), written from the English one; the business facts as configured. */
export const brochureWords = (b: Business): BrochureWords => ({
  cover: {
    title: "Sèvis nou yo",
    subtitle: `Finèy, kremasyon, sèvis memwa ak planifikasyon davans nan ${b.city} ak nan Sid Florid`,
    dedication: `${b.name} se yon salon finèb fanmi ki sèvi ${b.city}, konte Palm Beach ak Sid Florid. Nou pran swen fanmi w jan nou ta pran swen pa nou: ak diyite, onètete ak respè.`,
    subject: "Sèvis, planifikasyon davans ak sipò nan lapenn",
  },
  welcome: {
    heading: "Byenvini",
    paragraphs: [
      `Lè yon moun ou renmen mouri, ou merite moun ki koute w, ki esplike w chak chwa klèman, e ki okipe detay yo pou nou menm nou ka okipe youn lòt. Pou fanmi ${b.city} ak kominote ki toupre yo, se sa nou la pou nou fè.`,
      "Kit w ap travèse yon pèt jodi a, kit w ap planifye davans pou tèt pa w, kit w ap chèche sipò nan lapenn, bwochi sa a esplike sèvis nou ofri ak ki jan nou ka ede w. Si w gen yon kesyon li pa reponn, tanpri rele nou. Pa janm gen okenn obligasyon.",
    ],
  },
  whenADeathOccurs: {
    heading: "Lè yon moun mouri",
    intro: `Rele nou nan ${b.phone}, nenpòt lè, nenpòt jou. Yon moun nan ekip nou an ap reponn, l ap ede w ak premye etap yo, e l ap fè aranjman pou moun ou renmen an vin anba swen nou.`,
    list: [
      "Si moun nan mouri lakay li pandan li anba swen ospis, rele ospis la anvan; y ap gide w, epi y ap kontakte nou.",
      "Si moun nan mouri lakay li san ospis, rele 911.",
      "Si moun nan mouri nan yon lopital oswa nan yon sant swen, fè anplwaye yo konnen ou chwazi salon finèb nou an.",
      "Apre sa, n ap fikse yon lè pou nou rankontre, an pèsòn, pa videyo oswa pa telefòn, pou nou planifye sèvis la avè w.",
    ],
    whatToGather: "Li ka itil pou w ranmase non legal konplè moun ou renmen an, dat ak kote li te fèt, nimewo Sekirite Sosyal li, non papa l ak manman l, papye lame yo (DD-214) si li te sèvi nan lame, ak nenpòt dokiman aranjman davans. Pa enkyete w si w pa jwenn tout bagay; n ap ede w.",
  },
  traditionalFunerals: {
    heading: "Sèvis finèy tradisyonèl",
    intro: "Yon finèy tradisyonèl rasanble fanmi ak zanmi pou onore yon lavi, pataje lapenn yo epi soutni youn lòt. N ap ede w fòme chak pati nan sèvis la pou l sanble moun ou renmen an.",
    list: [
      "Vèy oswa ekspozisyon kò a, nan chapèl nou an oswa nan legliz ou",
      "Sèvis finèy ak yon prèt oswa yon pastè, yon selebran oswa manm fanmi k ap dirije l",
      "Dènye priyè bò tonm lan ak kowòdinasyon ak simityè a",
      "Sèkèy, vout, flè, pwogram enprime ak ti kat souvni",
      "Omaj an videyo, mizik ak difizyon an dirèk pou fanmi ki lwen",
      "Transpò, ak kòbiya a ak machin pou fanmi an",
    ],
  },
  cremation: {
    heading: "Sèvis kremasyon",
    intro: `Kremasyon bay fanmi yo libète pou yo chwazi ki jan ak ki lè pou yo rasanble. Kremasyon dirèk disponib apati ${DIRECT_CREMATION_FROM}, e yon sèvis memwa ka fèt apre sa, lè fanmi w pare.`,
    list: [
      `Kremasyon dirèk apati ${DIRECT_CREMATION_FROM}, san sèvis anvan`,
      "Kremasyon ak vèy ak sèvis finèy anvan",
      "Kremasyon ak yon sèvis memwa oswa yon selebrasyon lavi apre",
      "Yon chwa bwat pou sann, souvni ak bijou",
      "Konsèy sou simen sann yo, kazye kolonbaryòm ak antèman sann yo nan tonm fanmi an",
    ],
  },
  memorials: {
    heading: "Sèvis memoryal ak selebrasyon lavi",
    paragraphs: [
      "Yon sèvis memwa ka fèt nan chapèl nou an, nan yon legliz, bò lanmè, nan yon pak oswa lakay, avèk oswa san kò a. Gen fanmi ki chwazi yon sèvis fòmèl; gen lòt ki rasanble pou rakonte istwa, koute mizik epi manje yon manje moun nan te renmen. Nou ede w ak kote a, lòd sèvis la, pwogram enprime, foto ak omaj an videyo.",
    ],
  },
  veterans: {
    heading: "Sèvis pou ansyen militè",
    paragraphs: [
      "Se yon onè pou nou sèvi moun ki te sèvi peyi a. Nou ede fanmi yo mande onè militè pou finèy la, antèman nan yon simityè nasyonal, ak yon pyè tonm oswa yon plak gouvènman an bay, yon drapo pou antèman an ak yon Sètifika Memoryal Prezidansyèl.",
    ],
  },
  planningAhead: {
    heading: "Planifye davans",
    intro: "Planifye pwòp aranjman pa w davans se youn nan pi bèl kado ou ka fè fanmi w. Sa evite yo pran desizyon difisil nan yon moman ki chaje ak emosyon, e sa asire volonte w konnen epi respekte.",
    list: [
      "Yon konsiltasyon gratis, san okenn obligasyon, an pèsòn, pa videyo oswa pa telefòn",
      "Ekri volonte w: antèman oswa kremasyon, sèvis, mizik, lekti ak plis ankò",
      "Peye davans pou kenbe pri jodi a, ak plan peman ki abòdab",
      "Èd pou mete yon asirans lavi ou genyen deja sou frè finèy yo",
      "Nou kenbe plan w nan dosye nou, e ou ka chanje l nenpòt lè",
    ],
    consultation: {
      title: "Pran yon konsiltasyon gratis pou planifye davans",
      text: `Vizite sit entènèt nou an epi chwazi Pran randevou, oswa rele ${b.phone}. Rankont yo dire anviwon inèdtan, e ou pa oblije achte anyen.`,
    },
  },
  griefSupport: {
    heading: "Sipò nan lapenn",
    paragraphs: [
      `Swen nou pa fini ak finèy la. Nou ofri gwoup sipò nan lapenn nan zòn nan, ak yon pwogram ${GRIEF_GROUP_WEEKS} semèn; gid gratis pou konprann lapenn, pou ede timoun yo nan lapenn ak pou travèse jou fèt yo; ak non konseye nou fè konfyans. Sou sit entènèt nou an, ou ap jwenn tou yon egzèsis respirasyon gide ak yon chat sipò nan lapenn ki louvri nenpòt lè.`,
      `Si ou menm oswa yon moun ou konnen an kriz, rele oswa voye yon tèks bay ${CRISIS_LINE}, Liy 988 pou prevni swisid ak kriz, nenpòt lè. Gen entèprèt ki disponib sou liy lan pou pale avè w an kreyòl.`,
    ],
  },
  promise: {
    heading: "Angajman nou pran avè w",
    list: [
      "N ap reponn apèl ou an pèsòn, 24 è sou 24, 7 jou sou 7.",
      "N ap esplike w chak chwa ak chak pri klèman, e n ap ba ou Lis jeneral pri nou yo lè w mande l, pa telefòn, pa imèl oswa an pèsòn.",
      "Nou p ap janm fòse w chwazi plis pase sa ou vle oswa sa ou bezwen.",
      "N ap pran swen moun ou renmen an ak menm diyite ak menm respè nou ta bay pwòp fanmi pa nou.",
    ],
  },
  contact: {
    heading: "Kontakte nou",
    phone: { term: "Telefòn", text: `${b.phone}, nou reponn 24 è sou 24, 7 jou sou 7` },
    address: "Adrès",
    email: "Imèl",
    hours: "Orè",
  },
  quote: {
    text: "Moun nou renmen yo pa ale vre: yo mache bò kote nou chak jou.",
  },
});
