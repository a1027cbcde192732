import type { NextConfig } from 'next';

const config: NextConfig = {
  // The widget's own files are ES modules with `'use client'` already in them: nothing to transpile.
  reactStrictMode: true,
};

export default config;
