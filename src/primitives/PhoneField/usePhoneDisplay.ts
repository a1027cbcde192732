import { useEffect, useState } from 'react';
import { formatPhoneForDisplay, loadPhoneLib, loadedPhoneLib, type PhoneLib } from './phone.js';

/**
 * An E.164 number as people read it (`+1 201 555 1432`, issue 23: a raw `+12015551432` is hard to check at a
 * glance). The formatter is the phone field's lazily loaded libphonenumber-js: until it arrives (or if it
 * never does) the number shows as given. `enabled: false` leaves the text alone (an email address).
 */
export function usePhoneDisplay(number: string, enabled = true, load: () => Promise<PhoneLib> = loadPhoneLib): string {
  const [lib, setLib] = useState<PhoneLib | undefined>(loadedPhoneLib);
  useEffect(() => {
    if (!enabled || lib) return;
    let live = true;
    load().then(
      (loaded) => live && setLib(loaded),
      // No formatter: the number stays as given.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled, lib, load]);
  return enabled && lib ? formatPhoneForDisplay(lib, number) : number;
}
