import { describe, expect, it } from 'vitest';
import { firstNameOf } from '../../functions/domain/accounts/greeting';

describe('firstNameOf', () => {
  it.each([
    ['Meryl Streep', 'Meryl'],
    ['  Denzel   Hayes Washington ', 'Denzel'],
    ['Cher', 'Cher'],
    ['', 'Creator'],
    ['   ', 'Creator'],
    [null, 'Creator'],
    [undefined, 'Creator'],
  ])('%j → %s', (fullName, expected) => expect(firstNameOf(fullName)).toBe(expected));
});
