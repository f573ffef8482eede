import { CRISIS_LINE, type Business } from "@fh/validators";
import type { HelpingChildrenWords } from "../helping-children";

/** The words of "Helping Children Through Grief" in Haitian Creole (standard orthography), written from the English guide. */
export const helpingChildrenWords = (b: Business): HelpingChildrenWords => ({
  cover: {
    title: "Ede timoun yo nan lapenn",
    subtitle: "Yon gid pou paran, granparan ak moun k ap okipe timoun",
    dedication: "Timoun yo pase lapenn tou, jan pa yo e nan lè pa yo. Avèk pawòl ki sensè, yon lanmou ki la toujou ak yon ti pasyans, granmoun ki bò kote yo ka ede yo pote yon pèt yo pral sonje tout lavi yo.",
    subject: "Soutni timoun ak adolesan ki nan lapenn",
  },
  childrenGrieveToo: {
    heading: "Timoun yo pase lapenn tou",
    paragraphs: [
      "Lè yon moun nan fanmi an mouri, granmoun yo souvan vle pwoteje timoun yo kont doulè a. Se yon swè ki soti nan lanmou. Men, timoun yo remake plis bagay pase sa nou kwè: vwa ki ba, dlo nan je, woutin ki chanje. Lè pèsonn pa esplike yo, yo ranpli silans lan ak sa yo imajine, e souvan sa fè yo pè plis pase verite a.",
      "Nou pa ka anpeche timoun yo viv yon pèt, men nou ka akonpaye yo ladan l. Sa ki ede plis la senp: verite a, di ak dousè, ak mo yo ka konprann, pa yon moun yo fè konfyans, plizyè fwa, chak fwa yo bezwen l.",
      "Ou pa bezwen gen tout repons yo, e ou pa bezwen kache pwòp tristès pa w. Lè timoun yo wè granmoun yo renmen yo pase lapenn aklè epi kontinye avanse, yo aprann moun ka travèse lapenn.",
    ],
  },
  ages: {
    heading: "Ki jan timoun konprann lanmò selon laj yo",
    intro: "Chak timoun diferan, men jan timoun konprann lanmò konn grandi ak laj yo. Yon timoun ka retounen sou pèt la tou nan chak nouvo etap nan lavi l, e pase lapenn ankò pandan l ap konprann li pi byen.",
    ages: [
      {
        term: "Tibebe ak timoun piti (mwens pase 3 an)",
        text: "Yo pa konprann lanmò, men yo santi absans yon moun yo renmen ak estrès moun ki bò kote yo. Yo ka vin grenn, kole sou ou, oswa chanje jan yo dòmi ak jan yo manje. Kenbe woutin yo ak yon swen ki pre yo e ki kalm se pi gwo konsolasyon an.",
      },
      {
        term: "Timoun lekòl matènèl (3 a 5 an)",
        text: "Yo souvan wè lanmò tankou yon bagay ki pase oswa ki ka chanje, e yo ka mande plizyè fwa ki lè moun nan ap tounen. Yo ka kwè se pwòp panse yo oswa sa yo te fè ki lakòz lanmò a. Repons ki senp, ki klè e ou repete ap ede.",
      },
      {
        term: "Timoun 6 a 9 an",
        text: "Yo kòmanse konprann lanmò pou tout tan, men yo ka kwè se lòt moun sèlman sa rive, oswa imajine l tankou yon moun oswa yon lespri. Yo ka poze kesyon presi sou kò a ak sou sa ki rive apre lanmò. Reponn yo onètman e senpleman.",
      },
      {
        term: "Timoun ki pi gran (10 a 12 an)",
        text: "Yo konprann lanmò a definitif e li rive tout moun, menm yo menm ak moun yo renmen. Yo ka enkyete pou konnen kiyès ki pral okipe yo, e yo ka kache sa yo santi pou pwoteje granmoun yo.",
      },
      {
        term: "Adolesan",
        text: "Yo konprann lanmò tankou granmoun, men yo ka gen difikilte ak gwo kesyon sou sans lavi ak jistis. Yo souvan chèche zanmi yo plis pase fanmi an, e yo ka montre lapenn yo ak kòlè, ak bagay ki danjere oswa lè yo fèmen kò yo. Yo bezwen ni espas, ni yon pòt ki louvri.",
      },
    ],
  },
  talkingHonestly: {
    heading: "Pale sou lanmò ak sensèite",
    intro: "Li nòmal pou w vle fè nouvèl la pi dous. Men, kèk fraz ki sanble dous pou granmoun ka mele oswa fè timoun pè. Yon timoun yo di granpapa l \u201Cal dòmi\u201D ka vin pè lè pou l al kouche. Yon timoun yo di nou \u201Cpèdi\u201D yon moun ka mande poukisa pèsonn p ap chèche l.",
    list: [
      "Sèvi ak vrè mo yo: \u201Cmouri\u201D ak \u201Cmò\u201D. Pa egzanp: \u201CGrann mouri. Kò l sispann travay, li pa ka respire, ni manje, ni santi doulè ankò.\u201D",
      "Di l sa byen vit, nan yon kote ki trankil e li konnen, e kite l nan bra w si l vle.",
      "Bay yon esplikasyon senp e vre sou jan moun nan mouri, ak tout detay timoun nan mande.",
      "Pataje sa fanmi w kwè sou sa ki rive apre lanmò, si nou kwè yon bagay, pandan w ap kite l klè moun nan mouri vre.",
      "Ou gen dwa di: \u201CMwen pa konnen.\u201D Nou gen dwa kriye ansanm.",
      "Atann ou a menm kesyon yo plizyè fwa. Se repete ki pèmèt timoun yo konprann yon bagay ki si tèlman gwo.",
      "Rasire l pa gen anyen li te panse, li te di oswa li te fè ki lakòz lanmò a.",
      "Di l kiyès ki pral okipe l, e di l ou menm, ou pa pral okenn kote.",
    ],
  },
  theFuneral: {
    heading: "Èske timoun yo ta dwe ale nan finèy la?",
    intro: "Anpil fanmi mande tèt yo si yon timoun ta dwe ale nan vèy la, nan finèy la oswa nan antèman an. Selon eksperyans nou, pifò timoun jwenn byen lè yo patisipe, depi yo prepare yo e yo kite yo chwazi. Seremoni yo ede timoun yo, menm jan yo ede granmoun, konprann lanmò a vre e di orevwa nan mitan moun ki renmen yo.",
    list: [
      "Esplike l davans sa l pral wè ak sa l pral tande: sal la, sèkèy la oswa bwat pou sann nan, moun k ap kriye, lòd sèvis la.",
      "Kite l chwazi si l vle ale, e si l vle wè kò moun nan. Nenpòt chwa li fè bon.",
      "Mande yon granmoun ou fè konfyans, ki pa twò touche pa pèt la, pou l rete ak timoun nan, pare pou l soti avè l si sa nesesè.",
      "Ofri l yon ti wòl si l vle: chwazi yon foto, fè yon desen oswa ekri yon ti nòt pou mete nan sèkèy la, oswa distribye pwogram yo.",
      "Timoun ki pa ale yo ka patisipe kanmenm, lè yo vizite tonm lan pita oswa lè yo fè pwòp ti seremoni pa yo lakay.",
    ],
    welcome: {
      title: "Timoun ou yo byenvini",
      text: `Ekip nou an nan ${b.name} ap kontan fè timoun yo ak paran yo vizite kote a anvan yon sèvis, reponn kesyon yo, epi ede w prepare yon fason pou yo patisipe. Ou annik mande.`,
    },
  },
  commonReactions: {
    heading: "Reyaksyon timoun ki nan lapenn konn genyen",
    intro: "Timoun yo souvan pase lapenn pa ti moman. Yon timoun ka kriye kounye a, epi yon minit apre li mande pou l al jwe. Sa nòmal: se nan jwe timoun yo repoze yo de lapenn e se konsa yo travèse l. Ou ka remake tou:",
    list: [
      "Li retounen nan abitid li te genyen lè l te pi piti, tankou pipi nan kabann, souse pous oswa pale tankou tibebe",
      "Li kole sou ou, li pè separe avè w, oswa li enkyete yon lòt moun pral mouri",
      "Vant fè mal, tèt fè mal ak pwoblèm pou dòmi",
      "Kòlè, kriz oswa move konpòtman lakay oswa lekòl",
      "Difikilte pou konsantre, oswa nòt ki bese lekòl",
      "Li jwe lanmò, finèy oswa maladi nan jwèt li",
      "Li sanble li pa okipe anyen, sa ki souvan vle di santiman yo twò gwo toujou pou l montre yo",
    ],
  },
  everyDay: {
    heading: "Fason pou ede chak jou",
    list: [
      "Kenbe woutin chak jou yo osi estab ke w kapab: manje, lekòl, lè pou dòmi. Lè timoun konnen sa k ap vini, li santi l an sekirite.",
      "Pran tan pou nou pale, e kite timoun nan mennen konvèsasyon an. Souvan se nan machin oswa lè pou dòmi kesyon yo vini.",
      "Nonmen pwòp santiman pa w senpleman: \u201CMwen tris jodi a paske m sonje papa.\u201D Sa bay timoun yo pèmisyon pou yo santi pa yo.",
      "Ofri lòt fason pou eksprime lapenn: desen, ekri, mizik, konstwi, oswa yon bwat souvni ak foto ak ti bagay moun nan te renmen.",
      "Li liv ak imaj sou lanmò ak lapenn ansanm. Nan bibliyotèk la, yo ka konseye w bon liv pou laj pitit ou.",
      "Fè pwofesè timoun nan ak konseye lekòl la konnen lanmò a, pou yo ka ofri l sipò ak konpreyansyon.",
      "Kenbe memwa moun nan vivan: rakonte istwa, gade foto, kwit manje li te pi renmen jou anivèsè l.",
      "Ba l plis tandrès ak plis asirans pase abitid, e kenbe pwomès ou yo.",
    ],
    teenagers: {
      heading: "Pou adolesan yo",
      text: "Adolesan yo ka pa vle pale ak paran yo, e se pa yon rejè. Fè yo konnen ou la pou yo, san w pa fòse yo. Respekte bezwen yo genyen pou yo wè zanmi yo, e ede yo jwenn yon konseye, yon antrenè, yon lidè relijye oswa yon fanmi yo fè konfyans. Veye konpòtman ki danjere, bwè twòp alkòl oswa pran dwòg, e pran oserye nenpòt pawòl sou fè tèt yo mal.",
    },
  },
  moreHelp: {
    heading: "Ki lè yon timoun bezwen plis èd",
    intro: "Lapenn ka pran anpil tan, e li nòmal pou timoun yo gen jou ki difisil pandan plizyè mwa oswa plizyè ane. Chèche èd nan men yon pedyat, konseye lekòl la oswa yon konseye ki travay ak timoun nan lapenn si yon timoun:",
    list: [
      "Pale de anvi mouri oswa de ale jwenn moun ki mouri a",
      "Pèdi enterè nan zanmi l ak aktivite l pandan lontan",
      "Toujou gen pwoblèm pou dòmi oswa pou manje, oswa souvan plenn doulè nan kò l",
      "Toujou enkyete pou pwòp lanmò pa l oswa lanmò lòt moun",
      "Nòt li bese lekòl pandan lontan, oswa li refize ale lekòl",
      "Imite moun ki mouri a, oswa ensiste pou l ale kote moun nan ye",
    ],
    crisis: {
      title: `Nan yon kriz, rele oswa voye yon tèks bay ${CRISIS_LINE}`,
      text: `Liy ${CRISIS_LINE} pou prevni swisid ak kriz la ede moun tout laj, tankou adolesan ak granmoun ki enkyete pou yo, 24 è sou 24; gen entèprèt ki disponib sou liy lan pou pale avè w an kreyòl. Si yon moun an danje kounye a, rele 911.`,
    },
  },
  yourself: {
    heading: "Pran swen tèt ou",
    paragraphs: [
      "Timoun yo pase lapenn pi byen lè granmoun ki bò kote yo resevwa swen tou. Ou pa ka bay sa ou pa genyen. Aksepte èd, repoze w lè w kapab, e jwenn pwòp kote pa w pou w pase lapenn, ak yon zanmi, yon konseye oswa yon gwoup sipò. Lè pitit ou yo gade w, y ap aprann moun ka tris anpil epi kanmenm kenbe.",
      `${b.name} ofri gwoup sipò pou fanmi, ak pwogram pou timoun ak adolesan, e nou ka ba w non espesyalis nan lapenn timoun toupre w. Rele nou nenpòt lè nan ${b.phone}. Nou la pou tout fanmi w.`,
    ],
  },
});
