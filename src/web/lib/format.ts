const dateFmt = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Dublin' });
const dateTimeFmt = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Dublin',
});
const euro0 = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const euro2 = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'EUR' });

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** dd/mm/aaaa; 'Data inválida' when the value is not a date (spec section 8). */
export function formatDate(value: string | number | Date): string {
  const d = toDate(value);
  return d ? dateFmt.format(d) : 'Data inválida';
}

/** dd/mm/aaaa hh:mm in pt-BR. */
export function formatDateTime(value: string | number | Date): string {
  const d = toDate(value);
  return d ? dateTimeFmt.format(d).replace(',', '') : 'Data inválida';
}

/**
 * Every price a rider sees (listings, rentals, membership): whole euros without decimals ('€ 36'),
 * any other amount with two ('€ 35,50'). Issue 16: the spec's 0 decimals rounded buyers' money.
 */
export function formatEuro(value: string | number | null | undefined): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  if (n == null || Number.isNaN(n)) return '';
  return Math.round(n * 100) % 100 === 0 ? euro0.format(n) : euro2.format(n);
}

/** Subscription price and other exact amounts: 2 decimals. */
export function formatEuroCents(value: string | number): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return Number.isNaN(n) ? '' : euro2.format(n);
}

export function firstName(user: { firstName: string; displayName: string | null }): string {
  return user.firstName || user.displayName?.split(' ')[0] || 'Membro';
}

export function initials(user: { firstName: string; lastName: string }): string {
  return `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
}
