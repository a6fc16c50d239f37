import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initials, UserAvatar } from './user-avatar.tsx';

describe('initials', () => {
  it('takes the first letter of the first and last names, uppercased', () => {
    expect(initials('ruth', 'moabite')).toBe('RM');
    expect(initials('Boaz', 'Ephrathite')).toBe('BE');
  });

  it('uses whichever name exists when the other is missing', () => {
    expect(initials('naomi', null)).toBe('N');
    expect(initials(undefined, 'jesse')).toBe('J');
    expect(initials('', 'obed')).toBe('O');
  });

  it("falls back to 'U' when both names are missing or blank", () => {
    expect(initials(null, null)).toBe('U');
    expect(initials(undefined, undefined)).toBe('U');
    expect(initials('', '')).toBe('U');
    expect(initials('   ', ' ')).toBe('U');
  });

  it('ignores surrounding spaces and keeps non-Latin letters whole', () => {
    expect(initials('  élise ', ' öberg')).toBe('ÉÖ');
    expect(initials('𝒜da', 'Lovelace')).toBe('𝒜L');
  });
});

describe('UserAvatar', () => {
  it('shows the initials until an image has loaded', () => {
    render(
      <UserAvatar
        firstName="Lydia"
        lastName="Thyatira"
        profileImageUrl="https://example.invalid/a.png"
      />,
    );
    expect(screen.getByText('LT')).toBeTruthy();
  });
});
