import type { FieldMessages } from "./translate";

/** The public forms' messages in Spanish, which speaks to the visitor as "usted" (terms: docs/i18n/GLOSSARY.md). */
const es: FieldMessages = {
  exact: {
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
    "Enter a time such as 2:30 PM": "Escriba una hora, por ejemplo 2:30 p. m.",
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
  numbered: {
    atMostCharacters: (n) => `Debe tener como máximo ${n} caracteres`,
    biographyAtLeast: (n) => `La biografía debe tener al menos ${n} caracteres`,
    animationFrames: (n) => `Una imagen animada puede tener como máximo ${n} cuadros`,
    oneToCharacters: (n) => `Debe tener de 1 a ${n} caracteres`,
  },
};

export default es;
