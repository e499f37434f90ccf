/**
 * Tests of the register request as the field model derives it
 * (src/interaction/modes/register.ts): each text field fills the property of its
 * name, trimmed; an optional field left empty, or a hidden one, is left out.
 */
import { expect } from '@open-wc/testing';
import type { NameFieldMode } from '../../src/public-types.js';
import { registerBody } from '../../src/interaction/modes/register.js';

const body = (email: string, name: string, nameField: NameFieldMode) =>
  registerBody({ eventId: 'evt_1', values: { email, name }, nameField, externalId: '', identifyAttributes: {} });

describe('register request body', () => {
  it('sends each field trimmed, under the property of its name', () => {
    expect(body('  ada@example.com ', ' Ada Lovelace  ', 'optional')).to.deep.equal({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
    });
  });

  it('leaves out an optional name left empty, and a hidden one whatever it holds', () => {
    expect(body('ada@example.com', '   ', 'optional')).to.deep.equal({ email: 'ada@example.com' });
    expect(body('ada@example.com', 'Ada', 'hidden')).to.deep.equal({ email: 'ada@example.com' });
  });

  it('keeps a required field', () => {
    expect(body('ada@example.com', 'Ada', 'required')).to.deep.equal({ email: 'ada@example.com', name: 'Ada' });
  });
});
