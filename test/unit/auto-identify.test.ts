/**
 * Identify mode's `auto` (src/interaction/auto-identify.ts): AutoIdentify.due() is
 * true once per configuration, only in identify mode, with `auto`, connected, not
 * busy and with no configuration problem; a new external id makes it due again.
 */
import { expect } from '@open-wc/testing';
import { AutoIdentify } from '../../src/interaction/auto-identify.js';
import type { Settings } from '../../src/interaction/settings/settings.js';

function settingsOf(overrides: Partial<Settings> = {}): Settings {
  return {
    eventId: 'evt_1',
    apiKey: 'pk_test_1',
    baseUrl: 'https://api.example.com',
    mode: 'identify',
    externalId: 'user-1',
    identifyAttributes: {},
    check: {
      warnings: [],
      input: { eventId: 'evt_1', apiKey: 'pk_test_1', baseUrl: 'https://api.example.com' },
    },
    ...overrides,
  };
}

const el = { auto: true, isConnected: true };

describe('AutoIdentify.due', () => {
  it('once per configuration: a re-render does not identify again', () => {
    const auto = new AutoIdentify();
    expect(auto.due(el, settingsOf(), false)).to.equal(true);
    expect(auto.due(el, settingsOf(), false)).to.equal(false);
  });

  const never: { name: string; el?: typeof el; settings?: Partial<Settings>; busy?: boolean }[] = [
    { name: 'in register mode', settings: { mode: 'register' } },
    { name: 'without auto', el: { auto: false, isConnected: true } },
    {
      name: 'with a configuration problem',
      settings: { check: { ...settingsOf().check, problem: 'missing-external-id' } },
    },
    { name: 'disconnected', el: { auto: true, isConnected: false } },
    { name: 'while busy', busy: true },
  ];
  for (const row of never) {
    it(`not ${row.name}, and due once that changes`, () => {
      const auto = new AutoIdentify();
      expect(auto.due(row.el ?? el, settingsOf(row.settings), row.busy ?? false)).to.equal(false);
      expect(auto.due(el, settingsOf(), false), 'the refusal used nothing up').to.equal(true);
    });
  }

  it('again when the external id or the attributes change, not twice for the same', () => {
    const auto = new AutoIdentify();
    expect(auto.due(el, settingsOf(), false)).to.equal(true);
    expect(auto.due(el, settingsOf({ externalId: 'user-2' }), false)).to.equal(true);
    expect(auto.due(el, settingsOf({ externalId: 'user-2', identifyAttributes: { plan: 'pro' } }), false)).to.equal(
      true,
    );
    expect(auto.due(el, settingsOf({ externalId: 'user-2', identifyAttributes: { plan: 'pro' } }), false)).to.equal(
      false,
    );
  });
});
