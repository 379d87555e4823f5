/** What guards an account: its budget of password checks, display names, provider-verified addresses. */
export const accountMessages = {
  passwordChecksPaused:
    "Too many wrong passwords for this account. Try again in {seconds, plural, one {# second} other {# seconds}}, or ask for a link to set a new password by email.",
  displayNameHiddenCharacters:
    "A display name cannot contain invisible characters or characters that change the direction of text.",
  displayNameReserved: "That display name is kept for the game's staff and its own messages. Please choose another.",
  socialEmailUnverified:
    "{network} has not confirmed that {email} is your address, so no account can be made with it. Confirm the address with {network} first, or register with an email address and a password.",
};
