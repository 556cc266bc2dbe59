import { formatAud } from '../../../shared/plans.ts';

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export const formatMoney = (cents: number, currency: string) =>
  currency === 'AUD' ? formatAud(cents / 100, 2) : `${(cents / 100).toFixed(2)} ${currency}`;
