import { describe, expect, it } from 'vitest';
import { checkLiterals, isWebSource, serverLiterals, webLiterals } from './literals.mjs';

const web = (text, file = 'apps/web/src/features/team/Form.tsx') => ({ file, text });
const texts = (found) => found.map((literal) => `${literal.where} ${literal.text}`);

describe('literal text where a catalogue’s belongs', () => {
  it('catches a field labelled with a literal, and lets a translated one pass', () => {
    const caught = checkLiterals([web('export const F = () => <TextInput label="Name" />;')], []);
    expect(caught).toHaveLength(1);
    expect(caught[0]).toMatchObject({
      rule: 'no-literal-text',
      file: 'apps/web/src/features/team/Form.tsx:1',
    });
    expect(caught[0]?.message).toContain('label is the literal "Name"');

    expect(checkLiterals([web("export const F = () => <TextInput label={t('x')} />;")], [])).toEqual([]);
  });

  it('reads the text props, templates, both branches of a condition and braced children', () => {
    const found = webLiterals(
      web(`export const F = ({ n, done }) => (
  <>
    <img alt="A cat" src="/cat.png" />
    <Button aria-label={\`Delete \${n}\`} submitLabel={done ? 'Saved' : t('ui.save')} />
    <Select nothingFoundMessage={name || 'Nothing'} placeholder="https://" />
    <p title={t('ui.x', { n: 'ok' })}>{'Hello'}</p>
  </>
);`),
    );
    expect(texts(found)).toEqual([
      'alt A cat',
      `aria-label Delete \${n}`,
      'submitLabel Saved',
      'nothingFoundMessage Nothing',
      'placeholder https://',
      'a JSX child Hello',
    ]);
  });

  it('leaves props that are not text alone, and literals with no letter', () => {
    const found = webLiterals(
      web(
        `export const F = () => <Stack gap="md" variant="light" data-testid="x" aria-labelledby="y" label="·" title={\`\${a} / \${b}\`} />;`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('reads what notices and confirm dialogs show, in .ts files too', () => {
    const found = webLiterals(
      web(
        `notify({ type: 'positive', message: 'Saved' });
confirm({ title: t('ui.x'), ok: 'Delete', danger: true });
window.confirm('Leave this page?');
modals.openConfirmModal({ title: 'Sure?', labels: { confirm: 'Yes', cancel: t('ui.no') } });
notifications.show({ message: \`Sent to \${name}\` });
other({ message: 'Not shown' });`,
        'apps/web/src/shared/lib/a.ts',
      ),
    );
    expect(texts(found)).toEqual([
      'notify({ message }) Saved',
      'confirm({ ok }) Delete',
      'confirm(…) Leave this page?',
      'modals.openConfirmModal({ title }) Sure?',
      'modals.openConfirmModal({ labels.confirm }) Yes',
      `notifications.show({ message }) Sent to \${name}`,
    ]);
  });

  it('reads the words of the server’s e-mails and push messages', () => {
    const found = serverLiterals({
      file: 'apps/server/src/modules/push/push-message.ts',
      text: `const a = { title: \`\${actor} mentioned you\`, body: excerpt };
const b = { subject: \`\${name} — \${to}\`, action: { label: 'Open the task', url } };
const c = { text: t.verifyEmail.body, kind: 'mention' };`,
    });
    expect(texts(found)).toEqual([`title \${actor} mentioned you`, 'label Open the task']);
  });

  it('looks only at the web app’s shipped code and the server’s message builders', () => {
    expect(isWebSource('apps/web/src/features/team/Form.tsx')).toBe(true);
    expect(isWebSource('apps/web/src/shared/lib/a.ts')).toBe(true);
    expect(isWebSource('apps/web/src/features/team/Form.test.tsx')).toBe(false);
    expect(isWebSource('apps/web/src/test/render.tsx')).toBe(false);
    expect(isWebSource('apps/web/src/features/public/components/kitchen/KitDemos.tsx')).toBe(false);
    expect(isWebSource('apps/web/src/features/public/components/TypeTokens.tsx')).toBe(false);
    const label = 'const x = { label: "Open" };';
    expect(checkLiterals([{ file: 'apps/server/src/platform/mail/texts/en.ts', text: label }], [])).toEqual(
      [],
    );
    expect(
      checkLiterals([{ file: 'apps/server/src/modules/push/push-message.ts', text: label }], []),
    ).toHaveLength(1);
  });

  it('keeps an allowed literal, and fails an entry with no reason or with nothing left to allow', () => {
    const source = web('export const F = () => <TextInput placeholder="https://" />;');
    const allowed = { file: source.file, text: 'https://', reason: 'an address, not language' };
    expect(checkLiterals([source], [allowed])).toEqual([]);

    const unexplained = checkLiterals([source], [{ ...allowed, reason: ' ' }]);
    expect(unexplained.map((v) => v.message)).toEqual(['the allowed literal "https://" gives no reason']);

    const stale = checkLiterals([web('export const F = () => <TextInput />;')], [allowed]);
    expect(stale).toHaveLength(1);
    expect(stale[0]?.message).toContain('is not there any more');
  });
});
