/** Times are shown in the zone the server counts the day in, not the browser's, so 'midnight' means their midnight. */

export function zoneLabel(timeZone: string): string {
  const city = timeZone.split('/').pop()?.replaceAll('_', ' ');
  return city && city !== timeZone ? `${city} time` : timeZone;
}

export function formatDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(iso),
  );
}

export function formatTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit' })
    .format(new Date(iso))
    .replace(/\s?([ap])m$/i, ' $1m');
}

/** '12:00 am on Thursday 12 March (Sydney time)'. */
export function formatMoment(iso: string, timeZone: string): string {
  return `${formatTime(iso, timeZone)} on ${formatDay(iso, timeZone)} (${zoneLabel(timeZone)})`;
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-AU', { dateStyle: 'medium' });
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
