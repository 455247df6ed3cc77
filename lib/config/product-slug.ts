/** The product's slug: the `/{productSlug}-app` redirect and the `{product}-modular` card key. */
export const productSlug = "atlas";
