import type { IntegrationType } from '@expertos/domain/integration.schema';
import type { EditFieldsProps } from './form-kind';

/**
 * What a kind's picker of where it sends (Jira's project, monday's board) is handed in the edit
 * form: the integration, the picked target, and a change that also clears the marks of missing
 * fields.
 */
export function targetPickerProps<T extends IntegrationType, D extends { target: unknown }>({
  projectUid,
  integration,
  draft,
  onChange,
  missing,
  setMissing,
}: EditFieldsProps<T, D>): {
  projectUid: string;
  integrationUid: string;
  value: D['target'];
  onChange: (target: D['target']) => void;
  missing: string[];
} {
  return {
    projectUid,
    integrationUid: integration.uid,
    value: draft.target,
    onChange: (target: D['target']) => {
      onChange({ ...draft, target });
      setMissing([]);
    },
    missing,
  };
}
