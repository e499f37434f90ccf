/**
 * Unit and property-based tests of src/api/problem.ts: RFC 7807 parsing and
 * the mapping of `errors` items (both shapes the service uses) to form fields.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  classifyMessage,
  mapFieldErrors,
  parseProblem,
  problemFieldErrors,
  type ParsedProblem,
  type RawFieldError,
} from '../../src/api/problem.js';
import { parseJson } from '../../src/api/json.js';
import type { FieldErrorCode, RequestProperty } from '../../src/api/types.js';

const RUNS = { numRuns: 300, seed: 7807 };
const FIELDS = ['email', 'name'] as const satisfies readonly RequestProperty[];
const CODES: readonly FieldErrorCode[] = ['required', 'invalid', 'too-long', 'undeliverable', 'unexpected', 'other'];

/** Asserts the documented shape of a ParsedProblem, with concrete bounds. */
function expectWellFormed(problem: ParsedProblem): void {
  expect(problem).to.be.an('object');
  for (const key of Object.keys(problem)) expect(['errors', 'title', 'detail']).to.include(key);
  expect(problem.errors).to.be.an('array');
  expect(problem.errors.length).to.be.at.most(50);
  for (const text of [problem.title, problem.detail]) {
    if (text === undefined) continue;
    expect(text).to.be.a('string');
    expect(text.length).to.be.within(1, 501);
    if (text.length > 500) expect(text.endsWith('…'), 'truncated text ends with …').to.equal(true);
    else expect(text).to.equal(text.trim());
  }
  for (const error of problem.errors) {
    for (const key of Object.keys(error)) expect(['field', 'location', 'message']).to.include(key);
    expect(error.message).to.be.a('string');
    if (error.field !== undefined) expect(error.field).to.be.a('string').and.not.equal('');
    if (error.location !== undefined) expect(error.location).to.be.a('string').and.not.equal('');
    expect(error.field !== undefined || error.location !== undefined || error.message !== '').to.equal(true);
  }
}

// Values that look like problem documents, so the generators reach the inner branches.
const errorItem = fc.oneof(
  fc.anything(),
  fc.record(
    {
      field: fc.oneof(fc.constantFrom('email', 'name', ' email ', '', 'body.email'), fc.anything()),
      location: fc.oneof(fc.constantFrom('body', 'body.email', 'body.name', 'query.page', ''), fc.anything()),
      message: fc.oneof(fc.string(), fc.constant('expected required property email to be present'), fc.anything()),
      value: fc.anything(),
    },
    { requiredKeys: [] },
  ),
);
const problemLike = fc.record(
  {
    type: fc.oneof(fc.string(), fc.anything()),
    title: fc.oneof(fc.string(), fc.string({ minLength: 490, maxLength: 520 }), fc.anything()),
    detail: fc.oneof(fc.string(), fc.anything()),
    status: fc.oneof(fc.integer({ min: 0, max: 700 }), fc.double(), fc.anything()),
    errors: fc.oneof(fc.array(errorItem, { maxLength: 60 }), fc.anything()),
  },
  { requiredKeys: [] },
);
const bodyString = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme-ascii' }),
  fc.json(),
  problemLike.map((p) => JSON.stringify(p) ?? ''),
);

// A message that names no property: "required property <x>" in a message is checked separately.
const plainMessage = fc
  .string({ minLength: 1, maxLength: 80 })
  .filter((m) => m.trim() !== '' && !/required property/i.test(m));
const unknownProperty = fc
  .stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,15}$/)
  .filter((p) => !(FIELDS as readonly string[]).includes(p));

describe('problem: parseJson', () => {
  it('parses JSON and returns undefined for empty, blank and non-JSON bodies', () => {
    expect(parseJson('{"a":1}')).to.deep.equal({ a: 1 });
    expect(parseJson('[1,"x"]')).to.deep.equal([1, 'x']);
    expect(parseJson('null')).to.equal(null);
    expect(parseJson('')).to.equal(undefined);
    expect(parseJson('  \n ')).to.equal(undefined);
    expect(parseJson('<html><body>Bad Gateway</body></html>')).to.equal(undefined);
    expect(parseJson('{"a":')).to.equal(undefined);
  });
});

