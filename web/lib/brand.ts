/** The product's tagline: under the landing page's title and under Today's greeting. */
export const TAGLINE = 'Reading scripture with depth, clarity, and curiosity';
