import { browser } from 'wxt/browser';

// The "Expertos" panel in the developer tools: a bug ticket from the inspected page.
void browser.devtools.panels.create('Expertos', '', '/devtools-panel.html');
