import type { FulfilmentSettings } from '@/shared/delivery/settings';

/** The demo shop in Marietta, GA, with Atlanta-area delivery zones (seeded when no store takes orders). */
export const DEMO_STORE = {
  name: 'Brazil Prime — Marietta, GA',
  slug: 'brazil-prime-marietta',
  address: '1255 Roswell Rd, Marietta, GA 30062',
  phone: '+16785550142',
};

export const DEMO_FULFILMENT: FulfilmentSettings = {
  timeZone: 'America/New_York',
  pickup: {
    enabled: true,
    address: DEMO_STORE.address,
    hours: 'Terça a sábado, 9h às 20h; domingo, 10h às 15h',
    hoursEn: 'Tuesday to Saturday, 9 am to 8 pm; Sunday, 10 am to 3 pm',
    schedule: {
      weekdays: [0, 2, 3, 4, 5, 6],
      windows: [
        { id: 'pickup-morning', start: '10:00', end: '13:00', capacity: 12 },
        { id: 'pickup-afternoon', start: '13:00', end: '16:00', capacity: 12 },
        { id: 'pickup-evening', start: '16:00', end: '19:00', capacity: 12 },
      ],
    },
  },
  delivery: {
    enabled: true,
    zones: [
      {
        id: 'marietta',
        name: 'Marietta e Kennesaw',
        nameEn: 'Marietta and Kennesaw',
        zips: ['30060', '30062', '30064', '30066', '30067', '30068', '30144', '30152'],
        prefixes: [],
        feeCents: 799,
        minimumOrderCents: 5000,
      },
      {
        id: 'cobb-north-fulton',
        name: 'Cobb, Smyrna e norte de Fulton',
        nameEn: 'Cobb, Smyrna and North Fulton',
        zips: ['30080', '30082', '30339', '30075', '30076', '30022'],
        prefixes: ['3010', '3012'],
        feeCents: 1299,
        minimumOrderCents: 8000,
      },
      {
        id: 'atlanta-metro',
        name: 'Região metropolitana de Atlanta',
        nameEn: 'Metro Atlanta',
        zips: [],
        prefixes: ['300', '301', '303'],
        feeCents: 1999,
        minimumOrderCents: 12000,
      },
    ],
    schedule: {
      weekdays: [2, 4, 5, 6],
      windows: [
        { id: 'morning', start: '09:00', end: '12:00', capacity: 8 },
        { id: 'afternoon', start: '13:00', end: '17:00', capacity: 10 },
        { id: 'evening', start: '17:00', end: '20:00', capacity: 6 },
      ],
    },
  },
  cutoffTime: '18:00',
  leadTimeHours: 12,
  horizonDays: 14,
  closedDates: [],
  // The same hours as the text above (decision 086): on Sunday only the morning pickup fits.
  openingHours: [
    { day: 0, open: '10:00', close: '15:00' },
    ...[2, 3, 4, 5, 6].map((day) => ({ day, open: '09:00', close: '20:00' })),
  ],
};
