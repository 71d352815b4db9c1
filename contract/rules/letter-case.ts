/**
 * §5 "also present": letter case checks. Each is true only for a non-empty string made entirely of ASCII letters
 * of that kind (the old form helpers' validateLowerCase / validateUpperCase / validateAlphabets).
 */

/** 'abc' → true; 'aBc', '', 'a1' → false. */
export const isLowerCase = (value: string | null | undefined): boolean => /^[a-z]+$/.test(value ?? '');

/** 'ABC' → true; 'AbC', '', 'A1' → false. */
export const isUpperCase = (value: string | null | undefined): boolean => /^[A-Z]+$/.test(value ?? '');

/** 'AbC' → true; '', 'A1', 'ä' → false. */
export const isAlphabetic = (value: string | null | undefined): boolean => /^[A-Za-z]+$/.test(value ?? '');
