/**
 * The server's catalogues: every translated key exists in English with the same placeholders,
 * every text is a valid ICU message, and `t` falls back to English, then to "string not found".
 */
import { describe, expect, it } from "vitest";
import {
  type Catalogue,
  catalogueOf,
  englishCatalogue,
  hasMessage,
  type Language,
  LANGUAGES,
  paramText,
  STRING_NOT_FOUND,
  t,
} from "../../content/i18n";
import { paramMessage, readParamMessage } from "../../content/i18n/params";
import { compareCatalogue, placeholdersOf, validateCatalogue } from "../../content/i18n/check";
import { formatMessage } from "../../content/i18n/format";
import {
  acceptedTags,
  bestLanguage,
  languageFromAcceptLanguage,
  languageOfTag,
  localeOf,
} from "../../content/i18n/languages";

const english = englishCatalogue;
const translated = LANGUAGES.filter((language) => language !== "en");

/** A language's catalogue, which the unit tests' setup has read from its files. */
function loaded(language: Language): Catalogue {
  const catalogue = catalogueOf(language);
  if (!catalogue) throw new Error(`${language} is not loaded`);
  return catalogue;
}

describe("server catalogues", () => {
  it("English texts are all valid ICU messages", () => {
    expect(validateCatalogue(english)).toEqual([]);
  });

  it.each(translated)("%s has no key English lacks", (language) => {
    expect(compareCatalogue(english, loaded(language)).unknown).toEqual([]);
  });

  it.each(translated)("%s texts are valid ICU messages with English's placeholders", (language) => {
    const report = compareCatalogue(english, loaded(language));
    expect(report.invalid).toEqual([]);
    expect(report.placeholders).toEqual([]);
  });

  it("finds a placeholder that a translation renamed or dropped", () => {
    const report = compareCatalogue(
      { a: "Hello {name}", b: "{count, plural, one {# gem} other {# gems}}" },
      { a: "Hallo {nom}", b: "{count, plural, one {ein Edelstein} other {# Edelsteine}}", c: "extra" },
    );
    expect(report.placeholders).toEqual([{ key: "a", english: ["name"], translated: ["nom"] }]);
    expect(report.unknown).toEqual(["c"]);
    expect(placeholdersOf("{a} {b, select, x {{c}} other {}}")).toEqual(["a", "b", "c"]);
  });
});

describe("t", () => {
  it("speaks the player's language and falls back to English for an untranslated key", () => {
    expect(t("notFound", {}, "de")).toBe(loaded("de").notFound);
    expect(t("notFound", {}, "de")).not.toBe(english.notFound);
    expect(t("notFound", {}, "xx")).toBe(english.notFound);
    expect(t("noSuchKeyAnywhere", {}, "de")).toBe(STRING_NOT_FOUND);
    expect(hasMessage("noSuchKeyAnywhere")).toBe(false);
  });

  it("fills placeholders; a missing plain placeholder stays as written", () => {
    expect(t("tooManyRequests", { seconds: 30 })).toBe("Too many attempts. Please wait 30 seconds and try again.");
    expect(t("questBossAttackChat", { boss: "Vice", damage: 3, name: "Ana" })).toBe(
      "Vice strikes back for 3 because of Ana's missed dailies.",
    );
    expect(t("tagsMax")).toContain("{max}");
  });

  it("chooses plural forms by the language's rules", () => {
    const message = "{count, plural, one {# gem} other {# gems}}";
    expect(formatMessage("gems", message, { count: 1 }, "en")).toBe("1 gem");
    expect(formatMessage("gems", message, { count: 2 }, "en")).toBe("2 gems");
    // French counts 0 and 1 as "one"; Japanese has a single form.
    expect(formatMessage("gems", "{count, plural, one {# gemme} other {# gemmes}}", { count: 0 }, "fr")).toBe(
      "0 gemme",
    );
    expect(formatMessage("gems", "{count, plural, other {ジェム#個}}", { count: 1 }, "ja")).toBe("ジェム1個");
    expect(formatMessage("n", "{n, number}", { n: 1234.5 }, "de")).toBe("1.234,5");
  });

  it("gives the spec's text for a template it cannot fill, never throwing", () => {
    expect(formatMessage("broken", "{count, plural, one {#} other {#}}", {}, "en")).toBe(
      'Error processing the string "broken". Please see Help > Report a Bug.',
    );
  });
});

describe("choosing a language", () => {
  it("reads Accept-Language by weight and matches regions to our languages", () => {
    expect(acceptedTags("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toEqual(["fr-CH", "fr", "en", "de", "*"]);
    expect(languageFromAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8")).toBe("fr");
    expect(languageFromAcceptLanguage("nl-NL, de;q=0.5, en;q=0.3")).toBe("de");
    expect(languageFromAcceptLanguage("en;q=0.1, ja")).toBe("ja");
    expect(languageFromAcceptLanguage("pt-BR,pt;q=0.9")).toBe("pt_BR");
    expect(languageFromAcceptLanguage("de;q=0, es")).toBe("es");
    expect(languageFromAcceptLanguage("")).toBe("en");
    expect(languageFromAcceptLanguage(undefined)).toBe("en");
    expect(languageFromAcceptLanguage("zz, *")).toBe("en");
  });

  it("maps tags and codes both ways", () => {
    expect(languageOfTag("pt_br")).toBe("pt_BR");
    expect(languageOfTag("es-419")).toBe("es");
    expect(languageOfTag("ja-JP")).toBe("ja");
    expect(languageOfTag("it")).toBeUndefined();
    expect(bestLanguage(["it-IT", "pt-PT"])).toBe("pt_BR");
    expect(localeOf("pt_BR")).toBe("pt-BR");
    expect(localeOf("klingon")).toBe("en");
  });
});

describe("parameter messages", () => {
  it("carry a key and its values, worded in the request's language, the values as written", () => {
    const message = paramMessage("paramMaxChars", { max: 2000 });
    expect(message).toBe('paramMaxChars {"max":"2000"}');
    expect(paramText(message, "en")).toBe("must be at most 2000 characters");
    expect(paramText(message, "de")).toBe(
      formatMessage("paramMaxChars", loaded("de").paramMaxChars, { max: "2000" }, "de"),
    );
    expect(paramText(message, "de")).toContain("2000");
    expect(paramText(message, "de")).not.toBe(paramText(message, "en"));
    expect(paramText(paramMessage("passwordConfirmationMatch"), "ja")).toBe(loaded("ja").passwordConfirmationMatch);
  });

  it("answer anything that is not one as it is: no sentence is matched back to a key", () => {
    expect(paramText("must be at most 20 characters", "de")).toBe("must be at most 20 characters");
    expect(paramText(english.passwordConfirmationMatch, "de")).toBe(english.passwordConfirmationMatch);
    expect(paramText("noSuchKey", "de")).toBe("noSuchKey");
    expect(paramText('paramMaxChars {"max":', "de")).toBe('paramMaxChars {"max":');
    expect(paramText('paramMaxChars {"max":[1]}', "de")).toBe('paramMaxChars {"max":[1]}');
    expect(readParamMessage("two words")).toBeUndefined();
  });
});
