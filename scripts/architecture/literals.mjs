// Every word a person reads comes from a catalogue (docs/translating.md#checks). Biome's
// noJsxLiterals covers text between JSX tags; this rule covers the rest of what a person reads:
// the text props of components (a field's label, a button's aria-label), the notices and confirm
// dialogs the code raises, and the words of the server's e-mails and push messages.
import { parse } from '@babel/parser';

/** @typedef {{ file: string, text: string }} Source */
/** @typedef {{ rule: string, file: string, message: string }} Violation */
/** A literal that should have come from a catalogue: where, and its text as written. */
/** @typedef {{ file: string, line: number, where: string, text: string }} Literal */
/** A literal kept on purpose, and why (literals-allowed.json). */
/** @typedef {{ file: string, text: string, reason: string }} Allowed */

/** JSX props whose value a person reads or hears (a screen reader reads the aria- ones). */
const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'alt',
  'error',
  'message',
  'tooltip',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
]);
/** The app's own text props are named after what they hold: submitLabel, nothingFoundMessage… */
const TEXT_PROP_SUFFIX = /[a-z](Label|Title|Message|Placeholder|Description|Tooltip)$/;

/**
 * Calls that show their arguments: the app's notices (`notify`) and confirm dialog (`confirm`),
 * Mantine's notifications and modals, the browser's own dialogs. For each, the properties of an
 * options object that are text (a string argument is text itself).
 */
const CALL_TEXT = {
  notify: ['title', 'message'],
  confirm: ['title', 'message', 'ok', 'cancel'],
  choose: ['title', 'message', 'cancel'],
  alert: [],
  prompt: [],
  'notifications.show': ['title', 'message'],
  'notifications.update': ['title', 'message'],
  'modals.open': ['title'],
  'modals.openConfirmModal': ['title', 'labels.confirm', 'labels.cancel'],
  'modals.openContextModal': ['title'],
};

/** The properties of the server's e-mails and push messages that carry their words. */
const SERVER_TEXT_PROPS = new Set(['subject', 'text', 'title', 'body', 'label']);

/**
 * The server's builders of e-mails and push messages. Their words go out in the recipient's
 * language from `platform/mail/texts/<language>.ts` (which is where literals belong, so it is
 * not listed), or should.
 */
export const SERVER_MESSAGE_FILES = [
  'apps/server/src/platform/mail/templates.ts',
  'apps/server/src/modules/push/push-message.ts',
  'apps/server/src/modules/analytics/review-mail.ts',
  'apps/server/src/modules/integrations/kinds/email/email-message.ts',
  'apps/server/src/modules/approvals/approvals.service.ts',
  'apps/server/src/modules/approvals/portal.service.ts',
  'apps/server/src/modules/billing/billing-rows.ts',
];

/**
 * The web app's shipped code, as biome.json's noJsxLiterals override reads it: not the tests,
 * which write texts to find them, nor the design showcase's made-up samples.
 */
export function isWebSource(file) {
  return (
    /^apps\/web\/src\/.*\.tsx?$/.test(file) &&
    !/\.test\.tsx?$/.test(file) &&
    !file.startsWith('apps/web/src/test/') &&
    !file.startsWith('apps/web/src/features/public/components/kitchen/') &&
    file !== 'apps/web/src/features/public/components/TypeTokens.tsx'
  );
}

const hasLetter = (text) => /\p{L}/u.test(text);

/**
 * The literals with a letter in an expression a person reads: a string, a template (as written
 * between its backticks), either branch of a condition or a fallback (`name || 'Untitled'`).
 * A call's arguments are not looked into: `t('ui.x')` takes a key, not a text.
 */
function textsIn(node, source) {
  if (!node) return [];
  switch (node.type) {
    case 'StringLiteral':
      return hasLetter(node.value) ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral': {
      const own = node.quasis.some((quasi) => hasLetter(quasi.value.cooked ?? quasi.value.raw))
        ? [{ node, text: source.slice(node.start + 1, node.end - 1) }]
        : [];
      return [...own, ...node.expressions.flatMap((e) => textsIn(e, source))];
    }
    case 'ConditionalExpression':
      return [...textsIn(node.consequent, source), ...textsIn(node.alternate, source)];
    case 'LogicalExpression':
      return [...textsIn(node.left, source), ...textsIn(node.right, source)];
    case 'BinaryExpression':
      return node.operator === '+' ? [...textsIn(node.left, source), ...textsIn(node.right, source)] : [];
    case 'JSXExpressionContainer':
    case 'ParenthesizedExpression':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return textsIn(node.expression, source);
    default:
      return [];
  }
}

/** Calls every node of a Babel tree, depth first. */
function walk(node, visit) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'extra') continue;
    const child = node[key];
    if (child && typeof child === 'object') walk(child, visit);
  }
}

const keyName = (property) =>
  property.type === 'ObjectProperty' && !property.computed
    ? (property.key.name ?? property.key.value ?? null)
    : null;