describe('problem: parseProblem (examples)', () => {
  it('reads title, detail and both shapes of errors items', () => {
    const problem = parseProblem({
      type: 'about:blank',
      title: 'Unprocessable Entity',
      status: 422,
      detail: 'validation failed',
      instance: '/v1/events/evt_1/register',
      errors: [
        { location: 'body.email', message: 'expected string to be RFC 5322 "email"', value: 'x' },
        { field: 'name', message: 'too long' },
      ],
    });
    expect(problem).to.deep.equal({
      title: 'Unprocessable Entity',
      detail: 'validation failed',
      errors: [
        { location: 'body.email', message: 'expected string to be RFC 5322 "email"' },
        { field: 'name', message: 'too long' },
      ],
    });
  });

  it('returns only an empty errors array for non-objects', () => {
    for (const value of [undefined, null, 0, 'text', true, [], [{ title: 'x' }]]) {
      expect(parseProblem(value)).to.deep.equal({ errors: [] });
    }
  });

  it("leaves out the body's status: the response's own is the failure's", () => {
    for (const status of [422, 100, 599, 422.5, '422', null]) {
      expect(parseProblem({ status }), String(status)).to.deep.equal({ errors: [] });
    }
  });

  it('trims text, drops blank or non-string title/detail and bounds long text to 500 characters', () => {
    expect(parseProblem({ title: '  Bad Request \n', detail: '   ' })).to.deep.equal({
      errors: [],
      title: 'Bad Request',
    });
    expect(parseProblem({ title: 42, detail: { a: 1 } })).to.deep.equal({ errors: [] });
    const long = parseProblem({ detail: 'x'.repeat(600) }).detail!;
    expect(long).to.equal(`${'x'.repeat(500)}…`);
    expect(parseProblem({ detail: 'y'.repeat(500) }).detail).to.equal('y'.repeat(500));
  });

  it('skips non-object and empty errors items, keeps at most 50', () => {
    const problem = parseProblem({
      errors: [
        null,
        'email',
        3,
        [],
        {},
        { message: '  ' },
        { value: 1 },
        { message: 'kept' },
        { field: ' email ', message: 5 },
      ],
    });
    expect(problem.errors).to.deep.equal([{ message: 'kept' }, { field: 'email', message: '' }]);
    const many = parseProblem({ errors: Array.from({ length: 80 }, (_, i) => ({ message: `m${i}` })) });
    expect(many.errors).to.have.length(50);
    expect(many.errors[49]).to.deep.equal({ message: 'm49' });
  });

  it('ignores an errors value that is not an array', () => {
    expect(parseProblem({ errors: { field: 'email', message: 'x' } }).errors).to.deep.equal([]);
    expect(parseProblem({ errors: 'email is invalid' }).errors).to.deep.equal([]);
  });
});

describe('problem: parseProblem (properties)', () => {
  it('any string body: parseProblem(parseJson(s)) is well formed and never throws', () => {
    fc.assert(
      fc.property(bodyString, (body) => {
        expectWellFormed(parseProblem(parseJson(body)));
      }),
      RUNS,
    );
  });

  it('fc.anything() given straight to parseProblem: well formed, never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true }), problemLike),
        (value) => {
          expectWellFormed(parseProblem(value));
        },
      ),
      RUNS,
    );
  });

  it('fc.jsonValue() given straight to parseProblem: well formed, never throws', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expectWellFormed(parseProblem(value));
      }),
      RUNS,
    );
  });

  it('a non-blank title survives unchanged, whatever the status', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }),
        fc.string({ minLength: 1, maxLength: 500 }).filter((s) => s.trim() === s && s !== ''),
        (status, title) => {
          const problem = parseProblem(parseJson(JSON.stringify({ status, title })));
          expect(problem).to.deep.equal({ errors: [], title });
        },
      ),
      RUNS,
    );
  });
});

describe('problem: classifyMessage', () => {
  const cases: Array<[string, FieldErrorCode]> = [
    ['expected required property email to be present', 'required'],
    ['email is missing', 'required'],
    ['name cannot be blank', 'required'],
    ['expected length <= 254', 'too-long'],
    ['Name is too long', 'too-long'],
    ['must be at most 200 characters', 'too-long'],
    ['expected string to be RFC 5322 "email"', 'invalid'],
    ['expected string', 'invalid'],
    ['Invalid email address', 'invalid'],
    ['does not match pattern', 'invalid'],
    ['unexpected property', 'unexpected'],
    ['expected an email address on a domain that can receive mail', 'undeliverable'],
    ['', 'other'],
  ];
  for (const [message, code] of cases) {
    it(`"${message}" → ${code}`, () => {
      expect(classifyMessage(message)).to.equal(code);
    });
  }
});

