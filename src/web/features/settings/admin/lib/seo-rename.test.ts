import { describe, expect, it } from 'vitest';
import { seoRenames } from './seo-rename';

const SEO = {
  site_title: 'Brazil Prime — Açougue e Mercado Brasileiro na Geórgia',
  site_title_en: 'Brazil Prime — Brazilian Butcher Shop and Market in Georgia',
  og_site_name: 'Brazil Prime',
};

describe('seoRenames: what renaming the shop offers to change in the SEO settings (issue 39)', () => {
  it.each([
    [
      'the old name in each title becomes the new one',
      SEO,
      'Casa Gaúcha',
      {
        site_title: 'Casa Gaúcha — Açougue e Mercado Brasileiro na Geórgia',
        site_title_en: 'Casa Gaúcha — Brazilian Butcher Shop and Market in Georgia',
        og_site_name: 'Casa Gaúcha',
      },
    ],
    [
      'a title without the old name becomes the name; a blank English title and site name still follow',
      { site_title: 'Carnes na Geórgia', site_title_en: '', og_site_name: '' },
      'Casa Gaúcha',
      { site_title: 'Casa Gaúcha' },
    ],
    [
      'an English title without the old name is left alone',
      { ...SEO, site_title_en: 'Butcher in Georgia' },
      'Casa Gaúcha',
      {
        site_title: 'Casa Gaúcha — Açougue e Mercado Brasileiro na Geórgia',
        og_site_name: 'Casa Gaúcha',
      },
    ],
    [
      'already named so: nothing',
      { site_title: 'Casa', site_title_en: '', og_site_name: 'Casa' },
      'Casa',
      {},
    ],
    ['the same name: nothing', SEO, 'Brazil Prime', {}],
    ['a blank name: nothing', SEO, '  ', {}],
  ])('%s', (_, seo, to, expected) => {
    expect(seoRenames(seo, 'Brazil Prime', to)).toEqual(expected);
  });
});
