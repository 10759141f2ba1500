import { freeTextRule, type Validator } from '@portal/contracts/common/validation';

/**
 * A job's free text (an issue, a comment, a poor audio reason): required, at most `max`
 * characters (core limits), and without < or >, refused here with the API's own words.
 */
export const jobText = (max: number): Validator => freeTextRule(max);
