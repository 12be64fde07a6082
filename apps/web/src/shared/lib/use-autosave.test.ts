import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, type AutosaveResult, readDraft, useAutosave, writeDraft } from './use-autosave';

const KEY = 'expertos:draft:u1:ticket:t1:description';

/** A save the test answers when it wants: each call waits for `answer`. */
function controlledSave() {
  const answers: ((result: AutosaveResult) => void)[] = [];
  const save = vi.fn(
    (_text: string, _base: string | undefined) =>
      new Promise<AutosaveResult>((resolve) => {
        answers.push(resolve);
      }),
  );
  const answer = async (result: AutosaveResult) => {
    await act(async () => answers.shift()?.(result));
  };
  return { save, answer };
}

function setup(save: (text: string, base: string | undefined) => Promise<AutosaveResult>, value = 'saved') {
  return renderHook(({ saved, base }) => useAutosave({ value: saved, base, draftKey: KEY, save }), {
    initialProps: { saved: value, base: 'v1' },
  });
}

const wait = async (ms: number) => {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAutosave', () => {
  it('saves once typing pauses, not on every key', async () => {
    const { save, answer } = controlledSave();
    const hook = setup(save);

    act(() => hook.result.current.change('saved a'));
    await wait(AUTOSAVE_DELAY_MS - 100);
    act(() => hook.result.current.change('saved ab'));
    await wait(AUTOSAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();

    await wait(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('saved ab', 'v1');
    expect(hook.result.current.status).toBe('saving');
    await answer({ status: 'saved', base: 'v2' });
    expect(hook.result.current.status).toBe('saved');
    expect(hook.result.current.dirty).toBe(false);
  });

  it('saves at once on flush (a blur)', async () => {
    const { save } = controlledSave();
    const hook = setup(save);
    act(() => hook.result.current.change('typed'));
    act(() => hook.result.current.flush());
    expect(save).toHaveBeenCalledWith('typed', 'v1');
  });

  it('keeps the unsaved text on this device until the server confirms it', async () => {
    const { save, answer } = controlledSave();
    const hook = setup(save);
    act(() => hook.result.current.change('typed'));
    expect(readDraft(KEY)).toEqual({ text: 'typed', base: 'v1' });

    act(() => hook.result.current.flush());
    expect(readDraft(KEY)).not.toBeNull();
    await answer({ status: 'saved', base: 'v2' });
    expect(readDraft(KEY)).toBeNull();
  });

  it('restores a draft that differs from the saved text, and saves it on the base it was typed on', async () => {
    writeDraft(KEY, { text: 'typed before the reload', base: 'v0' });
    const { save, answer } = controlledSave();
    const hook = setup(save);

    expect(hook.result.current.text).toBe('typed before the reload');
    expect(hook.result.current.dirty).toBe(true);
    expect(save).toHaveBeenCalledWith('typed before the reload', 'v0');
    await answer({ status: 'saved', base: 'v2' });
    expect(readDraft(KEY)).toBeNull();
  });

  it('forgets a draft the server already has, without saving it again', () => {
    writeDraft(KEY, { text: 'saved', base: 'v0' });
    const { save } = controlledSave();
    const hook = setup(save);
    expect(hook.result.current.text).toBe('saved');
    expect(save).not.toHaveBeenCalled();
    expect(readDraft(KEY)).toBeNull();
  });

  it('says why a save failed, keeps the text and the draft, and saves again on retry', async () => {
    const { save, answer } = controlledSave();
    const hook = setup(save);
    act(() => hook.result.current.change('typed'));
    act(() => hook.result.current.flush());
    await answer({ status: 'failed', message: 'The service is not available right now.' });

    expect(hook.result.current).toMatchObject({
      status: 'failed',
      error: 'The service is not available right now.',
      text: 'typed',
      dirty: true,
    });
    expect(readDraft(KEY)?.text).toBe('typed');

    act(() => hook.result.current.flush());
    expect(save).toHaveBeenCalledTimes(2);
    await answer({ status: 'saved', base: 'v2' });
    expect(hook.result.current.status).toBe('saved');
  });

  it('sends one save at a time: text typed meanwhile follows on the new base', async () => {
    const { save, answer } = controlledSave();
    const hook = setup(save);
    act(() => hook.result.current.change('one'));
    act(() => hook.result.current.flush());
    act(() => hook.result.current.change('one two'));
    act(() => hook.result.current.flush());
    expect(save).toHaveBeenCalledTimes(1);

    await answer({ status: 'saved', base: 'v2' });
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('one two', 'v2');
  });

  it('stops at a conflict until the user chooses, then saves theirs or mine on the current base', async () => {
    const { save, answer } = controlledSave();
    const hook = setup(save);
    act(() => hook.result.current.change('mine'));
    act(() => hook.result.current.flush());
    await answer({ status: 'conflict', theirs: 'theirs', base: 'v3' });
    expect(hook.result.current).toMatchObject({
      status: 'conflict',
      theirs: 'theirs',
      text: 'mine',
      dirty: true,
    });

    // Typing on does not save over their text.
    act(() => hook.result.current.change('mine, still'));
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(save).toHaveBeenCalledTimes(1);

    act(() => hook.result.current.keep('mine, still'));
    expect(save).toHaveBeenLastCalledWith('mine, still', 'v3');
    await answer({ status: 'saved', base: 'v4' });
    expect(hook.result.current).toMatchObject({ status: 'saved', theirs: null, dirty: false });
  });

  it('takes their text on "use theirs" and forgets the draft', async () => {
    const { save, answer } = controlledSave();
    const hook = setup(save);
    act(() => hook.result.current.change('mine'));
    act(() => hook.result.current.flush());
    await answer({ status: 'conflict', theirs: 'theirs', base: 'v3' });

    act(() => hook.result.current.useTheirs());
    expect(hook.result.current).toMatchObject({ text: 'theirs', theirs: null, dirty: false });
    expect(readDraft(KEY)).toBeNull();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('asks before the tab closes while something is unsaved', async () => {
    const { save, answer } = controlledSave();
    const hook = setup(save);
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    act(() => hook.result.current.change('typed'));
    expect(closing()).toBe(true);
    act(() => hook.result.current.flush());
    await answer({ status: 'saved', base: 'v2' });
    expect(closing()).toBe(false);
  });

  it('follows the server while nothing is unsaved, and not while something is', () => {
    const { save } = controlledSave();
    const hook = setup(save);
    hook.rerender({ saved: 'changed elsewhere', base: 'v2' });
    expect(hook.result.current.text).toBe('changed elsewhere');

    act(() => hook.result.current.change('typing here'));
    hook.rerender({ saved: 'changed again', base: 'v3' });
    expect(hook.result.current.text).toBe('typing here');
  });
});
