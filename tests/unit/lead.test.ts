import { describe, expect, it } from 'vitest';
import { leadInputSchema, newLead } from '../../functions/domain/leads/lead';

const parse = (input: unknown) => leadInputSchema.safeParse(input);
const firstMessage = (input: unknown) => {
  const result = parse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('lead form rules', () => {
  it('trims the name and trims and lowercases the email', () => {
    expect(parse({ name: '  Viola  ', email: '  Viola.Davis@Example.COM ' }).data).toEqual({
      name: 'Viola',
      email: 'viola.davis@example.com',
      phone: null,
      source: 'landing_page',
    });
  });

  it.each([{}, { name: '', email: 'a@b.co' }, { name: 'A', email: '   ' }, { name: '  ', email: '  ' }, { email: 'a@b.co' }])(
    'asks for name and email when one is blank or missing: %j',
    (input) => expect(firstMessage(input)).toBe('Please fill in name and email'),
  );

  it('rejects an address that is not an email', () => {
    expect(firstMessage({ name: 'A', email: 'nope' })).toBe('Please enter a valid email address');
  });

  it('keeps an optional phone, trimmed, and treats a blank one as none', () => {
    expect(parse({ name: 'A', email: 'a@b.co', phone: ' 555 ' }).data?.phone).toBe('555');
    expect(parse({ name: 'A', email: 'a@b.co', phone: '  ' }).data?.phone).toBeNull();
  });

  it('accepts a source label and refuses markup in it', () => {
    expect(parse({ name: 'A', email: 'a@b.co', source: 'footer_cta' }).data?.source).toBe('footer_cta');
    expect(parse({ name: 'A', email: 'a@b.co', source: '<script>' }).success).toBe(false);
  });

  it('starts every lead as new', () => {
    const lead = newLead({ name: 'A', email: 'a@b.co', phone: null, source: 'x' }, 'id-1', new Date('2026-01-02T03:04:05Z'));
    expect(lead).toMatchObject({ id: 'id-1', status: 'new', createdAt: '2026-01-02T03:04:05.000Z' });
  });
});