describe('problem: mapFieldErrors (examples)', () => {
  it('maps both shapes and keeps the wire name as source', () => {
    const mapped = mapFieldErrors(
      [
        { location: 'body.email', message: 'expected string to be RFC 5322 "email"' },
        { field: 'name', message: 'expected length <= 200' },
        { location: 'body', message: 'expected required property email to be present' },
        { location: 'query.page', message: 'invalid integer' },
        { location: 'body.phone', message: 'unexpected property' },
        { message: 'something else' },
      ],
      FIELDS,
    );
    expect(mapped).to.deep.equal([
      { field: 'email', source: 'body.email', code: 'invalid', message: 'expected string to be RFC 5322 "email"' },
      { field: 'name', source: 'name', code: 'too-long', message: 'expected length <= 200' },
      { field: 'email', source: 'body', code: 'required', message: 'expected required property email to be present' },
      { field: null, source: 'query.page', code: 'invalid', message: 'invalid integer' },
      { field: null, source: 'body.phone', code: 'unexpected', message: 'unexpected property' },
      { field: null, source: '', code: 'other', message: 'something else' },
    ]);
  });

  it('prefers field over location, and handles nested and bracketed paths', () => {
    expect(mapFieldErrors([{ field: 'name', location: 'body.email', message: 'x' }], FIELDS)[0]!.field).to.equal(
      'name',
    );
    expect(mapFieldErrors([{ location: 'body.email.domain', message: 'x' }], FIELDS)[0]!.field).to.equal('email');
    expect(mapFieldErrors([{ location: 'body[name]', message: 'x' }], FIELDS)[0]!.field).to.equal('name');
    expect(mapFieldErrors([{ location: '/body/email', message: 'x' }], FIELDS)[0]!.field).to.equal('email');
  });

  it('maps a missing property to null when it is not one of the given fields', () => {
    const [missingPhone] = mapFieldErrors(
      [{ location: 'body', message: 'expected required property phone to be present' }],
      FIELDS,
    );
    expect(missingPhone).to.deep.equal({
      field: null,
      source: 'body',
      code: 'required',
      message: 'expected required property phone to be present',
    });
    const [externalId] = mapFieldErrors(
      [{ location: 'body', message: 'expected required property external_id to be present' }],
      ['external_id'],
    );
    expect(externalId!.field).to.equal('external_id');
  });

  it('accepts a quoted property name in the message', () => {
    const [error] = mapFieldErrors([{ location: 'body', message: 'Required property "name" is missing' }], FIELDS);
    expect(error!.field).to.equal('name');
  });

  it('does not map a field the caller did not list', () => {
    expect(mapFieldErrors([{ field: 'email', message: 'x' }], ['external_id'])[0]!.field).to.equal(null);
    expect(mapFieldErrors([{ location: 'body.Email', message: 'x' }], FIELDS)[0]!.field).to.equal(null);
  });

  it('returns an empty array for no errors', () => {
    expect(mapFieldErrors([], FIELDS)).to.deep.equal([]);
  });
});

