import type { phone as pt } from '../pt-BR/phone';
import type { SameKeys } from '../shape';

export const phone: SameKeys<typeof pt> = {
  country: 'Country',
  phone: 'Phone',
  option: '{{name}} ({{dialCode}})',
  countries: {
    BR: 'Brazil',
    AR: 'Argentina',
    CL: 'Chile',
    CO: 'Colombia',
    PE: 'Peru',
    UY: 'Uruguay',
    PY: 'Paraguay',
    BO: 'Bolivia',
    EC: 'Ecuador',
    VE: 'Venezuela',
    GY: 'Guyana',
    SR: 'Suriname',
    GF: 'French Guiana',
    US: 'United States',
    CA: 'Canada',
    MX: 'Mexico',
    GT: 'Guatemala',
    BZ: 'Belize',
    SV: 'El Salvador',
    HN: 'Honduras',
    NI: 'Nicaragua',
    CR: 'Costa Rica',
    PA: 'Panama',
  },
};
