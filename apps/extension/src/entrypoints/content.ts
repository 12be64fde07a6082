import { isExtensionDisabled } from '@expertos/domain/extension';
import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { send } from '@/lib/messages';
import { loadDisableState } from '@/lib/storage';

/**
 * Text selected on any page offers "Create ticket" beside it (docs/product.md#extension),
 * except where the person switched the extension off. The button lives in a shadow
 * root, so the page's styles cannot reach it and its own cannot leak into the page.
 */
export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  main() {
    const host = document.createElement('expertos-selection');
    const shadow = host.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    button.type = 'button';
    // The button's words, asked of the worker the first time it is offered (and again after the
    // app hands over another language).
    let label: Promise<string> | null = null;
    const buttonText = () => {
      label ??= send<string>({ to: 'background', type: 'selection-label' }).catch((error) => {
        label = null;
        throw error;
      });
      return label;
    };
    const style = document.createElement('style');
    style.textContent = `button{position:fixed;z-index:2147483647;font:600 13px/1 system-ui,sans-serif;
      padding:8px 12px;border:0;border-radius:8px;background:#7048e8;color:#fff;cursor:pointer;
      box-shadow:0 2px 8px rgba(0,0,0,.25)}button:focus-visible{outline:2px solid #fff;outline-offset:-4px}`;
    shadow.append(style, button);
    let selected: string | null = null;

    const hide = () => {
      host.remove();
      selected = null;
    };

    const offer = async () => {
      const selection = window.getSelection();
      const text = selection?.toString().trim();
      if (!selection || !text || selection.rangeCount === 0) return hide();
      if (isExtensionDisabled(await loadDisableState(), { url: location.href, now: new Date() }))
        return hide();
      button.textContent = await buttonText();
      const rect = selection.getRangeAt(0).getBoundingClientRect();
      selected = text;
      button.style.top = `${Math.min(window.innerHeight - 40, rect.bottom + 8)}px`;
      button.style.left = `${Math.max(8, Math.min(window.innerWidth - 130, rect.left))}px`;
      if (!host.isConnected) document.documentElement.append(host);
    };

    document.addEventListener('mouseup', (event) => {
      if (event.composedPath().includes(host)) return;
      setTimeout(() => void offer(), 0);
    });
    document.addEventListener('keyup', (event) => {
      if (event.shiftKey || event.key === 'Shift') void offer();
    });
    document.addEventListener('mousedown', (event) => {
      if (!event.composedPath().includes(host)) hide();
    });
    window.addEventListener('scroll', hide, { passive: true });
    button.addEventListener('click', () => {
      if (!selected) return;
      void send({
        to: 'background',
        type: 'capture-selection',
        text: selected,
        url: location.href,
        title: document.title,
      });
      hide();
    });
    // Switched off from the popup while this page is open: take the button away at once. The
    // app's language handed over: the button says it in that one.
    browser.storage.onChanged.addListener((changes) => {
      if (changes.disabled) hide();
      if (changes.language) label = null;
    });
  },
});
