const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: '2-digit', month: 'long', timeZone: 'Europe/Dublin' });
const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Dublin' });

/** "sábado, 14 de dezembro · 19:30" in Dublin time; 'Data inválida' for a bad value. */
export function formatEventDate(iso: string): { day: string; time: string } {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return { day: 'Data inválida', time: '' };
  const day = weekday.format(d);
  return { day: day.charAt(0).toUpperCase() + day.slice(1), time: time.format(d) };
}

/** The value of an <input type="datetime-local"> for an ISO instant, in the browser's zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
