/**
 * Where the home catalogue's GET forms and links go: the catalogue of the home page, scrolled to it.
 * A module of its own: the header's search (in the first load) needs it, and importing it from the
 * toolbar took the toolbar's select and Headless UI into the first load, from ./catalogue-query the
 * catalogue's filters and queries, which only its pages use (decision 290).
 */
export const CATALOGUE_ACTION = '/#catalogue';
