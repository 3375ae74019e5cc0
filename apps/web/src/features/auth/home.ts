/** Where a signed-in person lands (docs/product.md#states: after a login). */
export const APP_HOME = "/dashboard/browse" as const;
