/**
 * Passwords of eight characters or more that appear at the top of every published list of leaked
 * passwords. A short bundled list catches the guesses an attacker tries first without a network
 * call or a large download (ADR 119); the length rule does the rest.
 */
const COMMON_PASSWORDS = new Set([
  "password", "password1", "password12", "password123", "password1234", "password!", "passw0rd", "p@ssw0rd",
  "p@ssword", "pa$$word", "passwort", "motdepasse", "contraseña", "wachtwoord",
  "12345678", "123456789", "1234567890", "0123456789", "87654321", "987654321", "11111111", "00000000",
  "22222222", "88888888", "99999999", "12341234", "11223344", "12121212", "123123123", "123321123",
  "1q2w3e4r", "1q2w3e4r5t", "1qaz2wsx", "zaq12wsx", "q1w2e3r4", "qwer1234", "qwerty12", "qwerty123",
  "qwerty1234", "qwertyuiop", "qwertyui", "asdfghjkl", "asdfasdf", "zxcvbnm1", "zxcvbnmm", "1234qwer",
  "abcd1234", "abc12345", "abcdefgh", "a1b2c3d4", "aa123456", "iloveyou", "iloveyou1", "sunshine",
  "princess", "football", "baseball", "basketball", "superman", "batman123", "starwars", "trustno1",
  "welcome1", "welcome123", "letmein1", "letmein123", "changeme", "changeme1", "whatever", "whatever1",
  "computer", "internet", "corvette", "mercedes", "jennifer", "michelle", "jordan23", "liverpool",
  "chelsea1", "arsenal1", "charlie1", "monkey12", "dragon12", "master12", "michael1", "shadow12",
  "sunshine1", "princess1", "football1", "baseball1", "babygirl1", "1234abcd", "admin123", "administrator",
  "rootroot", "test1234", "testtest", "secret12", "secret123", "default1", "qazwsxedc", "q1w2e3r4t5",
  "samsung1", "google123", "facebook", "linkedin", "yankees1", "lovelove", "11112222", "147258369",
  "159753456", "789456123", "741852963", "998877665", "55555555", "66666666", "77777777", "44444444",
  "33333333", "12344321", "31415926", "pokemon1", "blink182", "metallica", "chocolate", "butterfly",
  "elephant", "password2", "password01", "iloveyou2", "qwertyqwerty", "abcdefg1", "asdf1234", "zxcv1234",
]);

/** Whether a password is one of the most common ones, ignoring case and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
