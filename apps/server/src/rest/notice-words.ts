import type { Locale } from "@fh/validators";

/**
 * The words of the pages behind links in families' emails (the guest-book
 * digest's unsubscribe, Follow this obituary's confirm and unsubscribe), in
 * the language the email was written in (the link's `?lang=`). Same voice
 * and terms as docs/i18n/GLOSSARY.md: "usted" in Spanish, standard Haitian
 * Creole orthography.
 */
export interface NoticeWords {
  notValidTitle: string;
  digestNotValid: string;
  followNotValid: string;
  unsubscribe: string;
  unsubscribedTitle: string;
  digestStopTitle: string;
  digestUnsubscribed: string;
  confirmTitle: string;
  confirmBody: string;
  confirm: string;
  followingTitle: string;
  followingBody: string;
  returnToMemorial: string;
  followStopTitle: string;
  followUnsubscribed: string;
  /** Whose services a follow link is about; `{name}` is the person's name. */
  followAbout: string;
  /** Whose guest book a digest link is about; `{name}` is the person's name. */
  digestAbout: string;
  /** The top bar's call button, read aloud (the site header's words). */
  callLabel: (phone: string) => string;
}

export const NOTICE_WORDS: Record<Locale, NoticeWords> = {
  en: {
    notValidTitle: "This link is not valid",
    digestNotValid: "It may have been copied only in part. Please call us and we will stop the emails for you.",
    followNotValid: "It may have expired or been copied only in part. You can follow the obituary again from its page, or call us and we will help.",
    unsubscribe: "Unsubscribe",
    unsubscribedTitle: "You are unsubscribed",
    digestStopTitle: "Stop the daily guest-book emails?",
    digestUnsubscribed: "You will not receive the daily guest-book emails any more. The memorial page and its guest book stay as they are.",
    confirmTitle: "Confirm service updates by email",
    confirmBody: "We will email you when the services are set or change. You can stop at any time.",
    confirm: "Confirm",
    followingTitle: "Thank you, you are following",
    followingBody: "We will email you when the services are set or change. Every email has a link to stop them.",
    returnToMemorial: "Return to the memorial page",
    followStopTitle: "Stop the service update emails?",
    followUnsubscribed: "You will not receive emails about these services any more. The memorial page stays as it is.",
    followAbout: "Emails about the services for {name}",
    digestAbout: "Daily guest-book emails for the memorial of {name}",
    callLabel: (phone) => `24/7 Assistance: call ${phone}`,
  },
  es: {
    notValidTitle: "Este enlace no es válido",
    digestNotValid: "Es posible que se haya copiado solo en parte. Llámenos y con gusto detendremos los correos por usted.",
    followNotValid:
      "Es posible que haya vencido o que se haya copiado solo en parte. Puede seguir el obituario de nuevo desde su página, o llamarnos y le ayudaremos.",
    unsubscribe: "Cancelar la suscripción",
    unsubscribedTitle: "Su suscripción está cancelada",
    digestStopTitle: "¿Dejar de recibir los correos diarios del libro de condolencias?",
    digestUnsubscribed:
      "Ya no recibirá los correos diarios del libro de condolencias. La página en memoria y su libro de condolencias siguen igual.",
    confirmTitle: "Confirme los avisos de los servicios por correo",
    confirmBody: "Le escribiremos cuando se fijen o cambien los servicios. Puede dejar de recibirlos en cualquier momento.",
    confirm: "Confirmar",
    followingTitle: "Gracias, ya está siguiendo este obituario",
    followingBody: "Le escribiremos cuando se fijen o cambien los servicios. Cada correo tiene un enlace para dejar de recibirlos.",
    returnToMemorial: "Volver a la página en memoria",
    followStopTitle: "¿Dejar de recibir los avisos de los servicios?",
    followUnsubscribed: "Ya no recibirá correos sobre estos servicios. La página en memoria sigue igual.",
    followAbout: "Correos sobre los servicios de {name}",
    digestAbout: "Correos diarios del libro de condolencias en memoria de {name}",
    callLabel: (phone) => `Atención las 24 horas: llame al ${phone}`,
  },
  ht: {
    notValidTitle: "Lyen sa a pa bon",
    digestNotValid: "Petèt yo pa t kopye l nèt. Tanpri rele nou, n ap sispann imèl yo pou ou.",
    followNotValid: "Petèt li ekspire oswa yo pa t kopye l nèt. Ou ka swiv nekwoloji a ankò sou paj li, oswa rele nou, n ap ede w.",
    unsubscribe: "Dezabòne",
    unsubscribedTitle: "Ou dezabòne",
    digestStopTitle: "Sispann imèl chak jou liv kondoleyans lan?",
    digestUnsubscribed: "Ou p ap resevwa imèl chak jou liv kondoleyans lan ankò. Paj memwa a ak liv kondoleyans li rete jan yo ye a.",
    confirmTitle: "Konfime nouvèl sèvis yo pa imèl",
    confirmBody: "N ap ekri w lè dat sèvis yo fikse oswa lè yo chanje. Ou ka sispann nenpòt ki lè.",
    confirm: "Konfime",
    followingTitle: "Mèsi, w ap swiv nekwoloji sa a",
    followingBody: "N ap ekri w lè dat sèvis yo fikse oswa lè yo chanje. Chak imèl gen yon lyen pou sispann yo.",
    returnToMemorial: "Retounen sou paj memwa a",
    followStopTitle: "Sispann imèl nouvèl sèvis yo?",
    followUnsubscribed: "Ou p ap resevwa imèl sou sèvis sa yo ankò. Paj memwa a rete jan l ye a.",
    followAbout: "Imèl sou sèvis yo pou {name}",
    digestAbout: "Imèl chak jou liv kondoleyans {name}",
    callLabel: (phone) => `Asistans 24 è sou 24: rele ${phone}`,
  },
};
