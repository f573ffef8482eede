import { DIRECT_CREMATION_FROM, GRIEF_GROUP_WEEKS, fullAddress, publicPages } from "@fh/validators";
import type { Replies } from "./types";

/**
 * The built-in responder's answers in Haitian Creole, in the standard
 * orthography: the English answers' facts, said simply and warmly, the way
 * someone at the funeral home would say them (docs/i18n/GLOSSARY.md).
 * Business facts stay as configured.
 */
export const CREOLE_REPLIES: Replies = {
  "immediate-assistance": (b) =>
    `Mwen regrèt sa anpil. Lè yon moun fèk mouri, ou pa bezwen konnen chak etap. ` +
    `Si lanmò a rive sanzatann lakay, rele 911 anvan; si moun ou renmen an te nan swen ospis, rele enfimyè ospis la. ` +
    `Apre sa, rele nou nan ${b.phone}: nou reponn 24 è sou 24, 7 jou sou 7, e n ap vini pran moun ou renmen an anba swen nou epi akonpaye w nan sa k ap vini apre.`,
  cremation: (b, page) =>
    `Kremasyon an ka senp oswa pèsonèl jan fanmi w vle l. Kremasyon dirèk kòmanse a ${DIRECT_CREMATION_FROM}, ` +
    `e ou ka ajoute yon sèvis memwa anvan oswa apre. ` +
    `Pou n pale sou chwa yo ak pri yo, rele nou nan ${b.phone} nenpòt lè, oswa pran yon konsiltasyon gratis nan ${page(publicPages.bookConsultation)}.`,
  "pre-planning": (b, page) =>
    `Planifye davans se yon kado lanmou pou fanmi w. Konsiltasyon pou planifye davans lan gratis; ou ka peye davans pou kenbe pri jodi a, ` +
    `e nou ka ede w ak yon kontra asirans. Pran yon randevou nan ${page(publicPages.bookConsultation)}, oswa rele nou nan ${b.phone}.`,
  consultation: (b, page) =>
    `Ou ka pran yon konsiltasyon nan ${page(publicPages.bookConsultation)}: an pèsòn nan salon finèb nou an, pa videyo oswa pa telefòn, ` +
    `lendi rive vandredi, ant 9è nan maten ak 4è nan apremidi. Si w bezwen nou pi vit, rele ${b.phone} nenpòt lè.`,
  "funeral-planning": (b, page) =>
    `Òganize yon finèy ka sanble twòp bagay alafwa, e n ap fè l avè w etap pa etap: ` +
    `chwazi antèman oswa kremasyon, ki kalite sèvis, nekwoloji a ak tout ti detay ki fè l pèsonèl. ` +
    `Pran yon konsiltasyon gratis nan ${page(publicPages.bookConsultation)} oswa rele nou nan ${b.phone}, lajounen kou lannwit.`,
  staff: (b) =>
    `Ou ka jwenn yon moun nan ekip nou an nan ${b.phone}, 24 è sou 24, 7 jou sou 7. ` +
    `Salon finèb nou an nan ${fullAddress(b)}, e ou ka voye yon mesaj ban nou nan pati Kontak sou paj dakèy nou an.`,
  "support-groups": (b, page) =>
    `Ou pa oblije pase lapenn nan pou kont ou. Paj sipò nan lapenn nou an (${page(publicPages.griefSupport)}) gen gwoup nan zòn nan ak lè yo rankontre chak semèn, ` +
    `tankou yon pwogram ${GRIEF_GROUP_WEEKS} semèn pou lapenn, e ou ap jwenn plis posiblite nan ${page(publicPages.moreGriefResources)}. ` +
    `Si w ta renmen èd pou chwazi, rele nou nan ${b.phone}.`,
  "grief-stages": (_b, page) =>
    `Yo souvan dekri lapenn an senk etap: refize kwè, kòlè, negosye, depresyon ak aksepte. ` +
    `Se pa yon liy dwat; anpil moun ale vini ant yo, e tout sa w santi se yon pati nòmal lè w te renmen yon moun. ` +
    `Paj sipò nan lapenn nou an (${page(publicPages.griefSupport)}) esplike chak etap e li gen gid ou ka telechaje.`,
  sleep: (b, page) =>
    `Anpil moun gen pwoblèm pou dòmi apre yo pèdi yon moun. Kouche menm lè chak swa, gade mwens ekran nan nwit lan epi respire dousman kèk moman ka ede; ` +
    `paj sipò nan lapenn nou an (${page(publicPages.griefSupport)}) gen yon egzèsis respirasyon gide 4 minit. ` +
    `Si w pa ka dòmi pandan plizyè semèn, tanpri pale ak doktè w, e ou ka rele nou nan ${b.phone} nenpòt lè.`,
  overwhelmed: (b, page) =>
    `Li konprann si w santi sa depase w; w ap pote anpil bagay kounye a. Eseye fè yon ti pa alafwa, ` +
    `e kite lòt moun ede w. Egzèsis respirasyon ki nan ${page(publicPages.griefSupport)} ka ba w yon ti moman kalm, ` +
    `e si kèk bagay nan preparasyon yo twò lou pou ou, rele nou nan ${b.phone}: nou ka pran yo an chaj pou ou.`,
  memorial: (_b, page) =>
    `Ou ka kreye yon omaj pou moun ou renmen an nan ${page(publicPages.creativeSubmit)}; ekip nou an li chak omaj anvan yo pibliye l. ` +
    `Apre sa, fanmi ak zanmi ka kite kondoleyans yo nan liv kondoleyans li. Ou ap jwenn omaj yo nan ${page(publicPages.obituaries)}.`,
  "emotional-support": (b, page) =>
    `Mwen regrèt anpil pou pèt ou a. Sa w santi a montre jan ou te renmen, e pa gen yon sèl bon fason pou pase lapenn. ` +
    `Li ka ede w pale ak yon moun ou fè konfyans, pran swen tèt ou dousman, epi jwenn lòt moun ki konprann; ` +
    `paj sipò nan lapenn nou an (${page(publicPages.griefSupport)}) gen gwoup ak gid nan zòn nan, e ou ka rele nou nan ${b.phone} nenpòt lè.`,
  thanks: (b) => `Pa gen pwoblèm. Mwen la chak fwa ou bezwen, e ekip nou an la nan ${b.phone} lajounen kou lannwit.`,
  greeting: () =>
    `Bonjou, byenvini. Mwen la pou ede w ak sipò nan lapenn, preparasyon yon finèy oswa nenpòt sa w bezwen kounye a. Kisa ki nan kè w?`,
  fallback: (b, page) =>
    `Mèsi paske w ekri nou; mwen la pou ede w. Mwen ka ba w sipò nan lapenn, ede w prepare yon finèy oswa yon kremasyon, ` +
    `oswa di w sa pou w fè lè yon moun fèk mouri. Paj sipò nan lapenn nou an (${page(publicPages.griefSupport)}) gen resous, ` +
    `e ekip nou an la nan ${b.phone} 24 è sou 24, 7 jou sou 7.`,
};
