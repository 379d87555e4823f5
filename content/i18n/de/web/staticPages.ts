import type text from "../../en/web/staticPages";
import type { Translation } from "../../define";

export default {
  featuresTitle: "Funktionen",
  featuresLead: "Alles, was Habitforge tut, damit du dranbleibst.",
  featuresH1: "Vier Arten von Aufgaben",
  featuresP1:
    "Gewohnheiten für Dinge, die du beliebig oft tust, Tagesaufgaben für Routinen nach Plan, To-dos für einmalige Erledigungen und Belohnungen, die du selbst aussuchst. Dazu gibt es Checklisten, Fälligkeitsdaten, Tags und Wiederholungspläne.",
  featuresH2: "Ein Held, der mit dir wächst",
  featuresP2:
    "Jede erledigte Aufgabe bringt Erfahrung und Gold. Steig Stufen auf, wähle ab Stufe 10 eine Klasse, verteile Attributpunkte und lerne Fähigkeiten, die dir und deinen Freunden helfen.",
  featuresH3: "Haustiere, Reittiere und Ausrüstung",
  featuresP3:
    "Beim Arbeiten fallen Eier, Tränke und Futter ab. Brüte über hundert Arten von Haustieren aus, zieh sie zu Reittieren groß und kleide deinen Helden mit Ausrüstung aus fünf Läden ein.",
  featuresH4: "Freunde, die dich ehrlich halten",
  featuresP4:
    "Tritt einer Gruppe bei und kämpft gemeinsam gegen Bosse: Deine erledigten Aufgaben verletzen den Boss, und die verpassten Tagesaufgaben aller verletzen die Gruppe. Gilden und Wettbewerbe bringen Menschen mit denselben Zielen zusammen.",
  featuresH5: "Gruppenpläne",
  featuresP5:
    "Familien, Schulklassen und Teams können sich ein Aufgabenbrett teilen, Arbeiten verteilen und sie nach Erledigung bestätigen.",
  featuresH6: "Deine Daten, deine Regeln",
  featuresP6:
    "Exportiere jederzeit alles, nutze die API für eigene Werkzeuge und übernimm deine Aufgaben aus dem Open-Source-Gewohnheitsspiel.",
  overviewTitle: "Überblick",
  overviewLead: "Neu hier? Eine kurze Tour durch das Spiel.",
  overviewH1: "1. Schreib auf, was zählt",
  overviewP1:
    "Lege ein paar Gewohnheiten an, die du aufbauen oder loswerden willst, die Tagesaufgaben deiner Routine und die To-dos, die dir im Kopf herumgehen. Fang klein an: drei von jeder Sorte reichen.",
  overviewH2: "2. Hak Dinge ab",
  overviewP2:
    "Jedes Mal, wenn du etwas erledigst, hakst du es ab. Dein Held erhält Erfahrung und Gold. Verpasst du eine Tagesaufgabe, verlierst du am Tagesende etwas Gesundheit.",
  overviewH3: "3. Gönn dir was",
  overviewP3:
    "Gib Gold für deine eigenen Belohnungen aus – oder für Ausrüstung und den Verzauberten Schrank auf dem Markt.",
  overviewH4: "4. Sammeln und entdecken",
  overviewP4:
    "Brüte aus gefundenen Eiern und Tränken Haustiere aus, zieh Reittiere groß, sammle Erfolge und schließ dich für Quests einer Gruppe an.",
  communityGuidelinesTitle: "Community-Richtlinien",
  communityGuidelinesLead:
    "Habitforge ist ein Ort, an dem wir uns gegenseitig ermutigen. Diese Regeln sorgen dafür, dass es so bleibt.",
  communityGuidelinesH1: "Sei freundlich",
  communityGuidelinesP1:
    "Begegne allen mit Respekt. Keine Beleidigungen, Belästigung, Drohungen, Hassrede oder Diskriminierung jeglicher Art.",
  communityGuidelinesH2: "Für alle geeignet",
  communityGuidelinesP2:
    "Hier treffen sich Menschen jeden Alters und jeder Herkunft. Halte Sprache und Bilder frei von expliziten, gewalttätigen oder hasserfüllten Inhalten.",
  communityGuidelinesH3: "Kein Spam, kein Verkauf",
  communityGuidelinesP3:
    "Mach keine Werbung, bettle nicht um Edelsteine, verschicke keine Kettenbriefe und poste nicht immer wieder dasselbe.",
  communityGuidelinesH4: "Schütze die Privatsphäre",
  communityGuidelinesP4: "Teile niemals persönliche Daten anderer und überleg dir gut, bevor du deine eigenen teilst.",
  communityGuidelinesH5: "Melden statt streiten",
  communityGuidelinesP5:
    "Wenn etwas gegen diese Regeln verstößt, melde es und überlass es den Moderatoren. Sie können Nachrichten ausblenden, Chats stummschalten oder Konten schließen, die gegen die Regeln verstoßen.",
  contactTitle: "Kontakt",
  contactLead: "Wir lesen jede Nachricht.",
  contactH1: "Fragen und Probleme",
  contactH2: "Einen Fehler melden",
  contactP1:
    "Erzähl uns, was du getan hast, was du erwartet hast und was stattdessen passiert ist. Screenshots und der Name deines Browsers helfen uns sehr.",
  contactH3: "Presse und Partnerschaften",
  pressKitTitle: "Pressemappe",
  pressKitLead: "Fakten und Bilder für Berichte über Habitforge.",
  pressKitH1: "In einem Satz",
  pressKitP1:
    "Habitforge ist ein kostenloser Gewohnheitstracker und eine To-do-Liste, die deine Ziele in ein Rollenspiel verwandelt – allein oder mit Freunden.",
  pressKitH2: "Die wichtigsten Fakten",
  pressKitItem1: "Läuft in jedem modernen Browser, auf Smartphones und Computern.",
  pressKitItem2: "Kostenlos spielbar; freiwillige Abos und Edelsteine unterstützen das Spiel.",
  pressKitItem3: "Offene API und vollständiger Datenexport.",
  pressKitH3: "Bilder",
  plansTitle: "Tarife",
  plansLead: "Spiel kostenlos, so lange du willst. Abonniere, wenn du mehr möchtest.",
  plansH1: "Kostenlos",
  plansP1: "Alle Aufgabenarten, Stufen, Klassen, Haustiere, Reittiere, Quests, Gruppen und Gilden.",
  plansH2: "Abonnent",
  plansH3: "Gruppenplan",
  groupPlansTitle: "Gruppenpläne",
  groupPlansLead: "Ein Aufgabenbrett für deinen Haushalt, deine Klasse oder dein Team.",
  groupPlansH1: "Die Last teilen",
  groupPlansP1:
    "Lege Aufgaben auf einem gemeinsamen Brett an und weise sie einer oder mehreren Personen zu. Alle sehen, was noch zu tun ist.",
  groupPlansH2: "Bestätigen, wenn erledigt",
  groupPlansP2:
    "Aufgaben können eine Bestätigung verlangen: Eltern, Lehrkräfte oder Teamleitungen bestätigen die Arbeit, bevor die Belohnung ausgezahlt wird.",
  groupPlansH3: "Vorteile für alle",
  groupPlansP3: "Jedes Mitglied erhält die Vorteile eines Abos, solange es in der Gruppe ist.",
  groupPlansH4: "Preise",
  termsTitle: "Nutzungsbedingungen",
  termsH1: "Habitforge nutzen",
  termsP1:
    "Du darfst Habitforge nutzen, wenn du nach dem Recht deines Landes alt genug bist, diesen Bedingungen zuzustimmen, oder die Erlaubnis deiner Eltern hast. Halte dein Passwort geheim; du bist für das verantwortlich, was in deinem Konto geschieht.",
  termsH2: "Deine Inhalte",
  termsP2:
    "Aufgaben, Nachrichten und Profiltexte bleiben deine. Du erlaubst uns, sie zu speichern und anzuzeigen, soweit der Dienst es erfordert. Was du in Gruppen postest, muss den Community-Richtlinien folgen.",
  termsH3: "Käufe",
  termsP3:
    "Edelsteine, Abos und Gruppenpläne finanzieren den Dienst. Virtuelle Gegenstände haben keinen Geldwert und können nicht in Geld getauscht werden. Abos verlängern sich, bis du sie kündigst.",
  termsH4: "Beenden",
  termsP4:
    "Du kannst dein Konto jederzeit in den Einstellungen löschen. Konten, die gegen diese Bedingungen oder die Community-Richtlinien verstoßen, können wir sperren.",
  termsH5: "Keine Garantien",
  termsP5:
    "Wir arbeiten hart daran, dass Habitforge läuft, aber es wird so bereitgestellt, wie es ist, und wir haften nicht für Verluste über das gesetzlich Vorgeschriebene hinaus.",
  privacyTitle: "Datenschutzerklärung",
  privacyH1: "Was wir speichern",
  privacyP1:
    "Deinen Benutzernamen, deine E-Mail-Adresse, eine verschlüsselte Form deines Passworts, deine Aufgaben, deinen Spielfortschritt und die Nachrichten, die du sendest. Nichts davon verkaufen wir.",
  privacyH2: "Warum",
  privacyP2:
    "Um das Spiel zu betreiben, dein Konto zu schützen, deine Fragen zu beantworten und dir – wenn du zustimmst – die E-Mails zu schicken, die du in den Einstellungen gewählt hast.",
  privacyH3: "Wer es sieht",
  privacyP3:
    "Deine Aufgaben sind privat. Andere sehen dein öffentliches Profil: Name, Avatar, Stufe und Erfolge. Kartendaten verarbeiten die Zahlungsanbieter; wir sehen sie nie.",
  privacyH4: "Deine Rechte",
  privacyP4:
    "Lade jederzeit alle deine Daten herunter oder lösche dein Konto in den Einstellungen. Bei Fragen schreib uns über die Kontaktseite.",
  privacyH5: "Dein Browser",
  privacyP5:
    "Deine Anmeldung speichern wir im lokalen Speicher deines Browsers, dazu ein paar Sitzungsmerker. Keine Werbetracker.",
  attributionsTitle: "Bildnachweise",
  attributionsLead: "Die Künstlerinnen und Künstler, deren Arbeit das Spiel gut aussehen lässt.",
  attributionsH1: "Gegenstandsbilder",
  updated: "Zuletzt aktualisiert am 20. November 2026.",
  overviewQuestions: "Fragen? Die {faq} hat Antworten.",
  faqLink: "FAQ",
  contactAnswers:
    "Die meisten Antworten stehen in den {faq}. Wenn deine nicht dabei ist, schreib an {email} – mit deinem Benutzernamen und dem, was passiert ist.",
  contactPress: "Schreib an {email} und sieh dir unsere {pressKit} an.",
  pressKitLink: "Pressemappe",
  creditsLink: "Bildnachweise",
  pressKitPixelArt:
    "Held, Ausrüstung, Haustiere, Reittiere und Hintergründe sind unsere eigene Pixelkunst; Eier, Tränke, Futter, Quests und Fähigkeiten nutzen Icons von game-icons.net unter einer Creative-Commons-Lizenz. Sieh dir die {credits} an und nenne bitte die Künstlerinnen und Künstler, wenn du ihre Icons verwendest.",
  attributionsIconList:
    "Die Bilder von Eiern, Schlüpftränken, Futter, Quests, Paketen, Erfolgen und Fähigkeiten sind Icons von {site}, gestaltet von {artists} und den anderen dort genannten Künstlerinnen und Künstlern.",
  attributionsPixelTitle: "Held, Ausrüstung, Haustiere, Reittiere und Hintergründe",
  attributionsPixelText:
    "Der Held und alles, was auf ihm gezeichnet ist (Körper, Haut, Haare, Bärte, Blumen, jedes Ausrüstungsteil, Stühle), die Haus- und Reittiere sowie die Hintergrundszenen sind unsere eigene Pixelkunst, eigens für dieses Spiel gemacht. Unser Code zeichnet sie aus den Daten des Spiels: Platz, Klasse und Set eines Gegenstands bestimmen seine Form und Farben, Ort und Stimmungswörter eines Hintergrunds seine Szene.",
  plansSubscriber:
    "Ab {monthly} im Monat oder {yearly} im Jahr: Edelsteine gegen Gold, jeden Monat ein Überraschungsset, mystische Sanduhren, ein höheres Fundlimit und ein längerer Verlauf.",
  plansGroup:
    "{monthly} im Monat für die Gruppenleitung plus {member} für jedes weitere Mitglied: ein gemeinsames Aufgabenbrett und Abo-Vorteile für alle. {learnMore}.",
  learnMore: "Mehr erfahren",
  groupPlansPricing:
    "{monthly} im Monat für die Leitung und die ersten Mitglieder, dazu eine kleine Gebühr für jedes weitere Mitglied. Kündigen kannst du jederzeit auf der Abrechnungsseite der Gruppe.",
  attributionsLicence:
    "Sie stehen unter der Lizenz {licence}. Wir färben sie nach Farbe, Klasse und Jahreszeit ein und ändern ihre Größe; ihre Formen bleiben unverändert.",
  reviewTitle: "{title}: Entwurf",
  reviewNotice:
    "Diesen Text wollen wir veröffentlichen. Lies ihn und sag uns über die Kontaktseite, wenn etwas unklar ist.",
} satisfies Translation<typeof text>;
