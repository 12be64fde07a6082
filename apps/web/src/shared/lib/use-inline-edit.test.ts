import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useInlineEdit } from './use-inline-edit';

const key = (name: string, blur = vi.fn()) =>
  ({ key: name, currentTarget: { blur } }) as unknown as KeyboardEvent<HTMLElement>;

function setup(value = 'saved', onCommit = vi.fn((_draft: string): string | undefined => undefined)) {
  const hook = renderHook(({ saved }) => useInlineEdit({ value: saved, onCommit }), {
    initialProps: { saved: value },
  });
  return { hook, onCommit };
}

describe('useInlineEdit', () => {
  it('commits the draft once and ends the edit, keeping the committed text on screen', () => {
    const { hook, onCommit } = setup();
    act(() => hook.result.current.begin('saved'));
    act(() => hook.result.current.change('typed'));
    expect(hook.result.current.dirty).toBe(true);

    act(() => hook.result.current.commit());
    act(() => hook.result.current.commit());

    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('typed');
    expect(hook.result.current.editing).toBe(false);
    expect(hook.result.current.draft).toBe('typed');
  });

  it('keeps the edit open with the reason when the draft cannot be saved, until the next change', () => {
    const { hook } = setup(
      'saved',
      vi.fn(() => 'Required'),
    );
    act(() => hook.result.current.begin(''));
    act(() => hook.result.current.commit());
    expect(hook.result.current).toMatchObject({ editing: true, error: 'Required' });

    act(() => hook.result.current.change('x'));
    expect(hook.result.current.error).toBeNull();
  });

  it('puts the saved value back on Escape, and a blur right after it saves nothing', () => {
    const { hook, onCommit } = setup();
    act(() => hook.result.current.change('abandoned'));
    act(() => {
      hook.result.current.onKeyDown(key('Escape'));
      hook.result.current.commit();
    });

    expect(onCommit).not.toHaveBeenCalled();
    expect(hook.result.current).toMatchObject({ editing: false, draft: 'saved', dirty: false });
  });

  it('commits on Enter by default, or leaves the field when asked to', () => {
    const { hook, onCommit } = setup();
    act(() => hook.result.current.change('typed'));
    act(() => hook.result.current.onKeyDown(key('Enter')));
    expect(onCommit).toHaveBeenCalledWith('typed');

    const blur = vi.fn();
    const other = renderHook(() => useInlineEdit({ value: '', onCommit, enter: 'blur' }));
    act(() => other.result.current.onKeyDown(key('Enter', blur)));
    expect(blur).toHaveBeenCalledTimes(1);
  });

  it('follows the saved value while nobody edits, never while someone types', () => {
    const { hook } = setup();
    hook.rerender({ saved: 'from server' });
    expect(hook.result.current.draft).toBe('from server');

    act(() => hook.result.current.begin());
    act(() => hook.result.current.change('mine'));
    hook.rerender({ saved: 'newer' });
    expect(hook.result.current.draft).toBe('mine');
  });
});
