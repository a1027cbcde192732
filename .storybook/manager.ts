import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

// The catalogue's own name and mark in the sidebar (and no stock Storybook branding on a product's kit).
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Gatehouse',
    brandUrl: './',
    brandImage: './favicon.svg',
    brandTarget: '_self',
  }),
});
