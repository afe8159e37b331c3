// Passwords that appear near the top of every published list of leaked passwords, lower-cased. A password is
// refused when it is one of these, or one of these with digits and symbols around it ("Sunshine2024!").
// Kept small on purpose: the length and character-class rules do the rest.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', 'passw0rd', 'p@ssword', 'p@ssw0rd', 'passwort', 'motdepasse', 'contraseña', 'secret', 'letmein',
  'welcome', 'welcome1', 'admin', 'administrator', 'root', 'login', 'guest', 'default', 'changeme', 'qwerty',
  'qwertyuiop', 'qwertyui', 'asdfgh', 'asdfghjkl', 'zxcvbn', 'zxcvbnm', 'azerty', 'qazwsx', '1qaz2wsx',
  'iloveyou', 'loveme', 'lovely', 'monkey', 'dragon', 'master', 'shadow', 'sunshine', 'princess', 'football',
  'baseball', 'soccer', 'hockey', 'basketball', 'superman', 'batman', 'starwars', 'pokemon', 'trustno1',
  'whatever', 'freedom', 'ninja', 'mustang', 'michael', 'jennifer', 'jordan', 'hunter', 'buster', 'charlie',
  'thomas', 'robert', 'daniel', 'jessica', 'ashley', 'summer', 'winter', 'spring', 'autumn', 'flower',
  'cheese', 'chocolate', 'cookie', 'computer', 'internet', 'google', 'facebook', 'samsung', 'killer', 'access',
  'matrix', 'hello', 'helloworld', 'abc123', 'abcdef', 'abcdefg', 'abcdefgh', 'abcd1234', 'aa123456',
  'a1b2c3d4', '123456', '1234567', '12345678', '123456789', '1234567890', '0123456789', '987654321', '111111',
  '11111111', '000000', '00000000', '121212', '123123', '123321', '654321', '666666', '696969', '112233',
  'password1', 'password123', 'qwerty123', 'iloveyou1', 'letmein1', 'admin123', 'test', 'test1234', 'testing',
  'demo', 'temp', 'temporary', 'newpassword', 'mypassword', 'yourpassword', 'passwordpassword',
  'correcthorsebatterystaple', 'thequickbrownfox', 'qwertyuiopasdfghjkl', 'abcdefghijklmnop',
]);
