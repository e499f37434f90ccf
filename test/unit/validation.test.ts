/**
 * Tests of src/fields/validation.ts: the client-side checks the field model gives
 * the email and name fields, run before any request, and the `name-field`
 * attribute normalization.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { nameFieldMode } from '../../src/fields/model.js';
import type { NameFieldMode } from '../../src/public-types.js';
import { checkText, formProblems } from '../../src/fields/validation.js';

const validateEmail = (value: string) => checkText('email', value, 'required');
const validateName = (value: string, mode: NameFieldMode) => checkText('name', value, mode);

/** A syntactically valid address of exactly `length` characters (length ≥ 8). */
function emailOfLength(length: number): string {
  const domain = 'example.com';
  // Split the rest between a local part (≤ 64) and extra 60-character domain labels.
  let remaining = length - domain.length - 1;
  const labels: string[] = [];
  while (remaining > 64) {
    labels.push('d'.repeat(60));
    remaining -= 61;
  }
  const local = 'a'.repeat(remaining);
  const email = `${local}@${[...labels, domain].join('.')}`;
  if (email.length !== length) throw new Error(`built ${email.length} characters, wanted ${length}`);
  return email;
}

describe('validation: formProblems', () => {
  const empty = { email: '', name: '' };
  it('asks for consent only while the consent checkbox is shown, and only until it is ticked', () => {
    expect(formProblems(empty, { nameField: 'optional', consentShown: true, consentChecked: false })).to.deep.equal({
      email: { source: 'client', code: 'required' },
      consent: { source: 'client', code: 'required' },
    });
    expect(
      formProblems(empty, { nameField: 'optional', consentShown: true, consentChecked: true }),
    ).to.not.have.property('consent');
    expect(
      formProblems(empty, { nameField: 'optional', consentShown: false, consentChecked: false }),
    ).to.not.have.property('consent');
  });
  it('checks the name as name-field says', () => {
    const values = { email: 'ada@example.com', name: '' };
    expect(formProblems(values, { nameField: 'required', consentShown: false, consentChecked: false })).to.deep.equal({
      name: { source: 'client', code: 'required' },
    });
    expect(formProblems(values, { nameField: 'optional', consentShown: false, consentChecked: false })).to.deep.equal(
      {},
    );
  });
});

describe('validation: validateEmail', () => {
  it('accepts ordinary addresses, trimming surrounding spaces', () => {
    for (const email of [
      'ada@example.com',
      'a.b+tag@mail.example.co.uk',
      "o'brien@example.ie",
      'x_y-z@sub-domain.example.org',
      '  ada@example.com  ',
    ]) {
      expect(validateEmail(email), email).to.equal(undefined);
    }
  });

  it('requires a value', () => {
    for (const value of ['', ' ', '   \u00a0 '])
      expect(validateEmail(value), JSON.stringify(value)).to.equal('required');
  });

  it('rejects malformed addresses', () => {
    for (const email of [
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'ada@@example.com',
      'ada example@example.com',
      'ada@exa mple.com',
      'ada@-example.com',
      'ada@example-.com',
      'ada@example..com',
      'adá@example.com',
      'ada@exämple.com',
      '"ada"@example.com',
    ]) {
      expect(validateEmail(email), email).to.equal('invalid');
    }
  });

  it('accepts exactly 254 characters and rejects 255 as too long', () => {
    expect(validateEmail(emailOfLength(254))).to.equal(undefined);
    expect(validateEmail(emailOfLength(255))).to.equal('too-long');
    expect(validateEmail(` ${emailOfLength(254)} `)).to.equal(undefined);
  });

  it('reports control characters, even ones surrounding the value', () => {
    for (const email of [
      'ada\u0000@example.com',
      'ada@exam\nple.com',
      'ada@example.com\u007f',
      'ada@example.com\r\n',
      '\tada@example.com',
    ]) {
      expect(validateEmail(email), JSON.stringify(email)).to.equal('control-chars');
    }
  });

  it('checks required before control characters, and control characters before length', () => {
    expect(validateEmail('\n\t')).to.equal('required');
    expect(validateEmail(`${emailOfLength(300)}\u0001`)).to.equal('control-chars');
  });

  it('accepts every generated simple address and rejects it once the @ is removed (property)', () => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
    const email = fc
      .tuple(fc.stringMatching(/^[A-Za-z0-9._%+-]{1,30}$/), fc.array(label, { minLength: 2, maxLength: 4 }))
      .map(([local, labels]) => `${local}@${labels.join('.')}`);
    fc.assert(
      fc.property(email, (address) => {
        expect(validateEmail(address), address).to.equal(undefined);
        expect(validateEmail(address.replace('@', '')), address).to.equal('invalid');
      }),
      { numRuns: 200, seed: 5321 },
    );
  });

  it('never throws and returns a known code for any string (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (value) => {
        expect([undefined, 'required', 'invalid', 'too-long', 'control-chars']).to.include(validateEmail(value));
      }),
      { numRuns: 200, seed: 254 },
    );
  });
});

