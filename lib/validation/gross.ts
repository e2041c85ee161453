/** The largest gross a hole accepts: beyond it a typing slip is far likelier than a score. */
export const GROSS_MAX = 20;
