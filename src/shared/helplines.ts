/** Australian crisis lines (DECISIONS.md §5). Facts: keep every number exact. */
export interface Helpline {
  id:
    | 'emergency'
    | 'lifeline'
    | 'beyondblue'
    | 'suicidecallback'
    | 'kidshelpline'
    | 'mensline'
    | 'yarn'
    | 'eheadspace'
    | 'respect';
  name: string;
  phone: string;
  /** E.164-free dial string for tel: links. */
  tel: string;
  description: string;
  hours: string;
  website?: string;
}

export const helplines = {
  emergency: {
    id: 'emergency',
    name: 'Emergency services',
    phone: '000',
    tel: '000',
    description: 'Police, ambulance or fire in a life-threatening emergency',
    hours: '24/7',
  },
  lifeline: {
    id: 'lifeline',
    name: 'Lifeline',
    phone: '13 11 14',
    tel: '131114',
    description: '24/7 crisis support and suicide prevention',
    hours: '24/7',
    website: 'https://www.lifeline.org.au',
  },
  beyondblue: {
    id: 'beyondblue',
    name: 'Beyond Blue',
    phone: '1300 22 4636',
    tel: '1300224636',
    description: 'Support for depression and anxiety',
    hours: '24/7',
    website: 'https://www.beyondblue.org.au',
  },
  suicidecallback: {
    id: 'suicidecallback',
    name: 'Suicide Call Back Service',
    phone: '1300 659 467',
    tel: '1300659467',
    description: '24/7 telephone counselling for anyone affected by suicide',
    hours: '24/7',
    website: 'https://www.suicidecallbackservice.org.au',
  },
  kidshelpline: {
    id: 'kidshelpline',
    name: 'Kids Helpline',
    phone: '1800 55 1800',
    tel: '1800551800',
    description: 'Counselling for young people aged 5 to 25',
    hours: '24/7',
    website: 'https://kidshelpline.com.au',
  },
  mensline: {
    id: 'mensline',
    name: 'MensLine Australia',
    phone: '1300 78 99 78',
    tel: '1300789978',
    description: 'Support for men with family and relationship concerns',
    hours: '24/7',
    website: 'https://mensline.org.au',
  },
  yarn: {
    id: 'yarn',
    name: '13YARN',
    phone: '13 92 76',
    tel: '139276',
    description: 'Crisis support for Aboriginal and Torres Strait Islander people',
    hours: '24/7',
    website: 'https://www.13yarn.org.au',
  },
  respect: {
    id: 'respect',
    name: '1800RESPECT',
    phone: '1800 737 732',
    tel: '1800737732',
    description: 'National domestic, family and sexual violence counselling',
    hours: '24/7',
    website: 'https://www.1800respect.org.au',
  },
  eheadspace: {
    id: 'eheadspace',
    name: 'eheadspace',
    phone: '1800 650 890',
    tel: '1800650890',
    description: 'Support for young people aged 12 to 25',
    hours: '3 pm to 10 pm daily',
    website: 'https://headspace.org.au/online-and-phone-support',
  },
} as const satisfies Record<Helpline['id'], Helpline>;

/** Crisis dialog interaction types (spec §7). */
export const crisisInteractionTypes = [
  'modal_open',
  'call_lifeline',
  'call_beyondblue',
  'call_suicidecallback',
  'call_emergency',
] as const;
export type CrisisInteractionType = (typeof crisisInteractionTypes)[number];
