/** Address of the back office's product screen (spec 2 §2). */
export const ADMIN_PRODUCT_PATHS = { list: '/admin/produits' } as const;
