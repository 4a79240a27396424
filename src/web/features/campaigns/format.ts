/** "quinta-feira, 26 de novembro" / "Thursday, November 26": a campaign day in the interface language. */
export function formatCampaignDay(day: string, language: string, style: 'long' | 'short' = 'long'): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, d ?? 1, 12));
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'pt-BR', {
    timeZone: 'UTC',
    ...(style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long' }
      : { day: '2-digit', month: '2-digit' }),
  }).format(date);
}
