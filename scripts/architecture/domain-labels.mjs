// The web app shows a domain value (a status, a purpose, a weekday, a setup step…) in the
// reader's language, through t() (docs/translating.md). The domain's `*_LABELS` tables and
// `setupStepLabel` are English: the web's English catalogue takes them in (apps/web/src/shared/i18n),
// and nothing else in the web app may show them.

/** @typedef {{ file: string, text: string }} Source */
/** @typedef {{ rule: string, file: string, message: string }} Violation */

/** Domain label sets the web may show as they are, each with why. */
export const ALLOWED_LABEL_SETS = {
  SOCIAL_PROVIDER_LABELS:
    'network names only (Instagram, YouTube): not translated (docs/translating.md#rules-for-every-language)',
};

const isLabelName = (name) => /^[A-Z][A-Z0-9_]*_LABELS$/.test(name) || name === 'setupStepLabel';

/** Where the rule looks: the web's sources, less its tests and its catalogues. */
export function isCheckedWebFile(file) {
  return (
    file.startsWith('apps/web/src/') &&
    /\.(ts|tsx)$/.test(file) &&
    !/\.test\.(ts|tsx)$/.test(file) &&
    !file.startsWith('apps/web/src/test/') &&
    !file.startsWith('apps/web/src/shared/i18n/')
  );
}

// `import … from '@expertos/domain/…'` and `export … from '@expertos/domain/…'`, over several lines.
const DOMAIN_IMPORT =
  /(?:^|\n|;)\s*(import|export)\s+(type\s+)?([^;'"]*?)\s+from\s*['"](@expertos\/domain\/[^'"]+)['"]/g;

/**
 * The names a file takes from the domain to use as values: named imports and re-exports (their
 * original names, `as` aliases undone) and the members read through a namespace import. A
 * type-only import shows nothing, so it is left out.
 */
export function domainValueNames(text) {
  /** @type {{ name: string, from: string }[]} */
  const found = [];
  for (const match of text.matchAll(DOMAIN_IMPORT)) {
    const [, , typeOnly, clause, from] = match;
    if (typeOnly) continue;
    const braces = clause.match(/\{([^}]*)\}/);
    if (braces) {
      for (const part of braces[1].split(',')) {
        const specifier = part.trim();
        if (!specifier || specifier.startsWith('type ')) continue;
        found.push({ name: specifier.split(/\s+as\s+/)[0].trim(), from });
      }
    }
    const namespace = clause.match(/\*\s*as\s+([A-Za-z_$][\w$]*)/);
    if (namespace) {
      const member = new RegExp(`\\b${namespace[1].replace(/\$/g, '\\$')}\\.([A-Za-z_$][\\w$]*)`, 'g');
      for (const use of text.matchAll(member)) found.push({ name: use[1], from });
    }
  }
  return found;
}

/** Web files that take an English label table (or `setupStepLabel`) from the domain. */
export function checkDomainLabels(sources, allowed = ALLOWED_LABEL_SETS) {
  /** @type {Violation[]} */
  const violations = [];
  for (const { file, text } of sources) {
    if (!isCheckedWebFile(file)) continue;
    const seen = new Set();
    for (const { name, from } of domainValueNames(text)) {
      if (!isLabelName(name) || Object.hasOwn(allowed, name) || seen.has(name)) continue;
      seen.add(name);
      violations.push({
        rule: 'web-labels-translated',
        file,
        message: `uses ${name} from '${from}': its English labels would show in every language; show the value through t() (the keys the English catalogue builds from it, docs/translating.md)`,
      });
    }
  }
  return violations;
}
