/**
 * Passwords that appear at the top of every leaked-password list, plus the Spanish and regional
 * ones buyers here reach for first. Compared in lower case. A short list on purpose: it stops
 * the guesses an attacker tries first without refusing what people reasonably choose.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
  12345678 123456789 1234567890 12345678910 87654321 11111111 00000000 12341234 11223344 12121212
  123123123 987654321 01234567 55555555 88888888 99999999 66666666 77777777 22222222 33333333
  44444444 1q2w3e4r 1q2w3e4r5t q1w2e3r4 qwertyui qwertyuiop qwerty123 qwerty12 asdfghjk asdfghjkl
  zxcvbnm1 zxcvbnm123 asdf1234 qazwsxedc 1qaz2wsx abcd1234 abc12345 abcdefgh aaaaaaaa password
  password1 password12 password123 passw0rd p@ssw0rd p@ssword pass1234 iloveyou iloveyou1
  sunshine princess football baseball welcome1 welcome123 letmein1 trustno1 superman starwars
  whatever computer internet michelle jennifer jonathan football1 monkey123 dragon123 master123
  shadow123 charlie1 freedom1 ninja123 admin123 administrator changeme default1 contraseña
  contrasena contraseña1 contrasena1 contraseña123 contrasena123 micontraseña micontrasena
  clave123 clave1234 miclave123 secreto1 secreto123 teamo123 tequiero tequiero1 mariposa
  mariposa1 princesa princesa1 corazon1 estrella estrella1 hola1234 holahola hola12345 bienvenido
  bienvenido1 argentina argentina1 argentina123 chile123 chilechile buenosaires santiago1
  boca1234 bocajuniors riverplate colocolo colocolo1 universidad futbol123 messi1010 maradona10
  qwerty1234 usuario1 usuario123 cliente1 cliente123 empresa1 empresa123 tienda123 compras1
  compras123 ventas123 prueba123 prueba1234 test1234 testtest demo1234 promo1234 merch1234
  `
    .trim()
    .split(/\s+/),
);
