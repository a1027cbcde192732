/**
 * Spec §9 "Country calling code lookup is included": every region the phone formatter knows, with its calling
 * code, in the widget's first bundle. The country list and spec §5's fallback ("accepted as country calling
 * code plus input") need it exactly when libphonenumber-js's lazily loaded metadata is late or never arrives.
 *
 * Packed small (about 0.6 KB gzip): `REGIONS` lists the ISO 3166-1 alpha-2 codes in alphabetical order, one
 * group per first letter (`HKNRTU` is HK, HN, HR, HT, HU), and `CODES` their calling codes in the same order.
 * test/primitives/PhoneField.test.ts keeps it equal to the formatter's own metadata.
 */
const REGIONS =
  'ACDEFGILMORSTUWXZ BABDEFGHIJLMNOQRSTWYZ CACDFGHIKLMNORUVWXYZ DEJKMOZ ECEGHRST FIJKMOR ' +
  'GABDEFGHILMNPQRTUWY HKNRTU IDELMNOQRST JEMOP KEGHIMNPRWYZ LABCIKRSTUVY MACDEFGHKLMNOPQRSTUVWXYZ ' +
  'NACEFGILOPRUZ OM PAEFGHKLMRSTWY QA REOSUW SABCDEGHIJKLMNORSTVXYZ TACDGHJKLMNORTVWZ UAGSYZ VACEGINU ' +
  'WFS XK YET ZAMW';

const CODES =
  '247 376 971 93 1 1 355 374 244 54 1 43 61 297 358 994 387 1 880 32 226 359 973 257 229 590 1 673 591 ' +
  '599 55 1 975 267 375 501 1 61 243 236 242 41 225 682 56 237 86 57 506 53 238 599 61 357 420 49 253 ' +
  '45 1 1 213 593 372 20 212 291 34 251 358 679 500 691 298 33 241 44 1 995 594 44 233 350 299 220 224 ' +
  '590 240 30 502 1 245 592 852 504 385 509 36 62 353 972 44 91 246 964 98 354 39 44 1 962 81 254 996 ' +
  '855 686 269 1 850 82 965 1 7 856 961 1 423 94 231 266 370 352 371 218 212 377 373 382 590 261 692 ' +
  '389 223 95 976 853 1 596 222 1 356 230 960 265 52 60 258 264 687 227 672 234 505 31 47 977 674 683 ' +
  '64 968 507 51 689 675 63 92 48 508 1 970 351 680 595 974 262 40 381 7 250 966 677 248 249 46 65 290 ' +
  '386 47 421 232 378 221 252 597 211 239 503 1 963 268 290 1 235 228 66 992 690 670 993 216 676 90 1 ' +
  '688 886 255 380 256 1 598 998 39 1 58 1 1 84 678 681 685 383 967 262 27 260 263';

const codes = CODES.split(' ');

/** Every region with its calling code (without `+`), e.g. `US` → `1`, in alphabetical order of the regions. */
export const CALLING_CODES: ReadonlyMap<string, string> = new Map(
  REGIONS.split(' ')
    .flatMap((group) => [...group.slice(1)].map((second) => group[0] + second))
    .map((region, i) => [region, codes[i] ?? '']),
);

/** The calling code of a region (`GB` → `44`), or undefined for a code that is not a region's. */
export const callingCodeOf = (country: string): string | undefined => CALLING_CODES.get(country);
