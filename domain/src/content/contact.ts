import { firstFailure, isEmail } from '../accounts/rules';
import { CONTACT_TOPICS } from '../routes';

/** Texts of the contact form (spec part 2 sections 5 and 8). */
export const CONTACT_MESSAGES = {
  nameRequired: 'Bitte gib einen Namen ein.',
  emailInvalid: 'Bitte gib eine gültige E-Mail Adresse ein.',
  topicRequired: 'Bitte wähle einen Betreff aus.',
  messageRequired: 'Bitte gib eine Nachricht ein.',
  nameTooLong: 'Der Name darf höchstens 200 Zeichen lang sein.',
  messageTooLong: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.',
  sent: 'Nachricht gesendet.',
  failed: 'Leider ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
} as const;

export const CONTACT_LIMITS = { name: 200, message: 5000 } as const;

export interface ContactInput {
  name: string;
  email: string;
  topic: string;
  message: string;
}

const isTopic = (value: string) => (CONTACT_TOPICS as readonly string[]).includes(value);

/** The contact form's rules in the specified order, checked in the browser and again by the server. */
export function checkContact(input: ContactInput) {
  const name = input.name.trim();
  const message = input.message.trim();
  return firstFailure<keyof ContactInput>([
    ['name', name === '', CONTACT_MESSAGES.nameRequired],
    ['email', !isEmail(input.email.trim()), CONTACT_MESSAGES.emailInvalid],
    ['topic', !isTopic(input.topic), CONTACT_MESSAGES.topicRequired],
    ['message', message === '', CONTACT_MESSAGES.messageRequired],
    ['name', name.length > CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong],
    ['message', message.length > CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong],
  ]);
}
