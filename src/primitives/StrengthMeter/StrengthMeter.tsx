import { Fragment } from 'react';
import { VisuallyHidden } from 'react-aria';
import { formatMessageParts, useActiveMessages, useText, type MainMessageKey, type MessageKey, type Translate } from '../../i18n/index.js';
import { strengthMeterText } from '../../i18n/english/StrengthMeter.js';
import type { StrengthCheckResult } from '../../wire/index.js';
import { Icon } from '../Icon/index.js';
import * as styles from './StrengthMeter.css.js';

/** `t` with the meter's own English (issue 36: it travels with the meter). */
type StrengthTranslate = Translate<MainMessageKey | keyof typeof strengthMeterText>;

/** What the meter reads of a strength-check result (the wire's shape, spec §3). */
export interface StrengthMeterProps extends Pick<
  StrengthCheckResult,
  'valid_password' | 'score' | 'breached_password' | 'strength_policy' | 'feedback'
> {
  /**
   * The project's minimum length, the `{n}` of 'Must be at least {n} characters long' (LUDS policy;
   * the project's `ludsMinimumCount`).
   * @default 8
   */
  ludsMinimumCount?: number;
  /**
   * How many of the four character kinds are required, the `{n}` of the complexity rule (LUDS policy;
   * the project's `ludsComplexity`).
   * @default 3
   */
  ludsComplexity?: number;
  /** Id of the root, so the password input can point at it with `aria-describedby`. */
  id?: string;
  /** Stable styling hook of the root. @default 'strength-meter' */
  part?: string;
}

type Tone = 'error' | 'success';

/** The colour level of each score: 0 and 1 share one (both one red segment, spec §5). */
const levels = ['weak', 'weak', 'fair', 'good', 'strong'] as const;

/**
 * Spec §5 zxcvbn meter: score 0–1 fills one red segment, 2 two red, 3 three green, 4 four green.
 * Out-of-range scores are clamped.
 */
function strengthSegments(score: number): { filled: number; tone: Tone } {
  const clamped = Math.min(4, Math.max(0, Math.round(score)));
  return { filled: Math.max(1, clamped), tone: clamped >= 3 ? 'success' : 'error' };
}

const scoreKeys = [
  'strength.score.0',
  'strength.score.1',
  'strength.score.2',
  'strength.score.3',
  'strength.score.4',
] as const satisfies readonly MessageKey[];

/**
 * zxcvbn's warning or suggestion in the active language (issue 40): the check answers in zxcvbn-ts's English,
 * which is the English of a `strength.warning.*` or `strength.suggestion.*` key; a text that is none of them
 * (a newer zxcvbn, another server) is shown as it came.
 */
function feedbackText(english: string, t: StrengthTranslate): string {
  const key = (Object.keys(strengthMeterText) as (keyof typeof strengthMeterText)[]).find(
    (candidate) => /^strength\.(warning|suggestion)\./.test(candidate) && strengthMeterText[candidate] === english,
  );
  return key ? t(key) : english;
}

/** The score clamped to the meter's 0–4 and its words. */
function level(score: number, t: StrengthTranslate): { score: number; label: string } {
  const clamped = Math.min(4, Math.max(0, Math.round(score)));
  return { score: clamped, label: t(scoreKeys[clamped] ?? 'strength.score.0') };
}

/** The two LUDS rules with the project's numbers, each met or not (spec §5). */
function ludsRules(
  { feedback }: Pick<StrengthMeterProps, 'feedback'>,
  t: StrengthTranslate,
  ludsMinimumCount: number,
  ludsComplexity: number,
): { met: boolean; text: string }[] {
  const luds = feedback.luds_requirements;
  return [
    { met: luds.missing_characters <= 0, text: t('strength.lengthRule', { n: ludsMinimumCount }) },
    { met: luds.missing_complexity <= 0, text: t('strength.complexityRule', { n: ludsComplexity }) },
  ];
}

/**
 * What the meter says, as one text to announce when a check's answer changes (issue 23): the level and
 * zxcvbn's warning, or each LUDS rule with its state, then the breach warning. A screen writes it into a
 * status region that exists before the first answer, after the typing pause, never per keystroke.
 */
export function strengthSummary(
  result: Pick<StrengthMeterProps, 'score' | 'feedback' | 'breached_password' | 'strength_policy'>,
  t: StrengthTranslate,
  { ludsMinimumCount = 8, ludsComplexity = 3 }: Pick<StrengthMeterProps, 'ludsMinimumCount' | 'ludsComplexity'> = {},
): string {
  const parts: string[] = [];
  if (result.strength_policy === 'zxcvbn') {
    parts.push(t('strength.level', { level: level(result.score, t).label }));
    const warning = result.feedback.warning?.trim();
    if (warning) parts.push(feedbackText(warning, t));
  } else if (result.strength_policy === 'luds') {
    for (const rule of ludsRules(result, t, ludsMinimumCount, ludsComplexity)) {
      parts.push(t(rule.met ? 'strength.ruleMet' : 'strength.ruleUnmet', { rule: rule.text }));
    }
  }
  if (result.breached_password) parts.push(t('strength.breached'));
  // The language puts its sentences together (a space, or nothing after 。), not the code (issue 40).
  return parts.length ? parts.reduce((first, second) => t('strength.nextSentence', { first, second })) : '';
}

