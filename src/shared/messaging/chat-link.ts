/**
 * The WhatsApp chat link (§2.3 chat button, §7.3 contact link and manual international sends).
 * Pass a number that already carries its country code (formatPhoneForMessaging's `phone`, or a
 * settings number); the separators are stripped here. Blank text adds no parameter.
 */
export function whatsappChatLink(phone: string, text?: string): string {
  // Digits inline, not from phones/rules: the header uses this and must not load the country tables.
  const base = `https://wa.me/${phone.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export type ChatNumbers = {
  hero?: string | null;
  header?: string | null;
  footer?: string | null;
};

/** §9: the shop's chat number is the first one set, in the order hero, header, footer. */
export function pickChatNumber({ hero, header, footer }: ChatNumbers): string | null {
  for (const candidate of [hero, header, footer]) {
    const value = candidate?.trim();
    if (value) return value;
  }
  return null;
}
