import type { Locale } from "./locale";

/**
 * The public forms' validation messages in the visitor's language (issue 15).
 * The schemas keep SPEC §5's English words ("Required", "Invalid email"), which
 * are the API's words; this turns one into the page's language where a person
 * reads it: under a field in the browser, and in the server's 400 answer to a
 * request that says its language. Staff messages stay English.
 *
 * Each language's table is keyed by the English message; a message the table
 * does not know is a missing translation (test/field-messages.test.ts fails).
 * Spanish speaks to the visitor as "usted"; Haitian Creole is written in the
 * standard orthography. The terms follow docs/i18n/GLOSSARY.md.
 */
type Translated = Exclude<Locale, "en">;

const TABLES: Record<Translated, Record<string, string>> = {
  es: {
    // fields.ts: every public form's building blocks (SPEC §5).
    Required: "Este campo es obligatorio",
    "Expected text": "Escriba un texto",
    "Contains a character that is not allowed": "Contiene un carácter que no está permitido",
    "Must be on one line": "Escríbalo en una sola línea",
    "Invalid email": "El correo electrónico no es válido",
    "Enter a valid phone number": "Escriba un número de teléfono válido",
    "Enter a date as yyyy-MM-dd": "Escriba la fecha así: aaaa-mm-dd",
    // record-id.ts and zod's own words for a value of the wrong kind.
    "Must be a number": "Debe ser un número",
    "Must be a whole number": "Debe ser un número entero",
    "Must be positive": "Debe ser un número mayor que cero",
    "Is too large": "Es demasiado grande",
    "Unknown field": "Este campo no se reconoce",
    "Invalid input": "Este dato no es válido",
    // public/consultations.ts and the booking rules of the API.
    "Choose one of the available times": "Elija uno de los horarios disponibles",
    "Choose in-person, virtual or phone": "Elija en persona, virtual o por teléfono",
    "Choose a service": "Elija un servicio",
    "Choose a budget range": "Elija un rango de presupuesto",
    "Choose today or a later date": "Elija hoy o una fecha posterior",
    "Choose a date within the next year": "Elija una fecha dentro del próximo año",
    "This time has just been booked. Please choose another time.":
      "Alguien acaba de reservar este horario. Por favor, elija otro.",
    // public/obituaries.ts: the simple form and the enhanced creator.
    "Photo must be an uploaded photo or an https:// address":
      "La foto debe ser una foto que usted haya subido o una dirección https://",
    "Expected true or false": "Indique sí o no",
    "Date of death cannot be before date of birth":
      "La fecha de fallecimiento no puede ser anterior a la fecha de nacimiento",
    "First name is required": "El nombre es obligatorio",
    "Last name is required": "El apellido es obligatorio",
    "Date of birth is required": "La fecha de nacimiento es obligatoria",
    "Date of death is required": "La fecha de fallecimiento es obligatoria",
    "Enter a real date": "Escriba una fecha que exista",
    "Enter a time such as 2:30 PM": "Escriba una hora, por ejemplo 2:30 PM",
    "Submitter name is required": "Su nombre es obligatorio",
    "Valid email is required": "Necesitamos un correo electrónico válido",
    // public/chat.ts.
    "Message cannot be empty": "El mensaje no puede estar vacío",
    "Invalid session id": "El identificador de la conversación no es válido",
    "sender must be 'visitor'": "sender debe ser 'visitor'",
    // Photo upload (public forms).
    "Please select an image smaller than 5MB.": "Por favor, elija una imagen de menos de 5 MB.",
    "Please select an image file (JPEG, PNG, GIF or WebP).":
      "Por favor, elija un archivo de imagen (JPEG, PNG, GIF o WebP).",
    "You have uploaded as many photos as we can accept in one day. Please try again later.":
      "Ya subió todas las fotos que podemos aceptar en un día. Por favor, vuelva a intentarlo más tarde.",
    "Send the photo as multipart/form-data in the field 'photo'":
      "Envíe la foto como multipart/form-data en el campo 'photo'",
    "Send one photo at a time": "Envíe una sola foto a la vez",
    "Send the photo in the field 'photo'": "Envíe la foto en el campo 'photo'",
    "The upload could not be read": "No pudimos leer el archivo que envió",
    "The file is empty": "El archivo está vacío",
    "The image has too many pixels": "La imagen tiene demasiados píxeles",
    "The image could not be read; it may be damaged": "No pudimos leer la imagen; es posible que esté dañada",
    "The animation is too large; please use a smaller or shorter one": "La animación es demasiado grande; por favor, use una más pequeña o más corta",
    "Too many form fields": "El formulario tiene demasiados campos",
    // SPEC §8 and the API's answers a visitor can meet.
    "Too many requests. Please wait a moment and try again.":
      "Ha enviado demasiadas solicitudes. Por favor, espere un momento y vuelva a intentarlo.",
    "Too many requests, please try again later": "Ha enviado demasiadas solicitudes. Por favor, vuelva a intentarlo más tarde.",
    "This submission could not be accepted": "No pudimos aceptar este envío",
    "This message is already in the guest book.": "Este mensaje ya está en el libro de condolencias.",
    "This guest book is closed to new messages.": "Este libro de condolencias ya no recibe mensajes nuevos.",
    "Obituary not found": "No encontramos este obituario",
    "Message not found": "No encontramos este mensaje",
    "Event not found": "No encontramos este evento",
    "Service not found": "No encontramos este servicio",
    "Chat session not found": "No encontramos esta conversación",
    "This conversation is full; please start a new one": "Esta conversación ya está llena; por favor, comience una nueva",
    "The service is briefly unavailable. Please try again in a moment.":
      "El servicio no está disponible por un momento. Por favor, vuelva a intentarlo en unos instantes.",
    "The request's input could not be read": "No pudimos leer los datos enviados",
    "The request body must be a JSON object": "El cuerpo de la solicitud debe ser un objeto JSON",
    "Request body is not valid JSON": "El cuerpo de la solicitud no es JSON válido",
    "Request body is too large": "La solicitud es demasiado grande",
    "Unsupported content type": "Este tipo de contenido no se admite",
    "This request failed the first time; please send it again": "Esta solicitud falló la primera vez; por favor, envíela de nuevo",
    "This Idempotency-Key was already used for a different request":
      "Esta Idempotency-Key ya se usó para otra solicitud",
    "This request is still being processed": "Todavía estamos procesando esta solicitud",
    "Internal server error": "Ocurrió un error en el servidor. Por favor, vuelva a intentarlo.",
    "Bad request": "Solicitud no válida",
  },
  ht: {
    Required: "Ou dwe ranpli chan sa a",
    "Expected text": "Ekri yon tèks",
    "Contains a character that is not allowed": "Gen yon karaktè ladan l ki pa pèmèt",
    "Must be on one line": "Ekri l sou yon sèl liy",
    "Invalid email": "Adrès imèl la pa bon",
    "Enter a valid phone number": "Ekri yon nimewo telefòn ki bon",
    "Enter a date as yyyy-MM-dd": "Ekri dat la konsa: aaaa-mm-jj (ane, mwa, jou)",
    "Must be a number": "Se yon nimewo ki dwe la",
    "Must be a whole number": "Se yon nonb antye ki dwe la",
    "Must be positive": "Nimewo a dwe pi gran pase zewo",
    "Is too large": "Li twò gwo",
    "Unknown field": "Nou pa konnen chan sa a",
    "Invalid input": "Done sa a pa bon",
    "Choose one of the available times": "Chwazi youn nan lè ki disponib yo",
    "Choose in-person, virtual or phone": "Chwazi an pèsòn, sou entènèt oswa nan telefòn",
    "Choose a service": "Chwazi yon sèvis",
    "Choose a budget range": "Chwazi konbyen lajan ou prevwa",
    "Choose today or a later date": "Chwazi jodi a oswa yon dat ki pi devan",
    "Choose a date within the next year": "Chwazi yon dat nan douz mwa k ap vini yo",
    "This time has just been booked. Please choose another time.":
      "Yon lòt moun fèk pran lè sa a. Tanpri chwazi yon lòt lè.",
    "Photo must be an uploaded photo or an https:// address":
      "Foto a dwe yon foto ou voye sou sit la oswa yon adrès https://",
    "Expected true or false": "Reponn wi oswa non",
    "Date of death cannot be before date of birth": "Dat lanmò a pa ka vini anvan dat nesans lan",
    "First name is required": "Ou dwe ekri prenon an",
    "Last name is required": "Ou dwe ekri non fanmi an",
    "Date of birth is required": "Ou dwe ekri dat nesans lan",
    "Date of death is required": "Ou dwe ekri dat lanmò a",
    "Enter a real date": "Ekri yon dat ki egziste",
    "Enter a time such as 2:30 PM": "Ekri yon lè, tankou 2:30 PM",
    "Submitter name is required": "Ou dwe ekri non pa w",
    "Valid email is required": "Nou bezwen yon adrès imèl ki bon",
    "Message cannot be empty": "Mesaj la pa ka vid",
    "Invalid session id": "Idantifyan konvèsasyon an pa bon",
    "sender must be 'visitor'": "sender dwe 'visitor'",
    "Please select an image smaller than 5MB.": "Tanpri chwazi yon imaj ki pi piti pase 5 MB.",
    "Please select an image file (JPEG, PNG, GIF or WebP).":
      "Tanpri chwazi yon fichye imaj (JPEG, PNG, GIF oswa WebP).",
    "You have uploaded as many photos as we can accept in one day. Please try again later.":
      "Ou deja voye tout foto nou ka resevwa nan yon jounen. Tanpri eseye ankò pita.",
    "Send the photo as multipart/form-data in the field 'photo'":
      "Voye foto a kòm multipart/form-data nan chan 'photo'",
    "Send one photo at a time": "Voye yon sèl foto alafwa",
    "Send the photo in the field 'photo'": "Voye foto a nan chan 'photo'",
    "The upload could not be read": "Nou pa t ka li fichye ou voye a",
    "The file is empty": "Fichye a vid",
    "The image has too many pixels": "Imaj la gen twòp piksèl",
    "The image could not be read; it may be damaged": "Nou pa t ka li imaj la; li ka gen yon pwoblèm",
    "The animation is too large; please use a smaller or shorter one": "Animasyon an twò gwo; tanpri sèvi ak youn ki pi piti oswa ki pi kout",
    "Too many form fields": "Fòmilè a gen twòp chan",
    "Too many requests. Please wait a moment and try again.":
      "Ou voye twòp demann. Tanpri tann yon ti moman epi eseye ankò.",
    "Too many requests, please try again later": "Ou voye twòp demann. Tanpri eseye ankò pita.",
    "This submission could not be accepted": "Nou pa t ka aksepte sa ou voye a",
    "This message is already in the guest book.": "Mesaj sa a deja nan liv kondoleyans lan.",
    "This guest book is closed to new messages.": "Liv kondoleyans sa a pa resevwa nouvo mesaj ankò.",
    "Obituary not found": "Nou pa jwenn nekwoloji sa a",
    "Message not found": "Nou pa jwenn mesaj sa a",
    "Event not found": "Nou pa jwenn evènman sa a",
    "Service not found": "Nou pa jwenn sèvis sa a",
    "Chat session not found": "Nou pa jwenn konvèsasyon sa a",
    "This conversation is full; please start a new one": "Konvèsasyon sa a plen; tanpri kòmanse yon lòt",
    "The service is briefly unavailable. Please try again in a moment.":
      "Sèvis la pa disponib pou yon ti moman. Tanpri eseye ankò talè.",
    "The request's input could not be read": "Nou pa t ka li done ou voye yo",
    "The request body must be a JSON object": "Kò demann lan dwe yon objè JSON",
    "Request body is not valid JSON": "Kò demann lan pa yon JSON ki bon",
    "Request body is too large": "Demann lan twò gwo",
    "Unsupported content type": "Nou pa aksepte kalite kontni sa a",
    "This request failed the first time; please send it again": "Demann sa a pa t mache premye fwa a; tanpri voye l ankò",
    "This Idempotency-Key was already used for a different request": "Idempotency-Key sa a te deja sèvi pou yon lòt demann",
    "This request is still being processed": "Nou poko fin trete demann sa a",
    "Internal server error": "Te gen yon erè sou sèvè a. Tanpri eseye ankò.",
    "Bad request": "Demann lan pa bon",
  },
};

