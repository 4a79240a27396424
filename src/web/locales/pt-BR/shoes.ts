/** The shoe pages (/chuteiras, /tenis): loaded with their code, not with the home page (decision 056). */
export const shoes = {
  searchPlaceholder: 'Chuteira society, tênis de corrida…',
  usSizes: 'Numeração dos EUA masculina, aproximada: as marcas variam até meio número.',
};
