/**
 * Password strength (spec §3 "Strength-check response", §5 password rules; wire doc "Strength check"):
 * zxcvbn-ts for the score and warning, LUDS (lower/upper/digit/symbol) requirements, and a breach check
 * against an offline list of leaked passwords.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import type { LudsRequirements, StrengthCheckResult } from '../../../src/wire/index.ts';
import type { ProjectConfig } from '../config.ts';

/** zxcvbn's own threshold for "safely unguessable": the provider accepts scores 3 and 4. */
const MIN_ZXCVBN_SCORE = 3;

/**
 * The bundled breach list: the 10,000 most common passwords of zxcvbn-ts's `passwords-common`
 * dictionary, which is ranked from public leaked-password corpora. Checked offline, exactly and
 * lower-cased (so "Password" counts as the leaked "password").
 */
const BREACHED_LIST_SIZE = 10_000;

let factory: ZxcvbnFactory | undefined;
let breached: Set<string> | undefined;

function zxcvbn(): ZxcvbnFactory {
  // Built on first use (~0.3 s): most emulator runs in tests never check a password.
  factory ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
    // Bound the work per check: without these a 256-character repeated l33t pattern took 2.5 s here,
    // blocking every other request. Beyond 64 characters a password's score no longer changes the answer.
    maxLength: 64,
    l33tMaxSubstitutions: 8,
  });
  return factory;
}

export function isBreached(password: string): boolean {
  breached ??= new Set(common.dictionary['passwords-common'].slice(0, BREACHED_LIST_SIZE));
  return breached.has(password) || breached.has(password.toLowerCase());
}

function ludsRequirements(password: string, policy: ProjectConfig['passwordPolicy']): LudsRequirements {
  const has_lower_case = /\p{Ll}/u.test(password);
  const has_upper_case = /\p{Lu}/u.test(password);
  const has_digit = /\p{Nd}/u.test(password);
  const has_symbol = /[^\p{L}\p{Nd}]/u.test(password);
  const classes = [has_lower_case, has_upper_case, has_digit, has_symbol].filter(Boolean).length;
  const length = [...password].length;
  return {
    has_lower_case,
    has_upper_case,
    has_digit,
    has_symbol,
    missing_complexity: Math.max(0, policy.ludsComplexity - classes),
    missing_characters: Math.max(0, policy.ludsMinimumCount - length),
  };
}

/**
 * The strength-check response for `password` under the project's policy: zxcvbn needs a score of 3 or more,
 * LUDS needs every rule met, `none` only a non-empty password; a breached password is never valid.
 */
export function checkStrength(password: string, policy: ProjectConfig['passwordPolicy'], userInputs: string[] = []): StrengthCheckResult {
  const result = zxcvbn().check(password, userInputs);
  const luds = ludsRequirements(password, policy);
  const breachedPassword = isBreached(password);
  const meetsPolicy =
    policy.strengthPolicy === 'luds'
      ? luds.missing_complexity === 0 && luds.missing_characters === 0
      : policy.strengthPolicy === 'none' || result.score >= MIN_ZXCVBN_SCORE;
  return {
    valid_password: meetsPolicy && !breachedPassword && password.length > 0,
    score: result.score,
    breached_password: breachedPassword,
    strength_policy: policy.strengthPolicy,
    breach_detection_on_create: true,
    feedback: {
      warning: policy.strengthPolicy === 'zxcvbn' ? (result.feedback.warning ?? '') : '',
      suggestions: policy.strengthPolicy === 'zxcvbn' ? result.feedback.suggestions : [],
      luds_requirements: luds,
    },
  };
}

/** Words a password should not be built from: the parts of the user's email address. */
export function emailInputs(email: string | undefined): string[] {
  if (!email) return [];
  return email
    .toLowerCase()
    .split(/[@.+_-]+/)
    .filter((part) => part.length >= 3);
}