/**
 * Presentational password-strength feedback for a strength-check result (spec §5): the four-segment
 * zxcvbn meter with its warning and suggestions, or the two LUDS rules each shown met/unmet, plus the
 * breach warning. It never calls zxcvbn itself. State is never colour alone: the score has a text label,
 * rules carry an icon shape and a "Requirement met:"/"not met:" prefix for screen readers. It announces
 * nothing itself: it appears with its first answer, too late for a live region of its own to be heard
 * (see {@link strengthSummary}).
 */
export function StrengthMeter({
  score,
  feedback,
  breached_password: breached,
  valid_password: valid,
  strength_policy: policy,
  ludsMinimumCount = 8,
  ludsComplexity = 3,
  id,
  part = 'strength-meter',
}: StrengthMeterProps) {
  const t = useText(strengthMeterText);
  const { filled, tone } = strengthSegments(score);
  const { score: clampedScore, label: scoreLabel } = level(score, t);
  const warning = policy === 'zxcvbn' ? feedback.warning?.trim() : undefined;
  // zxcvbn's advice ('Add more words that are less common.'), shown as the check gives it (issue 23), in the
  // widget's language (issue 40).
  const suggestions = policy === 'zxcvbn' ? (feedback.suggestions ?? []).filter((suggestion) => suggestion.trim() !== '') : [];

  return (
    <div
      id={id}
      data-part={part}
      data-policy={policy}
      data-valid={valid || undefined}
      data-segments-filled={policy === 'zxcvbn' ? filled : undefined}
      data-tone={policy === 'zxcvbn' ? tone : undefined}
      data-level={policy === 'zxcvbn' ? levels[clampedScore] : undefined}
      className={styles.root}
    >
      {policy === 'zxcvbn' ? (
        <div data-part="meter-row" className={styles.meterRow}>
          <div
            role="meter"
            aria-label={t('strength.label')}
            aria-valuemin={0}
            aria-valuemax={4}
            aria-valuenow={clampedScore}
            aria-valuetext={scoreLabel}
            data-part="meter"
            className={styles.segments}
          >
            {[0, 1, 2, 3].map((index) => (
              <span
                key={index}
                aria-hidden="true"
                data-part="segment"
                data-filled={index < filled || undefined}
                className={styles.segment}
              />
            ))}
          </div>
          {/* The same words as the meter's value text, for sighted users who cannot tell red from green. */}
          <span aria-hidden="true" data-part="score-label" className={styles.scoreText}>
            {scoreLabel}
          </span>
        </div>
      ) : null}

      {policy === 'luds' ? (
        <ul data-part="rules" className={styles.rules}>
          {ludsRules({ feedback }, t, ludsMinimumCount, ludsComplexity).map((rule) => (
            <Rule key={rule.text} met={rule.met} text={rule.text} />
          ))}
        </ul>
      ) : null}

      <div data-part="feedback">
        {warning ? (
          <p data-part="warning" className={styles.message}>
            {feedbackText(warning, t)}
          </p>
        ) : null}
        {suggestions.length > 0 ? (
          <ul data-part="suggestions" className={styles.suggestions}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>{feedbackText(suggestion, t)}</li>
            ))}
          </ul>
        ) : null}
        {breached ? (
          <p data-part="breach-warning" className={styles.warning}>
            {t('strength.breached')}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function Rule({ met, text }: { met: boolean; text: string }) {
  const t = useText(strengthMeterText);
  const { intl: locale } = useActiveMessages();
  // The rule is shown; the words around it ('Requirement met: … .', in the language's punctuation) are for
  // screen readers, which the icon's shape does not reach. `t` without values gives the message as written,
  // its `{rule}` kept for the parts.
  const parts = formatMessageParts(t(met ? 'strength.ruleMet' : 'strength.ruleUnmet'), { rule: { text } }, locale);
  return (
    <li data-part="rule" data-met={met || undefined} className={styles.rule}>
      <Icon name={met ? 'check' : 'close'} part="rule-icon" className={styles.ruleIcon} data-icon={met ? 'met' : 'unmet'} />
      <span>
        {parts.map((part, i) =>
          typeof part === 'string' ? <VisuallyHidden key={i}>{part}</VisuallyHidden> : <Fragment key={i}>{part.text}</Fragment>,
        )}
      </span>
    </li>
  );
}