describe('problem: mapFieldErrors (properties, Huma and {field} shapes)', () => {
  const field = fc.constantFrom(...FIELDS);

  it('{location: "body.<field>", message} maps to that field', () => {
    fc.assert(
      fc.property(field, plainMessage, (f, message) => {
        const [mapped] = mapFieldErrors([{ location: `body.${f}`, message }], FIELDS);
        expect(mapped).to.deep.equal({ field: f, source: `body.${f}`, code: classifyMessage(message), message });
      }),
      RUNS,
    );
  });

  it('{location: "body", message: "expected required property <field> to be present"} maps to that field as required', () => {
    fc.assert(
      fc.property(field, (f) => {
        const message = `expected required property ${f} to be present`;
        const [mapped] = mapFieldErrors([{ location: 'body', message }], FIELDS);
        expect(mapped).to.deep.equal({ field: f, source: 'body', code: 'required', message });
      }),
      { numRuns: 200, seed: 42 },
    );
  });

  it('{field: "<field>", message} maps to that field', () => {
    fc.assert(
      fc.property(field, plainMessage, (f, message) => {
        const [mapped] = mapFieldErrors([{ field: f, message }], FIELDS);
        expect(mapped!.field).to.equal(f);
        expect(mapped!.source).to.equal(f);
        expect(mapped!.message).to.equal(message);
      }),
      RUNS,
    );
  });

  it('query.<x> and body.<unknown property> map to field null', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          unknownProperty.map((p) => `query.${p}`),
          unknownProperty.map((p) => `body.${p}`),
          fc.constantFrom(...FIELDS).map((f) => `query.${f}`),
          fc.constantFrom('header', 'path', 'cookie').chain((loc) => unknownProperty.map((p) => `${loc}.${p}`)),
        ),
        plainMessage,
        (location, message) => {
          const [mapped] = mapFieldErrors([{ location, message }], FIELDS);
          expect(mapped).to.deep.equal({ field: null, source: location, code: classifyMessage(message), message });
        },
      ),
      RUNS,
    );
  });

  it('mixed arrays keep order and length, end to end through a problem+json body', () => {
    type Case = { item: RawFieldError & { value?: unknown }; field: RequestProperty | null; code?: FieldErrorCode };
    const oneCase: fc.Arbitrary<Case> = fc.oneof(
      fc.tuple(field, plainMessage, fc.jsonValue()).map(([f, message, value]) => ({
        item: { location: `body.${f}`, message, value },
        field: f,
      })),
      field.map((f) => ({
        item: { location: 'body', message: `expected required property ${f} to be present`, value: null },
        field: f,
        code: 'required' as const,
      })),
      fc.tuple(field, plainMessage).map(([f, message]) => ({ item: { field: f, message }, field: f })),
      fc
        .tuple(unknownProperty, plainMessage)
        .map(([p, message]) => ({ item: { location: `query.${p}`, message }, field: null })),
      fc
        .tuple(unknownProperty, plainMessage)
        .map(([p, message]) => ({ item: { location: `body.${p}`, message }, field: null })),
    );
    fc.assert(
      fc.property(fc.array(oneCase, { maxLength: 20 }), (cases) => {
        const body = JSON.stringify({ title: 'Unprocessable Entity', status: 422, errors: cases.map((c) => c.item) });
        const problem = parseProblem(parseJson(body));
        const mapped = problemFieldErrors(problem, FIELDS);
        expect(mapped).to.have.length(cases.length);
        mapped.forEach((m, i) => {
          const expected = cases[i]!;
          expect(m.field, `item ${i}`).to.equal(expected.field);
          expect(m.message).to.equal(expected.item.message.trim());
          expect(m.source).to.equal((expected.item.field ?? expected.item.location ?? '').trim());
          expect(CODES).to.include(m.code);
          if (expected.code) expect(m.code).to.equal(expected.code);
        });
      }),
      RUNS,
    );
  });
});

describe('problem: problemFieldErrors', () => {
  it('uses the errors array when there is one', () => {
    const problem = parseProblem({
      detail: 'expected required property name to be present',
      errors: [{ location: 'body.email', message: 'expected string' }],
    });
    expect(problemFieldErrors(problem, FIELDS)).to.deep.equal([
      { field: 'email', source: 'body.email', code: 'invalid', message: 'expected string' },
    ]);
  });

  it('falls back to a detail naming a missing property when there is no errors array', () => {
    const problem = parseProblem({
      title: 'Bad Request',
      status: 400,
      detail: 'expected required property email to be present',
    });
    expect(problemFieldErrors(problem, FIELDS)).to.deep.equal([
      { field: 'email', source: 'body', code: 'required', message: 'expected required property email to be present' },
    ]);
  });

  it('ignores a detail that names no known field, or no property at all', () => {
    expect(
      problemFieldErrors(parseProblem({ detail: 'expected required property phone to be present' }), FIELDS),
    ).to.deep.equal([]);
    expect(problemFieldErrors(parseProblem({ detail: 'validation failed' }), FIELDS)).to.deep.equal([]);
    expect(problemFieldErrors(parseProblem({}), FIELDS)).to.deep.equal([]);
  });
});

describe('problem: regressions', () => {
  it('keeps the field an error names, reading a property from the message only at the parent', () => {
    expect(
      mapFieldErrors([{ field: 'email', message: 'This required property is missing' }], ['email', 'name'])[0]!.field,
    ).to.equal('email');
    expect(
      mapFieldErrors([{ location: 'body.name', message: 'required property must not be blank' }], ['email', 'name'])[0]!
        .field,
    ).to.equal('name');
    expect(
      mapFieldErrors(
        [{ location: 'query.email', message: 'expected required property email to be present' }],
        ['email', 'name'],
      )[0]!.field,
    ).to.equal(null);
    expect(
      mapFieldErrors(
        [{ location: 'body', message: 'expected required property email to be present' }],
        ['email', 'name'],
      )[0]!.field,
    ).to.equal('email');
  });
});
