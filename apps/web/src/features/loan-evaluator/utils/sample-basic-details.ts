import { EMPTY_BASIC_DETAILS, type BasicDetailsValues } from './form-values';

/** A complete step-1 applicant as the form holds it, for tests to start from and change one field of. */
export function sampleBasicDetails(over: Partial<BasicDetailsValues> = {}): BasicDetailsValues {
  return {
    ...EMPTY_BASIC_DETAILS,
    user_name: 'Asha Rao',
    age: '30',
    cibilScore: '750',
    salary: '60000',
    companyId: 'c1',
    cityId: 'm1',
    requestedLoanAmount: '500000',
    requestedTenureMonths: '36',
    monthsatpresentresidence: '24',
    isMarried: 'yes',
    isHouseowned: 'no',
    homeloanwithspouse: 'no',
    ...over,
  };
}
