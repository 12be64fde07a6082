import { useCallback, useMemo, useRef, useState } from 'react';
import { toggleSelection } from '../lib/selection';

export interface Selection {
  selected: ReadonlySet<string>;
  toggle: (uid: string, shift: boolean) => void;
  /** Selects every asset shown, or none when all are already. */
  toggleAll: () => void;
  clear: () => void;
}

/** The chosen assets among those shown; ones no longer shown (another folder, a filter) drop out. */
export function useSelection(shown: readonly string[]): Selection {
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const anchor = useRef<string | null>(null);
  const selected = useMemo(() => {
    const visible = new Set(shown);
    return new Set([...chosen].filter((uid) => visible.has(uid)));
  }, [chosen, shown]);
  const toggle = useCallback(
    (uid: string, shift: boolean) => {
      setChosen((current) => toggleSelection(current, shown, anchor.current, uid, shift));
      anchor.current = uid;
    },
    [shown],
  );
  const toggleAll = useCallback(() => {
    setChosen((current) =>
      shown.length > 0 && shown.every((uid) => current.has(uid)) ? new Set() : new Set(shown),
    );
  }, [shown]);
  const clear = useCallback(() => {
    setChosen(new Set());
    anchor.current = null;
  }, []);
  return { selected, toggle, toggleAll, clear };
}
