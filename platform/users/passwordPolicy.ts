// The platform's password policy (contensis-api.md §3 refuses weak passwords with 422): the shared policy of
// contract/passwordPolicy.ts (OWASP ASVS 5.0: length, no composition rules, the common and breached list, none of
// the user's names). The password change route adds "not the current password".
export { passwordProblems, type PasswordOwner } from '../../contract/passwordPolicy';
