// The password rules' numbers, apart from the strength estimator so that a form can show them without
// loading its dictionaries.
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
/** zxcvbn's score (0–4) a new password needs: 3 resists an offline attack on a slow hash such as argon2id. */
export const MIN_PASSWORD_SCORE = 3;
