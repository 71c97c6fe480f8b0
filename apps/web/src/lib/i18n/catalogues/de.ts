import type { Catalogue } from '../i18n.ts';

const de: Catalogue = {
  'language.label': 'Sprache',

  'common.skipToContent': 'Zum Inhalt springen',
  'common.login': 'Anmelden',
  'common.startFree': 'Kostenlos starten',
  'common.features': 'Funktionen',
  'common.pricing': 'Preise',
  'common.demo': 'Demo',
  'common.helpCenter': 'Hilfe',
  'common.openMenu': 'Menü öffnen',
  'common.closeMenu': 'Menü schließen',
  'common.lightMode': 'Heller Modus',
  'common.darkMode': 'Dunkler Modus',
  'common.switchToLight': 'Zum hellen Modus wechseln',
  'common.switchToDark': 'Zum dunklen Modus wechseln',
  'common.navMain': 'Hauptnavigation',
  'common.navMobile': 'Mobil',

  'landing.hero.audience': 'Für Leserinnen und Leser, Forschende, Sammler und Blogger',
  'landing.hero.titleStart': 'Shelfwise,',
  'landing.hero.titleEnd': 'die clevere Verwaltung für deine Bibliothek.',
  'landing.hero.lead':
    'Erfasse jedes Buch, das du besitzt, verleihe Bücher, ohne den Überblick zu verlieren, lass dich vor dem Rückgabetermin erinnern und sieh dein Lesen auf einen Blick.',
  'landing.hero.seeIt': 'So sieht es aus',
  'landing.hero.freeNote': 'Für immer kostenlos bis 50 Bücher. Keine Karte nötig.',

  'landing.features.title': 'Alles, was deine Regale brauchen',
  'landing.features.lead':
    'Ein Ort für die Bücher, die du besitzt, die du verliehen hast und die du als Nächstes lesen willst.',
  'landing.features.add.title': 'Bücher in Sekunden hinzufügen',
  'landing.features.add.text':
    'Tippe sie von Hand ein oder finde sie mit Standard und Premium per ISBN oder Titel unter über 40 Mio. Büchern und füge gleich einen ganzen Stapel hinzu.',
  'landing.features.lend.title': 'Verleihen, ohne den Überblick zu verlieren',
  'landing.features.lend.text':
    'Halte fest, wer was ausgeliehen hat und bis wann. Überfällige Ausleihen fallen auf, eine Rückgabe ist ein Klick.',
  'landing.features.remind.title': 'Erinnerungen, die von selbst rausgehen',
  'landing.features.remind.text':
    'Schick jederzeit selbst eine Erinnerung oder lass Shelfwise die Ausleihenden 3 Tage (Standard) bzw. 2 Tage (Premium) vor dem Rückgabetermin anschreiben.',
  'landing.features.history.title': 'Verlauf und Statistik',
  'landing.features.history.text':
    'Jede Änderung steht in deinem Aktivitätsverlauf. Sieh Ausleihen pro Monat, Rückgabequoten und deine liebsten Genres.',
  'landing.features.recommend.title': 'Freunden empfehlen',
  'landing.features.recommend.text':
    'Schick einem Freund per E-Mail ein Buch, das du geliebt hast. Mit Premium schreibst du deine eigene Nachricht.',
  'landing.features.data.title': 'Deine Daten, wie du willst',
  'landing.features.data.text':
    'Bewerte Bücher, ordne sie mit Schlagwörtern in Regale, füge Notizen hinzu und exportiere die ganze Bibliothek als CSV oder PDF.',
  'landing.features.startPremium': 'Mit Premium starten',

  'landing.demo.title': 'Deine Bibliothek auf einen Blick',
  'landing.demo.lead': 'Das ist die Sammlungsansicht, die du nach der Anmeldung siehst.',
  'landing.demo.alt':
    'Die Sammlungsansicht von Shelfwise: eine Seitenleiste mit Sammlung, Ausleihen, Ausleihende, Erinnerungen, Verlauf, Statistik, Einstellungen und Abo; Summen von 248 Büchern, 12 verliehen, 1 überfällig und eine Rückgabequote von 96,4 %; und eine Tabelle der Bücher mit Regal, Sternebewertung und Ausleihstatus.',
  'landing.demo.covers': 'Cover aus jedem Titel gestaltet, damit sich jedes Regal leicht überfliegen lässt',
  'landing.demo.loans': 'Bald fällige oder überfällige Ausleihen fallen sofort auf',
  'landing.demo.ratings': 'Bewertungen, Regale und Notizen zu jedem Buch',

  'landing.testimonials.eyebrow': 'Stimmen',
  'landing.testimonials.title': 'Leser, die ihre Bücher wiedergefunden haben',
  'landing.testimonials.region': 'Was Leser sagen',
  'landing.testimonials.position': '{index} von {count}',
  'landing.testimonials.previous': 'Vorherige Stimme',
  'landing.testimonials.next': 'Nächste Stimme',
  'landing.testimonials.show': 'Stimme {index} von {count} zeigen',
  'landing.testimonials.play': 'Stimmen abspielen',
  'landing.testimonials.pause': 'Stimmen anhalten',

  'landing.faq.title': 'Häufige Fragen',
  'landing.faq.what.q': 'Was ist Shelfwise?',
  'landing.faq.what.a':
    'Shelfwise verwaltet die Bücher, die du besitzt. Du erfasst sie, verleihst sie und behältst die Rückgaben im Blick, planst Erinnerungen und siehst Verlauf und Statistik an einem Ort.',
  'landing.faq.free.q': 'Gibt es wirklich einen kostenlosen Tarif?',
  'landing.faq.free.a':
    'Ja. Der Tarif Free verwaltet bis zu 50 Bücher und 5 laufende Ausleihen mit Eingabe von Hand, Suche und Sortierung, so lange du willst. Für die Anmeldung ist keine Karte nötig.',
  'landing.faq.plans.q': 'Was bieten die Tarife Collector und Library Keeper zusätzlich?',
  'landing.faq.plans.a':
    'Collector (Standard) hebt die Grenze auf 1.000 Bücher, lässt dich Bücher per ISBN oder Titel aus über 40 Mio. Büchern hinzufügen, exportiert CSV und verschickt Erinnerungen 3 Tage vor dem Rückgabetermin. Library Keeper (Premium) hat keine Büchergrenze und bietet zusätzlich PDF-Export, eigene Empfehlungsnachrichten, erweiterte Statistik, Erinnerungen 2 Tage vor dem Rückgabetermin und keine Werbung.',
  'landing.faq.naira.q': 'Warum sehe ich Preise in Naira?',
  'landing.faq.naira.a':
    'Shelfwise wird aus Nigeria betrieben und bietet dort lokale Preise. Deuten Zeitzone, Sprache oder Standort auf Nigeria, werden die Preise in Nigerianischen Naira (NGN) angezeigt; alle anderen sehen US-Dollar (USD).',
  'landing.faq.refund.q': 'Bekomme ich mein Geld zurück?',
  'landing.faq.refund.a':
    'Jeder bezahlte Tarif hat eine 7-Tage-Geld-zurück-Garantie. Jahrestarife, die innerhalb von 30 Tagen gekündigt werden, werden anteilig erstattet. Die Einzelheiten stehen in den Nutzungsbedingungen.',
  'landing.faq.data.q': 'Kann ich meine Daten mitnehmen?',
  'landing.faq.data.a':
    'Ja. Collector und Library Keeper exportieren deine Bibliothek als CSV, Library Keeper zusätzlich als PDF. Nach dem Ende eines Kontos hast du 30 Tage Zeit für den Export; ein gelöschtes Konto wird innerhalb von 30 Tagen entfernt.',

  'landing.cta.title': 'Bereit, Ordnung in deine Regale zu bringen?',
  'landing.cta.lead':
    'Leg dein kostenloses Konto in einer Minute an. Wechsle den Tarif erst, wenn deine Bibliothek größer wird.',
  'landing.cta.button': 'Kostenlos loslegen',

  'footer.tagline':
    'Shelfwise, die clevere Verwaltung für deine Bibliothek. Gemacht in Nigeria für Leser überall.',
  'footer.product': 'Produkt',
  'footer.legal': 'Rechtliches',
  'footer.privacy': 'Datenschutzerklärung',
  'footer.terms': 'Nutzungsbedingungen',
  'footer.contact': 'Kontakt',
  'footer.copyright': '© {year} Shelfwise. Alle Rechte vorbehalten.',
  'footer.socialX': 'Shelfwise auf X',
  'footer.socialInstagram': 'Shelfwise auf Instagram',
  'footer.socialLinkedIn': 'Shelfwise auf LinkedIn',

  // Auth
  'form.required': '{field} ist erforderlich',
  'form.emailRequired': 'E-Mail ist erforderlich',
  'form.emailInvalid': 'Gib eine gültige E-Mail-Adresse ein',
  'form.genericError': 'Ein Fehler ist aufgetreten',
  'auth.fullName': 'Vollständiger Name',
  'auth.email': 'E-Mail',
  'auth.password': 'Passwort',
  'auth.confirmPassword': 'Passwort bestätigen',
  'auth.passwordsDoNotMatch': 'Die Passwörter stimmen nicht überein',
  'auth.forgotPassword': 'Passwort vergessen?',
  'auth.selectedPlan': 'Gewählter Tarif:',
  'auth.createAccount': 'Konto erstellen',
  'auth.creatingAccount': 'Konto wird erstellt...',
  'auth.signIn': 'Anmelden',
  'auth.signingIn': 'Anmeldung läuft...',
  'auth.signUp': 'Registrieren',
  'auth.agreeStart': 'Mit der Erstellung eines Kontos stimmst du unseren',
  'auth.agreeAnd': 'und unserer',
  'auth.agreeEnd': ' zu.',
  'auth.welcomeBack': 'Willkommen zurück',
  'auth.signInSubtitle': 'Melde dich bei deiner Bibliothek an.',
  'auth.createTitle': 'Erstelle dein Konto',
  'auth.createSubtitle': 'Bring in wenigen Minuten Ordnung in deine Bücher.',
  'auth.noAccount': 'Noch kein Konto?',
  'auth.haveAccount': 'Schon ein Konto?',
  'auth.titleSignIn': 'Anmelden · Shelfwise',
  'auth.titleCreate': 'Konto erstellen · Shelfwise',
  'auth.verificationCode': 'Bestätigungscode',
  'auth.codeDigit': 'Ziffer {index} von {count}',
  'auth.passwordStrength': 'Passwortstärke',
  'auth.loadingAccount': 'Dein Konto wird geladen...',
  'auth.renew.title': 'Deine Sitzung ist abgelaufen',
  'auth.renew.description':
    'Melde dich erneut an, um weiterzumachen. Nichts von deinen Eingaben geht verloren: Was du gerade getan hast, wird gesendet, sobald du zurück bist.',
  'auth.renew.form': 'Erneut anmelden',
  'auth.renew.passwordNeeded': 'Gib dein Passwort ein, um dich erneut anzumelden.',
  'auth.signOut': 'Abmelden',

  // Password strength
  'auth.strength.weak': 'Schwach',
  'auth.strength.medium': 'Mittel',
  'auth.strength.strong': 'Stark',
  'auth.strength.value': '{level}: {score} von 5 Kriterien erfüllt',
  'auth.strength.length': 'Mindestens {min} Zeichen',
  'auth.strength.uppercase': 'Ein Großbuchstabe',
  'auth.strength.lowercase': 'Ein Kleinbuchstabe',
  'auth.strength.number': 'Eine Ziffer',
  'auth.strength.special': 'Ein Sonderzeichen ({characters})',
  'auth.strength.met': ' (erfüllt)',
  'auth.strength.notMet': ' (nicht erfüllt)',

  // Verify, forgot, reset, not found
  'verify.title': 'Bestätige deine E-Mail',
  'verify.sentTo': 'Wir haben einen 6-stelligen Code gesendet an',
  'verify.enterToChange': 'Gib ihn unten ein, um sie zur E-Mail-Adresse deines Kontos zu machen.',
  'verify.enterToActivate': 'Gib ihn unten ein, um dein Konto zu aktivieren.',
  'verify.invalidCode': 'Gib einen gültigen 6-stelligen Code ein.',
  'verify.success': 'E-Mail erfolgreich bestätigt!',
  'verify.failed': 'Bestätigung fehlgeschlagen',
  'verify.resent': 'Bestätigungscode erneut an deine E-Mail gesendet',
  'verify.resendFailed': 'Code konnte nicht erneut gesendet werden',
  'verify.verify': 'Bestätigen',
  'verify.verifying': 'Wird bestätigt...',
  'verify.noCode': 'Keinen Code erhalten?',
  'verify.resend': 'Code erneut senden',
  'common.sending': 'Wird gesendet...',
  'verify.backToSettings': 'Zurück zu den Einstellungen',
  'verify.backToSignIn': 'Zurück zur Anmeldung',
  'forgot.title': 'Passwort vergessen?',
  'forgot.subtitle':
    'Gib deine E-Mail ein, und wir schicken dir einen Link zum Zurücksetzen deines Passworts.',
  'forgot.failed': 'Link konnte nicht gesendet werden',
  'forgot.sent': 'Link zum Zurücksetzen an deine E-Mail gesendet',
  'forgot.send': 'Link senden',
  'forgot.remember': 'Passwort wieder eingefallen?',
  'reset.title': 'Neues Passwort festlegen',
  'reset.subtitle': 'Wähle ein neues Passwort für dein Konto.',
  'reset.passwordRequired': 'Neues Passwort ist erforderlich',
  'reset.confirmRequired': 'Bestätige dein neues Passwort',
  'reset.mismatch': 'Die Passwörter stimmen nicht überein.',
  'reset.failed': 'Etwas ist schiefgelaufen.',
  'reset.success': 'Passwort aktualisiert.',
  'reset.newPassword': 'Neues Passwort',
  'reset.confirmNewPassword': 'Neues Passwort bestätigen',
  'reset.submit': 'Passwort zurücksetzen',
  'reset.submitting': 'Passwort wird aktualisiert...',
  'reset.newLink': 'Neuen Link anfordern',
  'notFound.title': 'Seite nicht gefunden',
  'notFound.text':
    'Diese Seite ist aus dem Regal gefallen. Vielleicht wurde sie verschoben oder die Adresse ist falsch geschrieben.',
  'notFound.back': 'Zurück',
  'notFound.home': 'Startseite',
  'notFound.featuresText': 'Sieh, was Shelfwise für deine Bibliothek tun kann.',
  'notFound.helpText': 'Antworten auf die häufigsten Fragen von Lesern.',
  'notFound.contactText': 'Schreib uns, ein Mensch antwortet dir.',
  'notFound.pageTitle': 'Seite nicht gefunden · Shelfwise',

  // Legal pages
  'legal.lastUpdated': 'Zuletzt aktualisiert:',
  'legal.contents': 'Inhalt',
  'legal.englishNote': 'Dieses Dokument wird auf Englisch angezeigt; die englische Fassung ist maßgeblich.',
  'legal.privacyTitle': 'Datenschutzerklärung | Shelfwise',
  'legal.termsTitle': 'Nutzungsbedingungen | Shelfwise',
};

export default de;
