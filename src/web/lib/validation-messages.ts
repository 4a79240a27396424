import { CONTACT_MESSAGES } from '../../shared/contact/schemas';
import { COUNTRY_INVALID_MESSAGE, PHONE_INVALID_FOR_COUNTRY_MESSAGE } from '../../shared/phones/schemas';

/**
 * Shared zod schemas carry the Portuguese texts the server answers with (SPEC §8). In the English
 * interface the form shows these translations; a text with no entry is shown as it is.
 */
const EN: Record<string, string> = {
  [CONTACT_MESSAGES.nameRequired]: 'Please enter your name',
  [CONTACT_MESSAGES.emailInvalid]: 'Please enter a valid e-mail',
  [CONTACT_MESSAGES.phoneInvalid]: 'Invalid phone number',
  [CONTACT_MESSAGES.messageTooShort]: 'Please write a message of at least 10 characters',
  [CONTACT_MESSAGES.messageTooLong]: 'The message can have at most 2000 characters',
  [CONTACT_MESSAGES.spam]: 'The message could not be sent.',
  [PHONE_INVALID_FOR_COUNTRY_MESSAGE]: 'Invalid phone number for the selected country',
  [COUNTRY_INVALID_MESSAGE]: 'Choose a country from the list',
};

export function registerValidationTranslations(entries: Record<string, string>) {
  Object.assign(EN, entries);
}

export function translateValidation(message: string | undefined, language: string): string | undefined {
  if (!message || language !== 'en') return message;
  return EN[message] ?? message;
}
