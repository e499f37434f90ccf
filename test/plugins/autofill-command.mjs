// The `autofill` and `forced-colors` server commands: Chromium's own autofill and forced-colours
// emulation through the DevTools Protocol, for the tests of autofilled forms and High Contrast.

/**
 * `executeServerCommand('autofill', { inputId, fields })`: Chromium's own
 * autofill fills the form of the input with that id from an address profile,
 * through the DevTools Protocol (Autofill.trigger), as when a person picks a
 * saved address. `executeServerCommand('forced-colors', { active })` emulates
 * forced-colours mode (Windows High Contrast). Other engines have no such
 * protocol: `{ unsupported }`.
 */
export function autofillCommand() {
  // Emulation lasts as long as its DevTools session: one kept per page.
  const emulationSessions = new WeakMap();
  return {
    name: 'autofill-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'autofill' && command !== 'forced-colors') return undefined;
      const page = typeof session.browser.getPage === 'function' ? session.browser.getPage(session.id) : undefined;
      const unsupported = { unsupported: `${session.browser.name} has no DevTools Protocol autofill` };
      if (!page || typeof page.createCDPSession !== 'function') return unsupported;
      let cdp;
      try {
        cdp = await page.createCDPSession();
      } catch {
        return unsupported; // Firefox over WebDriver BiDi has no CDP sessions
      }
      if (command === 'forced-colors') {
        const kept = emulationSessions.get(page);
        if (kept) await cdp.detach();
        else emulationSessions.set(page, cdp);
        const session = kept ?? cdp;
        await session.send('Emulation.setEmulatedMedia', {
          features: [{ name: 'forced-colors', value: payload.active ? 'active' : 'none' }],
        });
        return { emulated: true };
      }
      try {
        await cdp.send('DOM.getDocument', { depth: -1 });
        const { result } = await cdp.send('Runtime.evaluate', {
          expression: `document.getElementById(${JSON.stringify(payload.inputId)})`,
        });
        if (!result.objectId) throw new Error(`no element #${payload.inputId} in the document`);
        const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
        await cdp.send('Autofill.trigger', { fieldId: node.backendNodeId, address: { fields: payload.fields } });
        return { filled: true };
      } finally {
        await cdp.detach();
      }
    },
  };
}
