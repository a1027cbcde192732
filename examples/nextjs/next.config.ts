import type { NextConfig } from 'next';

const config: NextConfig = {
  // The widget's own files are ES modules with `'use client'` already in them: nothing to transpile.
  reactStrictMode: true,
  experimental: {
    // The sign-in page's HTML carries the widget (issue 38); its stylesheet goes in the HTML too, so the form
    // paints with the page instead of after a render-blocking request for gatehouse-auth/style.css.
    inlineCss: true,
  },
};

export default config;
