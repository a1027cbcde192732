import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../../src/primitives/Button';
import { ThemeProvider } from '../../src/theme';

afterEach(cleanup);

describe('typed theme override', () => {
  it('changes the computed colours of a rendered Button', () => {
    render(
      <ThemeProvider>
        <Button>Default</Button>
      </ThemeProvider>,
    );
    // The spec's default primary button colour (#19303D, §9), so the override below is a real change.
    expect(getComputedStyle(screen.getByRole('button', { name: 'Default' })).backgroundColor).toBe('rgb(25, 48, 61)');
    cleanup();

    render(
      <ThemeProvider theme={{ buttons: { primary: { backgroundColor: '#123456', textColor: '#FEDCBA' } } }}>
        <Button>Themed</Button>
      </ThemeProvider>,
    );
    const style = getComputedStyle(screen.getByRole('button', { name: 'Themed' }));
    expect(style.backgroundColor).toBe('rgb(18, 52, 86)');
    expect(style.color).toBe('rgb(254, 220, 186)');
  });

  it('applies over the dark base theme too', () => {
    render(
      <ThemeProvider base="dark" theme={{ buttons: { primary: { backgroundColor: '#123456' } } }}>
        <Button>Themed</Button>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Themed' })).backgroundColor).toBe('rgb(18, 52, 86)');
  });
});
