/** Fragen und Antworten der FAQ, auf Deutsch. */
export const faqMessages: Record<string, string> = {
  faqQuestionOverview: "Was ist Habitforge?",
  faqAnswerOverview:
    "Eine Aufgabenliste, die sich wie ein Rollenspiel spielt. Du notierst Gewohnheiten, Tagesaufgaben und To-dos; erledigst du sie, bekommt dein Held Erfahrung und Gold, lässt du sie liegen, kostet das Gesundheit. Steig Stufen auf, sammle Haustiere, kauf Ausrüstung und kämpf mit Freunden gegen Bosse.",
  faqQuestionTaskTypes: "Was sind Gewohnheiten, Tagesaufgaben, To-dos und Belohnungen?",
  faqAnswerTaskTypes:
    "Gewohnheiten sind Dinge, die du beliebig oft tust – gute (+) oder schlechte (-). Tagesaufgaben wiederholen sich nach Plan und schaden dir, wenn sie am Ende deines Tages offen sind. To-dos sind einmalige Aufgaben, auf Wunsch mit Fälligkeitsdatum. Belohnungen sind kleine Freuden, die du dir vom verdienten Gold kaufst.",
  faqQuestionSampleTasks: "Wie sehen gute Aufgaben aus?",
  faqAnswerSampleTasks:
    "Klein und konkret funktioniert am besten. Statt „Fit werden“ versuch lieber eine Gewohnheit „Die Treppe nehmen“, eine Tagesaufgabe „Zehn Minuten Spaziergang nach dem Mittagessen“ und ein To-do „Zahnarzttermin ausmachen“. Als Belohnung nimm etwas, das dir Spaß macht, etwa „Eine Folge meiner Lieblingsserie“.",
  faqQuestionTaskColors: "Warum ändern meine Aufgaben ihre Farbe?",
  faqAnswerTaskColors:
    "Die Farbe zeigt den Wert einer Aufgabe. Was du oft erledigst, wird blau und bringt etwas weniger; Vernachlässigtes wird orange und dann rot und bringt mehr, wenn du es endlich erledigst – eine rote Tagesaufgabe schadet aber auch mehr, wenn du sie verpasst.",
  faqQuestionPausingDailies: "Kann ich meine Tagesaufgaben pausieren, wenn ich krank oder im Urlaub bin?",
  faqAnswerPausingDailies:
    "Ja. Ruh dich in den Einstellungen im Gasthaus aus: Solange du dort bist, schaden dir verpasste Tagesaufgaben nicht (Bosse einer Gruppenquest können aber trotzdem angreifen, wenn andere ihre verpassen). Verlass das Gasthaus, wenn du zurück bist.",
  faqQuestionDayStart: "Wann endet mein Tag?",
  faqAnswerDayStart:
    "Um Mitternacht in deiner Zeitzone, es sei denn, du änderst den Tagesbeginn in den Einstellungen. Nachteulen verschieben ihn oft um ein paar Stunden nach hinten, damit späte Häkchen noch zum selben Tag zählen.",
  faqQuestionHealth: "Wie bekomme ich Gesundheit zurück?",
  faqAnswerHealth:
    "Beim Stufenaufstieg füllt sich deine Gesundheit ganz auf. Du kannst auch einen Heiltrank auf dem Markt oder in deiner Belohnungsspalte kaufen, und Heiler können Heilfähigkeiten auf sich und ihre Gruppe wirken.",
  faqQuestionDying: "Was passiert, wenn meine Gesundheit auf null fällt?",
  faqAnswerDying:
    "Dein Held wird ohnmächtig: Du verlierst eine Stufe, dein Gold und ein zufälliges Ausrüstungsteil, das du auf dem Markt zurückkaufen kannst. Dann stehst du mit voller Gesundheit wieder auf. Niemand bleibt lange am Boden.",
  faqQuestionGold: "Wie verdiene und nutze ich Gold?",
  faqAnswerGold:
    "Jede gute Gewohnheit, Tagesaufgabe und jedes To-do, das du erledigst, bringt Gold – mehr für schwierigere und vernachlässigte Aufgaben. Gib es für deine eigenen Belohnungen aus, für Ausrüstung auf dem Markt, für Quests und für den Verzauberten Schrank.",
  faqQuestionExperience: "Wie funktioniert der Stufenaufstieg?",
  faqAnswerExperience:
    "Erledigte Aufgaben bringen Erfahrung. Ist der Balken voll, erreichst du die nächste Stufe, deine Gesundheit füllt sich auf und du bekommst einen Attributpunkt. Höhere Stufen brauchen mehr Erfahrung.",
  faqQuestionAttributes: "Was bewirken Stärke, Intelligenz, Ausdauer und Wahrnehmung?",
  faqAnswerAttributes:
    "Stärke erhöht kritische Treffer und den Schaden an Bossen, Intelligenz erhöht Erfahrung und Mana, Ausdauer verringert den Schaden durch verpasste Tagesaufgaben und schlechte Gewohnheiten, und Wahrnehmung erhöht Gold und gefundene Gegenstände. Auf deiner Werteseite siehst du, woher jeder Punkt kommt.",
  faqQuestionAllocation: "Wie werden Attributpunkte verteilt?",
  faqAnswerAllocation:
    "Du kannst sie auf deiner Werteseite selbst verteilen oder das dem Spiel überlassen: gleichmäßig, passend zu deiner Klasse oder nach den Attributen der Aufgaben, die du erledigst. Das wählst du in den Einstellungen.",
  faqQuestionClasses: "Was sind Klassen?",
  faqAnswerClasses:
    "Ab Stufe 10 kannst du Krieger, Schurke, Magier oder Heiler werden. Jede Klasse hat ihre eigene Ausrüstungsreihe und vier Fähigkeiten, die Mana kosten. Krieger schlagen hart zu, Schurken finden mehr Gold, Magier sammeln schneller Erfahrung und Heiler halten die Gruppe am Laufen.",
  faqQuestionClassChange: "Kann ich meine Klasse wechseln oder ablegen?",
  faqAnswerClassChange:
    "Ja, in den Einstellungen. Ein Klassenwechsel kostet 3 Edelsteine und gibt dir alle Attributpunkte zurück. Du kannst auch ohne Klasse spielen; später wieder eine zu wählen ist kostenlos.",
  faqQuestionSkills: "Wie funktionieren Fähigkeiten und Mana?",
  faqAnswerSkills:
    "Klassenfähigkeiten werden zwischen Stufe 11 und 14 freigeschaltet und kosten Mana, das sich mit jeder erledigten Aufgabe und zu Beginn jedes Tages ein wenig auffüllt. Manche Fähigkeiten helfen dir, manche deiner Gruppe, manche einer einzelnen Aufgabe.",
  faqQuestionDrops: "Wie finde ich Eier, Tränke und Futter?",
  faqAnswerDrops:
    "Beim Erledigen von Aufgaben fällt manchmal ein Gegenstand ab. Das beginnt nach deinen ersten paar Aufgaben, und die Chance steigt mit der Wahrnehmung. Pro Tag gibt es eine Obergrenze, die für Abonnenten höher liegt.",
  faqQuestionPets: "Wie brüte ich ein Haustier aus?",
  faqAnswerPets:
    "Kombiniere in deinem Inventar ein Ei mit einem Schlüpftrank: erst das Ei wählen, dann den Trank. Der Trank bestimmt die Farbe. Jede Kombination schlüpft nur einmal; danach lebt das Tier in deinem Stall.",
  faqQuestionMounts: "Wie wird aus einem Haustier ein Reittier?",
  faqAnswerMounts:
    "Füttere es. Jedes Haustier liebt das Futter, das zu seiner Farbe passt, und wächst davon schneller. Ist sein Balken voll, wird es zu einem Reittier, auf dem du reiten kannst. Ein Sattel macht ein Haustier sofort zum Reittier.",
  faqQuestionSpecialPets: "Warum können manche Haustiere nicht gefüttert werden?",
  faqAnswerSpecialPets:
    "Besondere Haustiere aus Events und die verrückten Haustiere aus schrägen Tränken bleiben für immer Haustiere. Magische Tränke wirken nur auf die gewöhnlichen Eier.",
  faqQuestionStable: "Was gibt es im Stall?",
  faqAnswerStable:
    "Alle Haustiere und Reittiere des Spiels: die, die dir gehören, die, die du gerade ausbrüten könntest, und die, die du noch finden musst. Dort wählst du ein Haustier, das dir folgt, und ein Reittier zum Reiten.",
  faqQuestionRelease: "Kann ich meine Sammlung neu beginnen?",
  faqAnswerRelease:
    "Sobald dir alle 90 Standard-Haustiere oder -Reittiere gehören, kannst du sie im Stall für ein paar Edelsteine freilassen und neu sammeln. Jede volle Sammlung bringt einen Erfolg.",
  faqQuestionEquipment: "Wie funktionieren Ausrüstung und Kostüme?",
  faqAnswerEquipment:
    "Kampfausrüstung gibt Attributboni. Ein Kostüm ändert nur dein Aussehen – so trägst du deine stärkste Ausrüstung und siehst trotzdem aus, wie du willst. Ausrüstung deiner eigenen Klasse gibt einen Extrabonus.",
  faqQuestionArmoire: "Was ist der Verzauberte Schrank?",
  faqAnswerArmoire:
    "Ein Schrank, der sich öffnet, sobald du ein vollständiges Spitzenset deiner Klassenausrüstung besitzt. Für 100 Gold gibt er dir ein zufälliges Schrank-Ausrüstungsteil, etwas Futter oder ein bisschen Erfahrung.",
  faqQuestionGems: "Wofür sind Edelsteine gut?",
  faqAnswerGems:
    "Mit Edelsteinen kaufst du Eier, Tränke, Quests, Hintergründe und Avatar-Optionen und bezahlst einen Klassenwechsel. Du kannst sie kaufen, geschenkt bekommen, in Wettbewerben gewinnen oder als Abonnent gegen Gold tauschen.",
  faqQuestionHourglasses: "Was sind mystische Sanduhren?",
  faqAnswerHourglasses:
    "Abonnenten bekommen mit der Zeit Sanduhren. Die Zeitreisenden nehmen sie im Tausch gegen frühere Abonnenten-Sets, besondere Haustiere und Reittiere, Hintergründe und Quests.",
  faqQuestionSubscriptions: "Was bekommen Abonnenten?",
  faqAnswerSubscriptions:
    "Jeden Monat Edelsteine gegen Gold, ein monatliches Überraschungsset, Sanduhren, eine höhere Fundobergrenze und einen längeren Aufgabenverlauf. Die Abo-Seite in den Einstellungen zeigt die Modelle.",
  faqQuestionQuests: "Wie funktionieren Quests?",
  faqAnswerQuests:
    "Quests sind Abenteuer für deine Gruppe. Du startest eine mit einer Quest-Schriftrolle; alle, die annehmen, machen mit. Bei Boss-Quests richten deine erledigten Aufgaben Schaden an, bei Sammelquests finden sie Gegenstände.",
  faqQuestionQuestScrolls: "Woher bekomme ich Quest-Schriftrollen?",
  faqAnswerQuestScrolls:
    "Der Questladen verkauft sie für Gold oder Edelsteine, manche bekommst du beim Erreichen der Stufen 15, 30, 40 und 60, und andere gibt es für tägliches Einchecken oder als Belohnung früherer Quests.",
  faqQuestionBosses: "Wie wehren sich Bosse?",
  faqAnswerBosses:
    "Am Ende jedes Tages lässt jede Tagesaufgabe, die ein Gruppenmitglied verpasst hat, den Boss die ganze Gruppe treffen. Manche Bosse bauen außerdem Wut auf und setzen dann einen Spezialangriff ein. Erledige deine Tagesaufgaben und halte deine Freunde in Sicherheit.",
  faqQuestionParty: "Was ist eine Gruppe?",
  faqAnswerParty:
    "Ein kleiner Kreis von bis zu 30 Spielern, die gemeinsam auf Quests gehen und sich im Gruppenchat gegenseitig auf Kurs halten.",
  faqQuestionPartySearch: "Wie finde ich eine Gruppe?",
  faqAnswerPartySearch:
    "Markier dich auf der Gruppenseite als gruppensuchend, dann können Gruppenleitungen dich einladen. Du kannst auch deine eigene Gruppe gründen und Freunde per Benutzername oder E-Mail einladen.",
  faqQuestionInvitations: "Wie funktionieren Einladungen?",
  faqAnswerInvitations:
    "Einladungen in Gruppen, Gilden und Quests erscheinen oben auf deinem Bildschirm. Dort nimmst du sie an oder lehnst sie ab. Du kannst zu einer Gruppe und zu beliebig vielen Gilden gehören.",
  faqQuestionGuilds: "Was sind Gilden?",
  faqAnswerGuilds:
    "Gilden sind Gemeinschaften rund um ein Interesse, von Fitness bis Stricken. Tritt so vielen bei, wie du magst, um zu chatten, Tipps zu teilen und an ihren Wettbewerben teilzunehmen.",
  faqQuestionTavern: "Was ist die Taverne?",
  faqAnswerTavern:
    "Die Taverne ist der Treffpunkt des Spiels. Dort kannst du dich im Gasthaus ausruhen und Neuigkeiten über Ereignisse in der Welt lesen.",
  faqQuestionChallenges: "Was sind Wettbewerbe?",
  faqAnswerChallenges:
    "Ein Wettbewerb ist eine Reihe von Aufgaben, die jemand mit einer Gilde oder Gruppe teilt. Tritt bei, um diese Aufgaben auf deine Liste zu holen; die Leitung kann einen Gewinner bestimmen, der den Edelsteinpreis bekommt.",
  faqQuestionGroupPlans: "Was ist ein Gruppenplan?",
  faqAnswerGroupPlans:
    "Ein bezahlter Plan, der eine Gruppe in ein gemeinsames Aufgabenbrett für eine Familie, eine Klasse oder ein Team verwandelt – mit Aufgaben, die du Mitgliedern zuweisen und nach Erledigung bestätigen kannst. Jedes Mitglied bekommt die Vorteile eines Abos.",
  faqQuestionGroupPlanTasks: "Wie funktionieren gemeinsame Aufgaben in einem Gruppenplan?",
  faqAnswerGroupPlanTasks:
    "Verwalter erstellen Aufgaben auf dem Gruppenbrett und weisen sie einem oder mehreren Mitgliedern zu. Eine Aufgabe kann eine Bestätigung verlangen; dann bestätigt der Verwalter sie, bevor die Belohnung kommt.",
  faqQuestionMessages: "Kann ich anderen Spielern schreiben?",
  faqAnswerMessages:
    "Ja, per privater Nachricht über das Profil eines Spielers. In deinen Einstellungen kannst du jemanden blockieren oder private Nachrichten ganz abschalten.",
  faqQuestionAchievements: "Wie funktionieren Erfolge?",
  faqAnswerAchievements:
    "Erfolge markieren Meilensteine: lange Serien, perfekte Tage, volle Haustiersammlungen, abgeschlossene Questreihen und mehr. Du findest sie in deinem Profil.",
  faqQuestionCustomizations: "Wie ändere ich das Aussehen meines Helden?",
  faqAnswerCustomizations:
    "Öffne den Anpassungsladen. Körpergröße, einfache Hautfarben, Haare und Hemden sind kostenlos; besondere Sets kosten Edelsteine. Jede Option kannst du vor dem Kauf anprobieren.",
  faqQuestionBackgrounds: "Woher kommen Hintergründe?",
  faqAnswerBackgrounds:
    "Jeden Monat gibt es neue Hintergründe für Edelsteine, ältere kehren ab und zu zurück, die Zeitreisenden verkaufen einige für Sanduhren, und manche sind Belohnungen fürs tägliche Einchecken.",
  faqQuestionSeasonalEvents: "Was sind saisonale Events?",
  faqAnswerSeasonalEvents:
    "Viermal im Jahr bringt ein Fest limitierte Ausrüstung, Zauber, Quests und Looks in den Saisonladen. Kleinere Events feiern Feiertage und den Geburtstag des Spiels.",
  faqQuestionCheckIns: "Was sind Check-in-Belohnungen?",
  faqAnswerCheckIns:
    "Jeder Tag, an dem du das Spiel öffnest, zählt als Check-in. Bei bestimmten Summen bekommst du Ausrüstung, Tränke, Futter, Eier, Quests und Hintergründe – bis hin zu Tag 500.",
  faqQuestionTransformation: "Jemand hat mich in einen Schneemann verwandelt! Und jetzt?",
  faqAnswerTransformation:
    "Saisonale Zauber wie Schneebälle verändern dein Aussehen bis zum Ende des Tages. Wenn du nicht warten willst: Das passende Gegenmittel gibt es für ein wenig Gold im Saisonladen.",
  faqQuestionDataExport: "Kann ich meine Daten mitnehmen?",
  faqAnswerDataExport:
    "Ja. Unter Einstellungen → Daten kannst du alles als JSON und deinen Verlauf als Tabelle herunterladen und einen Export aus dem Open-Source-Gewohnheitsspiel importieren.",
  faqQuestionApi: "Gibt es eine API?",
  faqAnswerApi:
    "Ja. Deine Benutzer-ID und deinen API-Token findest du unter Einstellungen → Daten. Halte den Token geheim: Er funktioniert wie ein Passwort.",
  faqQuestionPrivacy: "Wer kann meine Aufgaben sehen?",
  faqAnswerPrivacy:
    "Nur du. Andere sehen deinen Avatar, deinen Namen, deine Stufe und deine Erfolge sowie die Aufgaben von Wettbewerben oder Gruppenplänen, die du mit ihnen teilst.",
  faqQuestionReportBug: "Ich habe einen Fehler gefunden. Was soll ich tun?",
  faqAnswerReportBug:
    "Sag uns über die Kontaktseite Bescheid: was du gemacht hast, was du erwartet hast und was stattdessen passiert ist. Ein Screenshot hilft sehr.",
  faqQuestionTavernAndGuilds: "Was hat sich bei Taverne und Gilden geändert?",
  faqAnswerTavernAndGuilds:
    "Der Chat in der Taverne und in öffentlichen Gilden wurde zurückgefahren, damit wir uns auf Gruppen und Gruppenpläne konzentrieren können, wo man sich schon kennt. Dein Gruppenchat und deine privaten Nachrichten funktionieren wie bisher.",
  faqQuestionContentRelease: "Wie oft gibt es neue Inhalte?",
  faqAnswerContentRelease:
    "Neue Gegenstände erscheinen in einem festen Monatsrhythmus: Hintergründe am Monatsanfang, Haustier-Quests und Pakete zur Monatsmitte und magische Tränke später. Limitierte Gegenstände kehren im Wechsel zurück – einen Monat zu verpassen ist also nicht schlimm.",
  faqQuestionSubscriptionChanges: "Haben sich die Abo-Vorteile geändert?",
  faqAnswerSubscriptionChanges:
    "Abonnenten bekommen jetzt sofort eine Sanduhr und können umso mehr Edelsteine gegen Gold tauschen, je länger sie dabeibleiben. Bereits verdiente Vorteile bleiben erhalten.",
};
