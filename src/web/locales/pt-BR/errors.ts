import { MESSAGES, type MessageDictionary } from '@/shared/messages';

/**
 * Portuguese for every message key: the shared catalogue itself (SPEC §8 wording, never copied
 * here), its `{name}` placeholders written the i18next way (`{{name}}`), as the en dictionary has them.
 */
export const errors = Object.fromEntries(
  Object.entries(MESSAGES).map(([group, texts]) => [
    group,
    Object.fromEntries(
      Object.entries(texts).map(([name, text]) => [name, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
    ),
  ]),
) as unknown as MessageDictionary;
