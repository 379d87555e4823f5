/** Bringing an account from the original game (Habitica): the verified import and the data file import. */
export const accountImportMessages: Record<string, string> = {
  importNotAnAccount: "This is not a data export of an account: no account was found in it.",
  originalAccountImported: "Your account has come across from Habitica.",
  dataFileImported: "Your data file has been imported.",
  originalImportUnavailable: "Bringing an account from Habitica is not set up on this server.",
  originalUnreachable: "Habitica could not be reached just now. Nothing was changed; please try again later.",
  originalBusy: "Habitica asks us to slow down. Nothing was changed; please try again in a minute.",
  originalBadAnswer: "Habitica's answer could not be read. Nothing was changed; please try again later.",
  originalCredentialsRefused:
    "Habitica did not accept this User ID and API token. Copy both again from the API section of your settings on Habitica.",
  originalCredentialsInvalid:
    "Enter the User ID and the API token exactly as Habitica shows them: each is 36 characters long, like 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d.",
  originalAlreadyImported:
    "This Habitica account has already been brought to this server. An account can come across only once.",
  itemsNeedVerifiedImport:
    "Items in a file cannot be checked, so they are not taken from files here. Bring your account from Habitica with your User ID and API token instead.",
};
