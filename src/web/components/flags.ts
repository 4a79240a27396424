import ar from 'flag-icons/flags/4x3/ar.svg?url';
import bo from 'flag-icons/flags/4x3/bo.svg?url';
import br from 'flag-icons/flags/4x3/br.svg?url';
import bz from 'flag-icons/flags/4x3/bz.svg?url';
import ca from 'flag-icons/flags/4x3/ca.svg?url';
import cl from 'flag-icons/flags/4x3/cl.svg?url';
import co from 'flag-icons/flags/4x3/co.svg?url';
import cr from 'flag-icons/flags/4x3/cr.svg?url';
import ec from 'flag-icons/flags/4x3/ec.svg?url';
import gf from 'flag-icons/flags/4x3/gf.svg?url';
import gt from 'flag-icons/flags/4x3/gt.svg?url';
import gy from 'flag-icons/flags/4x3/gy.svg?url';
import hn from 'flag-icons/flags/4x3/hn.svg?url';
import mx from 'flag-icons/flags/4x3/mx.svg?url';
import ni from 'flag-icons/flags/4x3/ni.svg?url';
import pa from 'flag-icons/flags/4x3/pa.svg?url';
import pe from 'flag-icons/flags/4x3/pe.svg?url';
import py from 'flag-icons/flags/4x3/py.svg?url';
import sr from 'flag-icons/flags/4x3/sr.svg?url';
import sv from 'flag-icons/flags/4x3/sv.svg?url';
import us from 'flag-icons/flags/4x3/us.svg?url';
import uy from 'flag-icons/flags/4x3/uy.svg?url';
import ve from 'flag-icons/flags/4x3/ve.svg?url';
import type { CountryCode } from '@/shared/phones/countries';

/**
 * The flags of the phone pickers' countries (SPEC §3.7), as SVG from flag-icons (MIT): only these 23
 * files are bundled, each a URL an <img> loads when its country is shown (the small ones are
 * inlined by Vite). Emoji flags draw as two letters or boxes on Linux and Windows (decision 056).
 */
export const FLAG_URLS: Record<CountryCode, string> = {
  BR: br,
  AR: ar,
  CL: cl,
  CO: co,
  PE: pe,
  UY: uy,
  PY: py,
  BO: bo,
  EC: ec,
  VE: ve,
  GY: gy,
  SR: sr,
  GF: gf,
  US: us,
  CA: ca,
  MX: mx,
  GT: gt,
  BZ: bz,
  SV: sv,
  HN: hn,
  NI: ni,
  CR: cr,
  PA: pa,
};