describe('validation: validateName', () => {
  it('is optional by default: empty passes, text passes', () => {
    expect(validateName('', 'optional')).to.equal(undefined);
    expect(validateName('   ', 'optional')).to.equal(undefined);
    expect(validateName('Ada Lovelace', 'optional')).to.equal(undefined);
    expect(validateName('  Zoë Ñúñez 李  ', 'optional')).to.equal(undefined);
  });

  it('requires a value in required mode', () => {
    expect(validateName('', 'required')).to.equal('required');
    expect(validateName(' \t ', 'required')).to.equal('required');
    expect(validateName('Ada', 'required')).to.equal(undefined);
  });

  it('skips every check in hidden mode', () => {
    expect(validateName('', 'hidden')).to.equal(undefined);
    expect(validateName('x'.repeat(500), 'hidden')).to.equal(undefined);
    expect(validateName('A\u0000B', 'hidden')).to.equal(undefined);
  });

  it('accepts exactly 200 characters (after trimming) and rejects 201 as too long', () => {
    for (const mode of ['optional', 'required'] as const) {
      expect(validateName('n'.repeat(200), mode)).to.equal(undefined);
      expect(validateName(`  ${'n'.repeat(200)}  `, mode)).to.equal(undefined);
      expect(validateName('n'.repeat(201), mode)).to.equal('too-long');
    }
  });

  it('reports control characters', () => {
    for (const name of ['Ada\u0000', 'Ada\nLovelace', 'Ada\u001b[31m', 'Ada\u007f', 'Ada\t']) {
      expect(validateName(name, 'optional'), JSON.stringify(name)).to.equal('control-chars');
      expect(validateName(name, 'required'), JSON.stringify(name)).to.equal('control-chars');
    }
  });

  it('any printable name of 1..200 characters passes in optional and required modes (property)', () => {
    const printable = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
      minLength: 1,
      maxLength: 200,
    });
    fc.assert(
      fc.property(
        printable.filter((s) => s.trim() !== ''),
        (name) => {
          expect(validateName(name, 'optional')).to.equal(undefined);
          expect(validateName(name, 'required')).to.equal(undefined);
          expect(validateName(name, 'hidden')).to.equal(undefined);
        },
      ),
      { numRuns: 200, seed: 200 },
    );
  });
});

describe('validation: nameFieldMode', () => {
  it('normalizes the name-field attribute, defaulting to optional', () => {
    expect(nameFieldMode('required')).to.equal('required');
    expect(nameFieldMode('hidden')).to.equal('hidden');
    expect(nameFieldMode('optional')).to.equal('optional');
    for (const value of [null, undefined, '', 'REQUIRED', ' hidden', 'yes'])
      expect(nameFieldMode(value), String(value)).to.equal('optional');
  });
});
