/** The product's name, as people see it in e-mails, titles and the API reference. */
export const PRODUCT_NAME = 'Expertos';
