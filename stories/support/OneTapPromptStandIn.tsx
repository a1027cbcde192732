/**
 * A stand-in for Google's embedded One Tap prompt, for the catalogue only. On a page, Google draws its prompt
 * (an iframe of accounts.google.com) into the element the widget names (`prompt_parent_id`, spec §9); the
 * stories run without Google, so the One Tap area held an empty gap. This static picture takes the prompt's
 * place in the same element, in the kit's styles, and says what it stands for. Nothing in it is a control.
 */
import { useId } from 'react';
import { createPortal } from 'react-dom';
import { BrandMark } from '../../src/primitives/BrandMark';
import { Icon } from '../../src/primitives/Icon';
import { useScreen } from '../../src/react';
import { fakeServices, never } from './fakeServices';
import * as styles from './OneTapPromptStandIn.css';

/** The picture: Google's title row, the account, and its 'Continue as' button, with a caption that it is a stand-in. */
function OneTapPromptStandIn() {
  const captionId = useId();
  return (
    <figure className={styles.figure} aria-labelledby={captionId} data-part="one-tap-stand-in">
      <div className={styles.card} aria-hidden="true">
        <div className={styles.header}>
          <BrandMark name="google" className={styles.mark} />
          <span className={styles.title}>Sign in to example.com with google.com</span>
          <Icon name="close" className={styles.close} />
        </div>
        <div className={styles.account}>
          <span className={styles.avatar}>A</span>
          <span className={styles.who}>
            <span className={styles.name}>Ada Lovelace</span>
            <span className={styles.email}>ada@example.com</span>
          </span>
        </div>
        <div className={styles.continueAs}>Continue as Ada</div>
      </div>
      <figcaption id={captionId} className={styles.caption}>
        Stand-in for Google&apos;s One Tap prompt, which Google draws here on a live page.
      </figcaption>
    </figure>
  );
}

/**
 * Fake services whose One Tap prompt renders, as Google's would: the widget's request names the element to
 * draw in, and `Prompt` (placed inside the story's `FlowProvider`) draws the stand-in there once the flow
 * says the prompt is shown.
 */
export function oneTapStandIn() {
  let parentId: string | null = null;
  const services = fakeServices({
    oauth: {
      oneTap: {
        prompt: async (request) => {
          parentId = request.parentId;
          return { failure: null };
        },
        complete: never,
      },
    },
  });
  function Prompt() {
    const shown = useScreen('Main')?.oneTap?.status === 'shown';
    // The widget's One Tap area has rendered the element by the time it asked for the prompt.
    const parent = shown && parentId ? document.getElementById(parentId) : null;
    return parent ? createPortal(<OneTapPromptStandIn />, parent) : null;
  }
  return { services, Prompt };
}
