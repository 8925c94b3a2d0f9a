/** What the contact form and its e-mails say, in one place for the browser and the server. */

/** How soon the support answers a contact message, as the form and the acknowledgement promise it. */
export const CONTACT_REPLY_PROMISE = 'Notre équipe vous répondra sous deux jours ouvrés.';

/** The form's answer once the message is sent. */
export const CONTACT_SENT_MESSAGE = `Votre message a bien été envoyé. ${CONTACT_REPLY_PROMISE} Un accusé de réception vous a été adressé par e-mail.`;

/** An example of the expected format, under each field that has one. */
export const CONTACT_FIELD_EXAMPLES = {
  Email: 'Exemple\u00a0: marie.dupont@exemple.fr',
  Telephone: 'Exemple\u00a0: 06 12 34 56 78',
} as const;

/** The acknowledgement the sender receives. */
export const CONTACT_ACKNOWLEDGEMENT = {
  subject: (sujet: string) => `Nous avons bien reçu votre message «\u00a0${sujet}\u00a0»`,
  received: (idMessage: number) =>
    `Nous avons bien reçu votre message n°\u00a0${idMessage}, envoyé depuis le formulaire de contact du Portail de l’autoédition. ${CONTACT_REPLY_PROMISE} Nous vous écrirons à cette adresse.`,
  recall: 'Votre message\u00a0:',
  sujet: (sujet: string) => `Sujet\u00a0: ${sujet}`,
  notYou: 'Si vous n’êtes pas à l’origine de ce message, ignorez cet e-mail.',
} as const;
