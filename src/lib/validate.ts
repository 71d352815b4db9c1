/**
 * Validation rules of §5 shared by every form of the portal. The rules themselves live in contract/rules (one
 * implementation for the portal and the exchange server); this module keeps the names the portal already imports.
 * Each check returns the Chinese message to show, or null when the value passes.
 */
export { MOBILE_MESSAGES, mobileError, landlineError, isMobile, isLandline } from '@contract/rules/mobile';
export { passwordStrength, PASSWORD_STRENGTH_LABELS, type PasswordStrength } from '@contract/rules/password-strength';
export { citizenIdError, CITIZEN_ID_MESSAGES } from '@contract/rules/citizen-id';
export { personNameError, PERSON_NAME_MESSAGES } from '@contract/rules/person-name';
export { emailError, isEmail } from '@contract/rules/email';
export { urlError, isUrl } from '@contract/rules/url';
export { isAlphabetic, isLowerCase, isUpperCase } from '@contract/rules/letter-case';
export { fileNameError, hasFileNameSpecialChars } from '@contract/rules/file-name';
