import { bestLanguage, isLanguage, type Language } from '@expertos/domain/languages';

/**
 * The extension's language (docs/product.md#extension): the app's, as it handed it over with
 * the token; else the browser's interface language best matched (es-MX → es, pt → pt-BR);
 * else English.
 */
export function chooseLanguage(handedOver: unknown, browserLanguage: string | undefined): Language {
  if (isLanguage(handedOver)) return handedOver;
  return bestLanguage(browserLanguage ? [browserLanguage] : []);
}
