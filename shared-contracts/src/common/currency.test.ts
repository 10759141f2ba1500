import {
  chooseCurrency,
  countryOfLanguage,
  currencyOfCountry,
  formatMoney,
  formatPerMinute,
  majorUnitsOf,
  minorUnitsOf,
} from './currency.ts';

describe('chooseCurrency', () => {
  it("prefers the user's own currency to every hint", () => {
    expect(chooseCurrency({ userCurrency: 'EUR', campaign: 'c_usd', country: 'CA' }, 'GBP')).toBe(
      'EUR',
    );
  });

  it('follows a campaign link, then the country, then the fallback', () => {
    expect(chooseCurrency({ campaign: 'c_usd', country: 'DE' }, 'GBP')).toBe('USD');
    expect(chooseCurrency({ campaign: 'c_can' }, 'GBP')).toBe('CAD');
    expect(chooseCurrency({ campaign: 'c_eur' }, 'USD')).toBe('EUR');
    expect(chooseCurrency({ campaign: 'summer', country: 'FR' }, 'USD')).toBe('EUR');
    expect(chooseCurrency({ country: 'JP' }, 'USD')).toBe('USD');
    expect(chooseCurrency({}, 'GBP')).toBe('GBP');
  });
});

describe('currencyOfCountry', () => {
  it('maps Canada, the eurozone and sterling countries', () => {
    expect(currencyOfCountry('CA')).toBe('CAD');
    expect(currencyOfCountry('ie')).toBe('EUR');
    expect(currencyOfCountry('HR')).toBe('EUR');
    expect(currencyOfCountry('GB')).toBe('GBP');
    expect(currencyOfCountry('JE')).toBe('GBP');
    expect(currencyOfCountry('US')).toBeUndefined();
    expect(currencyOfCountry(undefined)).toBeUndefined();
  });
});

describe('countryOfLanguage', () => {
  it('reads the region of a browser language', () => {
    expect(countryOfLanguage('en-CA')).toBe('CA');
    expect(countryOfLanguage('fr_be')).toBe('BE');
    expect(countryOfLanguage('en')).toBeUndefined();
  });
});

describe('formatMoney', () => {
  it('shows the symbol and two decimals', () => {
    expect(formatMoney(123456, 'GBP')).toBe('£1,234.56');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(1000, 'EUR')).toBe('€10.00');
    expect(formatMoney(250, 'CAD')).toBe('CA$2.50');
  });

  it('prefixes per-minute prices with From', () => {
    expect(formatPerMinute(110, 'GBP')).toBe('From £1.10/min');
  });
});

it('writes minor units in major units exactly', () => {
  expect([123456, -5, 7, 0, -100, 120].map(majorUnitsOf)).toEqual([
    '1234.56',
    '-0.05',
    '0.07',
    '0.00',
    '-1.00',
    '1.20',
  ]);
});

it('reads a typed amount in minor units, or NaN when it is no amount', () => {
  expect(minorUnitsOf('15.5')).toBe(1550);
  expect(minorUnitsOf(' 1.2 ')).toBe(120);
  expect(minorUnitsOf('0.07')).toBe(7);
  expect(minorUnitsOf('1.234')).toBeNaN();
  expect(minorUnitsOf('-3')).toBeNaN();
  expect(minorUnitsOf('ten')).toBeNaN();
});
