import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import { DATE_FORMATS } from './constants.ts';

dayjs.extend(advancedFormat);

/** A unix time in one of the spec's date formats (client spec, Date display), in local time. */
export const formatUnixTime = (unixSeconds: number, format: keyof typeof DATE_FORMATS): string =>
  dayjs.unix(unixSeconds).format(DATE_FORMATS[format]);