/**
 * Messages with a number in them ("Must be at most 200 characters"): the
 * English shape, and each language's words with the same number put back.
 */
const PATTERNS: Array<{ english: RegExp } & Record<Translated, (n: string) => string>> = [
  {
    english: /^Must be at most (\d+) characters$/,
    es: (n) => `Debe tener como máximo ${n} caracteres`,
    ht: (n) => `Li pa dwe depase ${n} karaktè`,
  },
  {
    english: /^Biography must be at least (\d+) characters$/,
    es: (n) => `La biografía debe tener al menos ${n} caracteres`,
    ht: (n) => `Biyografi a dwe gen omwen ${n} karaktè`,
  },
  {
    english: /^An animated image may have at most (\d+) frames$/,
    es: (n) => `Una imagen animada puede tener como máximo ${n} cuadros`,
    ht: (n) => `Yon imaj anime pa ka gen plis pase ${n} imaj ladan l`,
  },
  {
    english: /^Must be 1 to (\d+) characters$/,
    es: (n) => `Debe tener de 1 a ${n} caracteres`,
    ht: (n) => `Li dwe gen ant 1 ak ${n} karaktè`,
  },
];

/** zod's own wording for a value of the wrong kind ("Invalid input: expected string, received number"). */
const ZOD_WRONG_KIND = /^Invalid input: expected .+, received .+$/;

export function translateFieldMessage(message: string, locale: Locale): string {
  if (locale === "en") return message;
  const exact = TABLES[locale][message];
  if (exact !== undefined) return exact;
  for (const pattern of PATTERNS) {
    const match = pattern.english.exec(message);
    if (match) return pattern[locale](match[1]!);
  }
  if (ZOD_WRONG_KIND.test(message)) return TABLES[locale]["Invalid input"]!;
  return message;
}

/** True when `message` has its own words in `locale` (tests: no silent English). */
export function hasFieldMessage(message: string, locale: Locale): boolean {
  return locale === "en" || translateFieldMessage(message, locale) !== message;
}

/**
 * A server answer that may name its field first ("photo: Send one photo at a
 * time", "email: Invalid email"): the field's name is the API's and stays; the
 * words after it are translated.
 */
export function translateServerMessage(message: string, locale: Locale): string {
  if (locale === "en") return message;
  const whole = translateFieldMessage(message, locale);
  if (whole !== message) return whole;
  const named = /^([A-Za-z][\w.-]*): (.+)$/s.exec(message);
  return named ? `${named[1]}: ${translateFieldMessage(named[2]!, locale)}` : message;
}
