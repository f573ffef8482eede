import { CRISIS_LINE, GRIEF_GROUP_WEEKS, type Business } from "@fh/validators";
import type { HolidaysWords } from "../holidays";

/** The words of "Coping with Grief During the Holidays" in Haitian Creole (standard orthography), written from the English guide. */
export const holidaysWords = (b: Business): HolidaysWords => ({
  cover: {
    title: "Lapenn pandan jou fèt yo",
    subtitle: "Ki jan pou w travèse jou fèt, anivèsè nesans ak lòt anivèsè",
    dedication: "Jou fèt yo ka fè yon chèz vid sanble pi vid toujou. Kit se premye sezon fèt ou san yon moun ou renmen, kit se dizyèm nan, nou espere lide sa yo ap ede w prepare, sonje, e trete tèt ou ak dousè.",
    subject: "Lapenn pandan jou fèt yo ak jou espesyal yo",
  },
  whyHard: {
    heading: "Poukisa jou fèt yo tèlman difisil",
    paragraphs: [
      "Jou fèt yo bati sou fanmi, tradisyon ak rasanble ansanm, e se egzakteman pou sa yo ka fè mal konsa apre yon lanmò. Chak dekorasyon, chak chante ak chak reyinyon ka fè nou sonje moun ki manke a. Pandan tan sa a, tout moun otou nou vle nou kontan, e sa ka fè moun ki nan lapenn santi yo pa nan menm ritm ak lòt yo, e pou kont yo.",
      "Anpil moun jwenn jou ki vini anvan yon fèt pi difisil pase jou fèt la menm. Gen lòt ki sezi wè yon lanm tristès vini lontan apre sezon an fin pase. Toude nòmal. Pa gen yon sèl bon fason pou w pase yon jou fèt lè w nan lapenn.",
    ],
  },
  planAhead: {
    heading: "Prepare davans, dousman",
    intro: "Lè w gen yon plan, menm si li pa fiks, jou yo ka pi fasil pou fè fas. Pale ak fanmi w sou sa chak moun bezwen ane sa a. Petèt sa ap sezi w: yon moun ka vle kenbe tout tradisyon yo, yon lòt pa ka sipòte yo. Koute youn lòt epi chèche yon mwayen tèm.",
    list: [
      "Deside ki kote w ap ye ak ak kiyès, e prevwa yon fason dous pou w ale bonè si w bezwen.",
      "Mande tèt ou ki tradisyon ki konsole w e kiyès ki twò fè mal ane sa a.",
      "Pataje travay yo: kite lòt moun resevwa, kwit manje oswa fè makèt. Achte sou entènèt oswa bay kat kado ka evite w magazen ki plen moun.",
      "Ba tèt ou dwa chanje lide jou a menm.",
      "Prevwa yon bagay trankil pou jou apre a.",
    ],
  },
  traditions: {
    heading: "Kenbe, chanje oswa kreye tradisyon",
    intro: "Ou pa oblije fè tout bagay jan w te toujou fè yo. Gen fanmi ki kenbe tradisyon yo egzakteman jan yo te ye, pou yo rete pre moun ki mouri a. Gen lòt ki jwenn konsolasyon nan fè yon bagay tou nèf pandan yon ane oswa de. Ou ta ka:",
    list: [
      "Fè manje fèt la nan yon lòt kay, nan yon restoran, oswa nan yon lòt lè nan jounen an.",
      "Fè mwens: mwens dekorasyon, yon ti reyinyon, yon manje ki pi senp.",
      "Vwayaje, oswa al fè volontè ansanm nan yon abri oswa yon bank manje.",
      "Kenbe youn oswa de tradisyon ki pi enpòtan yo, e kite rès yo repoze pou kounye a.",
    ],
  },
  remembering: {
    heading: "Fason pou sonje moun nan e mete l ladan l",
    intro: "Anpil fanmi wè lè yo mete moun yo renmen an ladan fèt la aklè, sa soulaje doulè a pou yo pa fè tankou anyen pa chanje. Men kèk lide fanmi pataje ak nou:",
    list: [
      "Limen yon bouji espesyal pandan manje a epi di non li.",
      "Mete yon foto, oswa kite yon plas sou tab la pou yon moman souvni.",
      "Pann yon dekorasyon nan memwa l, oswa ranpli yon ba Nwèl ak ti nòt manm fanmi yo ekri.",
      "Kwit manje li te pi renmen an, ak pwòp resèt li.",
      "Envite chak moun rakonte yon istwa yo renmen, oswa yon leson moun nan te aprann yo.",
      "Fè yon don nan non l pou yon kòz li te renmen, oswa achte yon kado pou yon moun ki nan bezwen.",
      "Vizite kote l repoze a, oswa yon kote li te renmen, tankou bò lanmè a lè solèy ap leve.",
      "Jwe mizik li te pi renmen, oswa gade fim fèt li te toujou vle gade a.",
    ],
    joy: {
      title: "Ou gen dwa santi kè w kontan",
      text: "Ri ak bon moman pandan jou fèt yo se pa trayi moun ou sonje a. Lapenn ak lajwa ka chita sou menm tab la. Pifò moun nou renmen ta vle nou jwenn yon ti limyè nan jou sa yo.",
    },
  },
  yourself: {
    heading: "Pran swen tèt ou",
    list: [
      "Mete limit. Ou pa oblije ale nan chak fèt ni voye chak kat. \u201CPa ane sa a\u201D se yon repons konplè.",
      "Repoze w, manje byen e soti deyò. Jou fèt yo fatige moun menm nan ane ki fasil.",
      "Fè atansyon ak alkòl, ki ka fè tristès la pi fon e fè jou difisil yo pi difisil.",
      "Fè moun konnen sa ki ta ede w: konpayi, yon apèl, oswa yon ti tan pou kont ou.",
      "Gen yon kote trankil pou w retire kò w lè emosyon yo monte, ak yon moun ou fè konfyans ki konnen ou ka bezwen sa.",
      "Ekri sa w santi, oswa yon lèt pou moun ou sonje a.",
      "Sonje tann nan souvan pi difisil pase jou a menm.",
    ],
  },
  children: {
    heading: "Timoun yo ak jou fèt yo",
    paragraphs: [
      "Timoun yo souvan vle jou fèt yo rete jan yo te toujou ye, e yo ka santi yo koupab paske yo pran plezi. Fè yo konnen yo gen dwa amize yo, e yo gen dwa sonje yon moun tou. Mete yo nan chwazi ki jan pou nou sonje: yon dekorasyon yo fè, yon kat yo ekri, yon istwa yo rakonte. Kenbe osi plis woutin yo abitye ke w kapab.",
    ],
  },
  otherDays: {
    heading: "Lòt jou ki difisil",
    paragraphs: [
      "Menm lide sa yo ka ede pou lòt jou ki lou espesyalman: anivèsè nesans, anivèsè maryaj, anivèsè lanmò a, Fèt Manman ak Fèt Papa, gradyasyon ak lòt gwo moman fanmi an. Make yo jan ou santi l bon pou ou, kit se yon reyinyon, yon ti mache trankil, oswa yon jou konje. Fè moun ki pre w konnen dat la ap pwoche; anpil ladan yo ap vle sonje avè w.",
    ],
  },
  friendsAndFamily: {
    heading: "Pou zanmi ak fanmi",
    intro: "Si yon moun ou konnen nan lapenn sezon sa a, yon ti jès senp ka vle di plis pase sa w panse.",
    list: [
      "Envite l, e fè l fasil pou l di non, oswa pou l vini ta epi ale bonè.",
      "Di non moun li renmen an epi pataje yon souvni. Raman se rapèl ou pè a; li pa bliye.",
      "Ofri yon èd konkrè: fè makèt, vlope kado, dekore, oswa mennen timoun yo pwomennen yon apremidi.",
      "Voye yon kat ki di: \u201CM ap panse a ou ak moun ou renmen an sezon sa a.\u201D",
      "Pran nouvèl li apre jou fèt yo tou, lè reyinyon yo fini e silans lan tonbe.",
    ],
  },
  notAlone: {
    heading: "Ou pa pou kont ou",
    paragraphs: [
      `${b.name} envite w nan gwoup sipò nan lapenn nou yo, ki swiv yon pwogram ${GRIEF_GROUP_WEEKS} semèn e ki souvan fè yon reyinyon espesyal anvan jou fèt yo. Nou ka mete w an kontak tou ak konseye ak kominote relijye toupre w. Rele nou lajounen kou lannwit nan ${b.phone}.`,
    ],
    crisis: {
      title: `Si sezon an twò lou pou ou, rele oswa voye yon tèks bay ${CRISIS_LINE}`,
      text: `Liy ${CRISIS_LINE} pou prevni swisid ak kriz la reponn 24 è sou 24, menm jou fèt; gen entèprèt ki disponib sou liy lan pou pale avè w an kreyòl. Si yon moun an danje kounye a, rele 911.`,
    },
  },
  quote: {
    text: "Sa nou te renmen yon fwa, nou pa ka janm pèdi l. Tout sa nou renmen pwofondman tounen yon pati nan nou.",
    by: "Helen Keller",
  },
});
