import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Banner } from '../../src/primitives/Banner';

afterEach(cleanup);

describe('Banner', () => {
  it('is an alert that shows the form error', () => {
    render(<Banner>Invalid email address</Banner>);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address');
  });

  it('turns an https URL on an allowed host into a link that opens safely in a new tab', () => {
    render(<Banner>{'Not allowed. See https://stytch.com/docs/api/errors/400#email_not_allowed.'}</Banner>);
    const link = screen.getByRole('link', { name: /^https:\/\/stytch\.com\/docs\/api\/errors\/400#email_not_allowed/ });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', 'https://stytch.com/docs/api/errors/400#email_not_allowed');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    // The sentence's full stop stays outside the link, and the whole message still reads the same.
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Not allowed\. See https:\/\/stytch\.com\/docs\/api\/errors\/400#email_not_allowed.*\.$/,
    );
  });

  it('leaves javascript:, http: and other hosts as plain text', () => {
    const message =
      'Bad: javascript:alert(document.cookie) and JavaScript://stytch.com/%0aalert(1) and http://stytch.com/docs ' +
      'and https://evil.example/docs and https://stytch.com.evil.example/ and https://stytch.com@evil.example/ ' +
      'and https://evil.example/?next=https://stytch.com/docs';
    render(<Banner>{message}</Banner>);
    const alert = screen.getByRole('alert');
    expect(within(alert).queryAllByRole('link')).toHaveLength(0);
    expect(alert.querySelectorAll('a')).toHaveLength(0);
    expect(alert.textContent).toBe(message);
  });

  it('links only the allowed URL when safe and unsafe ones are mixed', () => {
    render(<Banner>{'Go to https://evil.example/x or https://stytch.com/docs instead of javascript:void(0)'}</Banner>);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://stytch.com/docs');
  });

  it('uses the allow-list it is given instead of the default', () => {
    render(<Banner allowedLinkHosts={['help.example.com']}>{'See https://help.example.com/locked or https://stytch.com/docs'}</Banner>);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://help.example.com/locked');
  });

  it('renders markup in the message as text, never as HTML', () => {
    render(<Banner>{'<img src=x onerror=alert(1)> <b>bold</b>'}</Banner>);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('img, b')).toBeNull();
    expect(alert).toHaveTextContent('<img src=x onerror=alert(1)> <b>bold</b>');
  });
});