/** `notify`, `window.confirm` (as `confirm`), `notifications.show`: the name CALL_TEXT knows it by. */
function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier')
    return null;
  const object = callee.object.type === 'Identifier' ? callee.object.name : null;
  if (object === 'window' || object === 'globalThis') return callee.property.name;
  return object ? `${object}.${callee.property.name}` : null;
}

/** The values of an options object at `paths` (`labels.confirm` looks one object down). */
function valuesAt(object, paths) {
  const found = [];
  for (const property of object.properties) {
    const name = keyName(property);
    if (name === null) continue;
    for (const p of paths) {
      const [head, ...rest] = p.split('.');
      if (head !== name) continue;
      if (rest.length === 0) found.push({ where: name, value: property.value });
      else if (property.value.type === 'ObjectExpression')
        found.push(
          ...valuesAt(property.value, [rest.join('.')]).map((v) => ({ ...v, where: `${name}.${v.where}` })),
        );
    }
  }
  return found;
}

function parseSource({ file, text }) {
  return parse(text, {
    sourceType: 'module',
    errorRecovery: false,
    plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  });
}

/** The literal texts a web file gives to text props and to the calls that show them. */
export function webLiterals(source) {
  /** @type {Literal[]} */
  const found = [];
  const add = (where, value) => {
    for (const { node, text } of textsIn(value, source.text))
      found.push({ file: source.file, line: node.loc.start.line, where, text });
  };
  walk(parseSource(source).program, (node) => {
    if (node.type === 'JSXAttribute' && node.value) {
      const name =
        node.name.type === 'JSXNamespacedName'
          ? `${node.name.namespace.name}:${node.name.name.name}`
          : node.name.name;
      if (TEXT_PROPS.has(name) || TEXT_PROP_SUFFIX.test(name)) add(name, node.value);
    }
    if (node.type === 'JSXElement' || node.type === 'JSXFragment')
      for (const child of node.children)
        if (child.type === 'JSXExpressionContainer') add('a JSX child', child.expression);
    if (node.type === 'CallExpression') {
      const name = calleeName(node.callee);
      const paths = name !== null && Object.hasOwn(CALL_TEXT, name) ? CALL_TEXT[name] : null;
      if (!paths) return;
      for (const argument of node.arguments) {
        if (argument.type === 'ObjectExpression')
          for (const { where, value } of valuesAt(argument, paths)) add(`${name}({ ${where} })`, value);
        else add(`${name}(…)`, argument);
      }
    }
  });
  return found;
}

/** The literal texts a server e-mail or push builder gives to a message's words. */
export function serverLiterals(source) {
  /** @type {Literal[]} */
  const found = [];
  walk(parseSource(source).program, (node) => {
    const name = keyName(node);
    if (name === null || !SERVER_TEXT_PROPS.has(name)) return;
    for (const { node: literal, text } of textsIn(node.value, source.text))
      found.push({ file: source.file, line: literal.loc.start.line, where: name, text });
  });
  return found;
}

/**
 * Literal text where a catalogue's belongs, in the web app's sources and the server's message
 * builders. A literal kept on purpose (a URL as a placeholder, a brand's name) is in `allowed`
 * with its reason; an entry that matches nothing any more is a violation too, so the list
 * stays true.
 * @param {Source[]} sources
 * @param {Allowed[]} allowed
 * @returns {Violation[]}
 */
export function checkLiterals(sources, allowed) {
  /** @type {Violation[]} */
  const violations = [];
  /** @type {Literal[]} */
  const literals = [];
  for (const source of sources) {
    if (isWebSource(source.file)) literals.push(...webLiterals(source));
    else if (SERVER_MESSAGE_FILES.includes(source.file)) literals.push(...serverLiterals(source));
  }
  const key = (file, text) => `${file}\n${text}`;
  const allowedKeys = new Set(allowed.map((entry) => key(entry.file, entry.text)));
  const used = new Set();
  for (const literal of literals) {
    const k = key(literal.file, literal.text);
    if (allowedKeys.has(k)) {
      used.add(k);
      continue;
    }
    violations.push({
      rule: 'no-literal-text',
      file: `${literal.file}:${literal.line}`,
      message: `${literal.where} is the literal ${JSON.stringify(literal.text)}: put it in the i18n catalogue (t()), or in scripts/architecture/literals-allowed.json with a reason (docs/translating.md#checks)`,
    });
  }
  for (const entry of allowed) {
    if (typeof entry.reason !== 'string' || entry.reason.trim() === '')
      violations.push({
        rule: 'no-literal-text',
        file: entry.file,
        message: `the allowed literal ${JSON.stringify(entry.text)} gives no reason`,
      });
    if (!used.has(key(entry.file, entry.text)))
      violations.push({
        rule: 'no-literal-text',
        file: entry.file,
        message: `the allowed literal ${JSON.stringify(entry.text)} is not there any more: drop it from scripts/architecture/literals-allowed.json`,
      });
  }
  return violations;
}
