/** A gentle greeting for the hour on the person's own clock. */
export function timeGreeting(hour: number, firstName?: string | null): string {
  const name = firstName?.trim();
  if (hour < 5) return name ? `Still up, ${name}?` : 'Still up?';
  const part = hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
  return name ? `${part}, ${name}.` : `${part}.`;
}
