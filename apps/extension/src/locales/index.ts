import type { Language } from '@expertos/domain/languages';
import type { Catalogue } from '../i18n/types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ptBR } from './pt-BR';

/** Every language's catalogue, bundled: they are small, and the worker cannot load chunks. */
export const CATALOGUES: Record<Language, Catalogue> = { en, es, de, fr, 'pt-BR': ptBR };
