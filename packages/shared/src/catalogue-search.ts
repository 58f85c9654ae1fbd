/**
 * The longest catalogue search, in characters (the search boxes' maxlength, the query schema's bound).
 * A module of its own: the header's search box is in the storefront's first load, the rest of
 * ./catalogue-query only in the catalogue's pages (decision 290).
 */
export const CATALOGUE_SEARCH_MAX = 100;
