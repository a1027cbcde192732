/**
 * One account section on its own (issue 39 "stories for each section"): in its provider and the page's card,
 * over fake services, in the toolbar's theme and language — as a host composes it (docs/AccountSettings.mdx).
 */
import type { StoryContext } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { AccountCard, AccountProvider } from '../../src/account';
import { fakeAccountServices, type FakeAccountOptions } from './fakeAccount';
import { storyLocale } from './locale';
import { themeProps } from './theme';

export function renderSection(Section: ComponentType, options: FakeAccountOptions = {}) {
  return function SectionStory(_args: unknown, context: Pick<StoryContext, 'globals'>) {
    return (
      <AccountProvider services={fakeAccountServices(options)} locale={storyLocale(context)} {...themeProps(context)}>
        <AccountCard>
          <Section />
        </AccountCard>
      </AccountProvider>
    );
  };
}
