import { VisuallyHidden } from 'react-aria';
import { useMessages, type MessageKey } from '../../i18n/index.js';
import type { StrengthCheckResult } from '../../wire/index.js';
import { Icon } from '../Icon/index.js';
import * as styles from './StrengthMeter.css.js';

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
 * Presentational password-strength feedback for a strength-check result (spec §5): the four-segment
 * zxcvbn meter with its warning, or the two LUDS rules each shown met/unmet, plus the breach warning.
 * It never calls zxcvbn itself. State is never colour alone: the score has a text label, rules carry
 * an icon shape and a "Requirement met:"/"not met:" prefix for screen readers.
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
  const t = useMessages();
  const { filled, tone } = strengthSegments(score);
  const clampedScore = Math.min(4, Math.max(0, Math.round(score)));
  const scoreLabel = t(scoreKeys[clampedScore] ?? 'strength.score.0');
  const warning = policy === 'zxcvbn' ? feedback.warning?.trim() : undefined;
  const luds = feedback.luds_requirements;

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
          <Rule met={luds.missing_characters <= 0} text={t('strength.lengthRule', { n: ludsMinimumCount })} />
          <Rule met={luds.missing_complexity <= 0} text={t('strength.complexityRule', { n: ludsComplexity })} />
        </ul>
      ) : null}

      {/* Polite, so new feedback is read after the user's typing rather than interrupting it. */}
      <div aria-live="polite" data-part="feedback">
        {warning ? (
          <p data-part="warning" className={styles.message}>
            {warning}
          </p>
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
  const t = useMessages();
  return (
    <li data-part="rule" data-met={met || undefined} className={styles.rule}>
      <Icon name={met ? 'check' : 'close'} part="rule-icon" className={styles.ruleIcon} data-icon={met ? 'met' : 'unmet'} />
      <span>
        <VisuallyHidden>{`${t(met ? 'strength.ruleMet' : 'strength.ruleUnmet')} `}</VisuallyHidden>
        {text}
      </span>
    </li>
  );
}
